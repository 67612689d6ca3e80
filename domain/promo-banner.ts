/**
 * The promo countdown banner's rules (spec 001 §2 'Promo countdown banner (promo timer)', §4 'Promo countdown banner',
 * §6, §9): who sees it, its close cookie, the seconds left and the countdown's text. The deadline itself is worked out
 * in Los Angeles time by rules/promo-timer.ts (on the server, with the Temporal polyfill).
 */
import type { MembershipFlags } from './membership.ts';

/** Closing the banner hides it for a day: a cookie of 86400 s (§4, §9). */
export const PROMO_BANNER_CLOSED_COOKIE = 'promo-banner-closed';
export const PROMO_BANNER_CLOSED_MAX_AGE = 86_400;
/** The countdown ticks every second (§9). */
export const PROMO_TICK_MS = 1000;
/** Where the banner's button goes when the promotion names no link. */
export const PROMO_DEFAULT_LINK = '/join-now/';

/** The banner as the visit keeps it (root data): the deadline in epoch ms, the text, the link and the images by width. */
export interface PromoBannerData {
  deadlineMs: number;
  description: string;
  link: string;
  images: { mobile: string; tablet: string; desktop: string };
}

/** Whole seconds left until the deadline at `nowMs` (0 once it has passed: the timer is disabled). */
export const secondsLeft = (deadlineMs: number, nowMs: number): number => Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));

/** Logged-out visitors in the verified view only (§6). */
export const canSeePromoBanner = (flags: Pick<MembershipFlags, 'loggedIn'>, verifiedView: boolean): boolean => verifiedView && !flags.loggedIn;

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown: 'HH:mm:ss', with '1 day ' / 'N days ' before it when more than a day is left. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${clock}` : clock;
}

/** The countdown for screen readers: 'N days, H hours, M minutes' (seconds left out: it is read once, not every tick). */
export function countdownLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'day'],
    [Math.floor((s % 86_400) / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length ? said.join(', ') : 'less than a minute';
}
