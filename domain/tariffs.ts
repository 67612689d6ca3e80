/**
 * The join-now page's tariffs (spec 001 §4 'Bundles and tariff sets', §9): the bundles a buyer may toggle (the partner
 * sites the price slots are bundled with), the set a slot belongs to (base: no partner site; first or second: the
 * first or second bundle alone; third: two partner sites), the set shown for the bundles' toggles, and its standard
 * or special variant with default images by index.
 */
import type { JoinNowTemplate, Price, PriceSlot, SlaveSite, TemplateImage } from '../contracts/sales.ts';
import { STANDARD_SLOT_TYPE } from '../contracts/slot-type.ts';

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
 * The slots shown: the shown set's special variant when special tariffs are on, else its standard variant (a set
 * without the asked variant shows its other one rather than nothing), sorted by sort.
 */
export function shownSlots(slots: readonly PriceSlot[], bundles: readonly Bundle[], specialOn: boolean): PriceSlot[] {
  const set = shownSetName(bundles);
  const inSet = slots.filter((slot) => setOfSlot(slot, bundles) === set);
  const wanted = inSet.filter((slot) => isStandardSlot(slot) !== specialOn);
  const variant = wanted.length > 0 ? wanted : inSet;
  return [...variant].sort((a, b) => a.sort - b.sort);
}

/** The tariffs shown (shownSlots); a slot without an image takes the default image of its index. */
export function shownTariffs(slots: readonly PriceSlot[], bundles: readonly Bundle[], specialOn: boolean, template: JoinNowTemplate): PriceSlot[] {
  const set = shownSetName(bundles);
  return shownSlots(slots, bundles, specialOn).map((slot, index) => (slot.image ? slot : { ...slot, image: defaultImage(template, set, index) }));
}

/** The position chosen when the page opens: the middle slot, where the special timer runs (floor(n/2)). */
export const defaultPosition = (count: number): number | null => (count > 0 ? Math.floor(count / 2) : null);

/** The price at the chosen position of the shown slots; the last one when the set is shorter; null without slots. */
export function priceAt(shown: readonly PriceSlot[], position: number | null): Price | null {
  if (position === null || shown.length === 0) return null;
  return shown[Math.min(position, shown.length - 1)]?.price ?? null;
}

/**
 * Where a price is among the slots: the bundles it takes (its partner sites active, the others not) and its position
 * in that set's variant. A price kept from an earlier visit to the page (a declined payment) is found again this way.
 */
export function placeOfPrice(
  slots: readonly PriceSlot[],
  bundles: readonly Bundle[],
  priceUuid: string,
): { bundles: Bundle[]; specialOn: boolean; position: number } | null {
  const slot = slots.find((s) => s.price.uuid === priceUuid);
  if (!slot) return null;
  const partners = new Set(slot.price.priceSlaveSites.map((site) => site.uuid));
  const active = bundles.map((b) => ({ ...b, isActive: partners.has(b.uuid) }));
  const specialOn = !isStandardSlot(slot);
  const position = shownSlots(slots, active, specialOn).findIndex((s) => s.price.uuid === priceUuid);
  return position < 0 ? null : { bundles: active, specialOn, position };
}

/** A price's period in words: '1 month', '3 months', '1 year', '30 days'. */
export const periodText = (period: Price['period']): string => `${period.count} ${period.unit}${period.count === 1 ? '' : 's'}`;

/** How a price is billed: 'every 3 months', or 'for 30 days, charged once' for a non-recurring price. */
export const billingText = (price: Pick<Price, 'period' | 'isNonRecurring'>): string =>
  price.isNonRecurring ? `for ${periodText(price.period)}, charged once` : `every ${periodText(price.period)}`;
