/**
 * The room's tip presets and their labels (spec 002 §9 'Room tip presets', 'Tip preset labels'; §2.4 tip widget).
 *
 * The spec calls the value the presets are derived from 'the balance-related value'; here it is the viewer's token
 * balance (GET {siteHost}/api/{provider}/balance), 0 while it is unknown, so a richer viewer is offered larger tips.
 */

/** The default tip: 1 below 4, else floor(25%). */
export function defaultTip(value: number): number {
  return value < 4 ? 1 : Math.floor(value * 0.25);
}

const roundDown5 = (n: number): number => Math.floor(n / 5) * 5;

/** The three preset amounts: below 16 [2, 3, 4]; 16–80 floor of 15/20/25 %; 81–400 the same to multiples of 5; above 400 [100, 125, 150]. */
export function tipPresets(value: number): [number, number, number] {
  const v = Number.isFinite(value) ? value : 0;
  if (v < 16) return [2, 3, 4];
  if (v > 400) return [100, 125, 150];
  const parts = [0.15, 0.2, 0.25].map((share) => Math.floor(v * share));
  const presets = v <= 80 ? parts : parts.map(roundDown5);
  return presets as [number, number, number];
}

/** Cut (not rounded) to one decimal, without a trailing '.0'. */
const cut1 = (n: number): string => String(Math.floor(n * 10) / 10);

/** A preset's label: at or above 1,000,000 '{n}M', at or above 1,000 '{n}K', cut to one decimal; else the number. */
export function tipLabel(amount: number): string {
  if (amount >= 1_000_000) return `${cut1(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `${cut1(amount / 1_000)}K`;
  return String(amount);
}

/** Messenger tip presets (§9). */
export const MESSENGER_TIP_PRESETS = [10, 20, 50] as const;

/** The custom tip input keeps digits only (§5). */
export const tipDigits = (text: string): string => text.replace(/\D+/g, '');

/** A tip amount is a number greater than 0 (§5). */
export const isTipAmount = (amount: number): boolean => Number.isFinite(amount) && amount > 0;

/** The tip widget's line once a tip went through (spec 002, the tip widget). */
export const TIP_SENT_TEXT = 'The tokens have been sent successfully';
