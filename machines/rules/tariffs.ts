/**
 * The join-now page's tariffs (spec 001 §4 'Bundles and tariff sets', §9): the bundles a buyer may toggle (the partner
 * sites the price slots are bundled with), the set a slot belongs to (base: no partner site; first or second: the
 * first or second bundle alone; third: two partner sites), the set shown for the bundles' toggles, and its standard
 * or special variant with default images by index.
 */
import type { JoinNowTemplate, PriceSlot, SlaveSite, TemplateImage } from '../../contracts/sales.ts';
import { STANDARD_SLOT_TYPE } from '../../contracts/sales.ts';

export type TariffSetName = 'base' | 'first' | 'second' | 'third';
export type Bundle = SlaveSite & { isActive: boolean };

/** The bundles on offer: the partner sites of the slots, in the order they first appear, none active. */
export function bundlesOf(slots: readonly PriceSlot[]): Bundle[] {
  const seen = new Map<string, Bundle>();
  for (const slot of slots) {
    for (const site of slot.price.priceSlaveSites) if (!seen.has(site.uuid)) seen.set(site.uuid, { ...site, isActive: false });
  }
  return [...seen.values()];
}

/** Selecting a bundle toggles its isActive. */
export const toggleBundle = (bundles: readonly Bundle[], uuid: string): Bundle[] =>
  bundles.map((b) => (b.uuid === uuid ? { ...b, isActive: !b.isActive } : b));

/** The set a slot belongs to, by its partner sites. */
export function setOfSlot(slot: PriceSlot, bundles: readonly Bundle[]): TariffSetName | null {
  const sites = slot.price.priceSlaveSites;
  if (sites.length === 0) return 'base';
  if (sites.length >= 2) return 'third';
  const index = bundles.findIndex((b) => b.uuid === sites[0]?.uuid);
  return index === 0 ? 'first' : index === 1 ? 'second' : null;
}

/**
 * The shown set: with more than one bundle and all active, 'third'; else the first bundle active, 'first'; else the
 * second active, 'second'; otherwise 'base'.
 */
export function shownSetName(bundles: readonly Bundle[]): TariffSetName {
  if (bundles.length > 1 && bundles.every((b) => b.isActive)) return 'third';
  if (bundles[0]?.isActive) return 'first';
  if (bundles[1]?.isActive) return 'second';
  return 'base';
}

export const isStandardSlot = (slot: PriceSlot) => slot.type === STANDARD_SLOT_TYPE;

/** A default image of the template by the slot's index: standardImage1–3 in the base set, bundleImage1–3 in the others. */
function defaultImage(template: JoinNowTemplate, set: TariffSetName, index: number): TemplateImage | null {
  if (index > 2) return null;
  const n = (index + 1) as 1 | 2 | 3;
  return set === 'base' ? template[`standardImage${n}`] : template[`bundleImage${n}`];
}

/**
 * The tariffs shown: the shown set's special variant when special tariffs are on, else its standard variant (a set
 * without the asked variant shows its other one rather than nothing), sorted by sort; a slot without an image takes
 * the default image of its index.
 */
export function shownTariffs(slots: readonly PriceSlot[], bundles: readonly Bundle[], specialOn: boolean, template: JoinNowTemplate): PriceSlot[] {
  const set = shownSetName(bundles);
  const inSet = slots.filter((slot) => setOfSlot(slot, bundles) === set);
  const wanted = inSet.filter((slot) => isStandardSlot(slot) !== specialOn);
  const variant = wanted.length > 0 ? wanted : inSet;
  return [...variant]
    .sort((a, b) => a.sort - b.sort)
    .map((slot, index) => (slot.image ? slot : { ...slot, image: defaultImage(template, set, index) }));
}
