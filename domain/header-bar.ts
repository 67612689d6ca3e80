/**
 * Rules of the promo header bar (spec 001 §2 'Promo header bar (site-wide)', §4 'Value pop-ups' (the header-bar
 * handling), 'Header bar countdown', §9 (1 s ticks, padding 78/118 and 64/104 px)): which item of the
 * service's answer is the bar, the countdown's seconds and its text. Pure functions without the Temporal polyfill:
 * the Los Angeles wall-clock times are turned into instants by rules/header-bar-time.ts (on the server, and in the
 * browser only after a route change's answer), so the bar's countdown here is plain epoch arithmetic.
 */
import type { ValuePopup } from '../contracts/value-popups.ts';
import { EXIT_TRAP_TRIGGER, TIMED_TRIGGER } from './constants.ts';

/** The countdown ticks every second (§9). */
export const HEADER_BAR_TICK_MS = 1000;
/** The bar is not shown on the age-verification route (§2; app/router/routes/age-verification.tsx). */
export const AGE_VERIFICATION_PATH = '/age-verification/';
/** The bar's height (px); the page's top padding is the header's plus this (§9: 78/118 desktop, 64/104 mobile). */
export const HEADER_BAR_HEIGHT = 40;

/** The countdown of an item in instants (epoch ms): from `startMs` (null: already running) to `endMs`. */
export type HeaderBarCountdown = { startMs: number | null; endMs: number };

/** What the bar keeps of a service item: what it shows, and its countdown worked out in Los Angeles time (or none). */
export type HeaderBarItem = Pick<
  ValuePopup,
  | 'uuid'
  | 'template'
  | 'title'
  | 'titleMobile'
  | 'subTitle'
  | 'subTitleMobile'
  | 'mainImage'
  | 'mainImageMobile'
  | 'smallImage'
  | 'gradientStartColor'
  | 'gradientEndColor'
  | 'bgColor'
  | 'textColor'
  | 'buttonText'
  | 'buttonUrl'
  | 'openLinkInNewTab'
  | 'showCancelButton'
  | 'showTrigger'
> & { countdown: HeaderBarCountdown | null };

const fresh = (items: readonly HeaderBarItem[], shown: readonly string[]) => items.filter((item) => !shown.includes(item.uuid));

/** The bar of an answer: its first showTrigger 1 item not closed or followed before (§4); null for none. */
export const pickBar = (items: readonly HeaderBarItem[], shown: readonly string[]): HeaderBarItem | null =>
  fresh(items, shown).find((item) => item.showTrigger === TIMED_TRIGGER) ?? null;

/** The answer's showTrigger 2 item, shown as the bar on the next route change without a URL hash (§4); null for none. */
export const pickArmed = (items: readonly HeaderBarItem[], shown: readonly string[]): HeaderBarItem | null =>
  fresh(items, shown).find((item) => item.showTrigger === EXIT_TRAP_TRIGGER) ?? null;

/** Whether the bar is left out on a page (§2: the age-verification route). */
export const barOffRoute = (path: string): boolean => path === AGE_VERIFICATION_PATH || path === AGE_VERIFICATION_PATH.slice(0, -1);

/** Whether a route change carries a URL hash ('' / '#' / undefined: none). */
export const hasHash = (hash: string | undefined): boolean => !!hash && hash !== '#';

/**
 * The whole seconds the countdown shows at `nowMs` (§4 'Header bar countdown'): 0 — no countdown — without an end,
 * until the start has passed, and once the end is reached.
 */
export function countdownSeconds(countdown: HeaderBarCountdown | null, nowMs: number): number {
  if (!countdown) return 0;
  if (countdown.startMs !== null && nowMs <= countdown.startMs) return 0;
  return Math.max(0, Math.floor((countdown.endMs - nowMs) / 1000));
}

/** Whether the countdown still has to tick: its end is ahead (it may not have started yet). */
export const countdownAhead = (countdown: HeaderBarCountdown | null, nowMs: number): boolean => countdown !== null && countdown.endMs - nowMs >= 1000;

export type CountdownParts = { days: string; hours: string; minutes: string; seconds: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown's parts, two digits each (days may have more): 190170 s → {02, 04, 49, 30}. */
export function countdownParts(total: number): CountdownParts {
  const s = Math.max(0, Math.floor(total));
  return {
    days: pad(Math.floor(s / 86_400)),
    hours: pad(Math.floor((s % 86_400) / 3600)),
    minutes: pad(Math.floor((s % 3600) / 60)),
    seconds: pad(s % 60),
  };
}

/** The countdown as days:hours:minutes:seconds, e.g. '02:05:09:30' (§2). */
export function countdownText(total: number): string {
  const p = countdownParts(total);
  return `${p.days}:${p.hours}:${p.minutes}:${p.seconds}`;
}

/** The countdown for screen readers: '2 days, 5 hours, 9 minutes and 30 seconds left'. */
export function countdownLabel(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'day'],
    [Math.floor((s % 86_400) / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
    [s % 60, 'second'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (!said.length) return 'Time is up';
  const last = said.pop();
  return `${said.length ? `${said.join(', ')} and ${last}` : last} left`;
}

/** The bar's background (§2): the gradient of the item's start and end colours, else its background colour. */
export function barBackground(item: Pick<HeaderBarItem, 'gradientStartColor' | 'gradientEndColor' | 'bgColor'>): string | undefined {
  const start = item.gradientStartColor || item.gradientEndColor;
  const end = item.gradientEndColor || item.gradientStartColor;
  if (start && end) return `linear-gradient(90deg, ${start}, ${end})`;
  return item.bgColor || undefined;
}

/** The bar's image: the small image, else the main one ('' none); the mobile one below 768 px when there is one. */
export const barImages = (item: Pick<HeaderBarItem, 'smallImage' | 'mainImage' | 'mainImageMobile'>): { desktop: string; mobile: string } => {
  const desktop = item.smallImage || item.mainImage;
  return { desktop, mobile: item.mainImageMobile || desktop };
};
