/**
 * The fake-buy social-proof pop-ups' rules (spec 001 §2 'Fake-buy social-proof pop-ups', §3 'Fake-buy pop-up config',
 * §4 'Fake-buy pop-ups', §5 'Fake-buy config', §6, §9): the digest's config read as the loop's timings, and who sees
 * the pop-ups.
 */
import type { FakeBuyPopupConfig } from '../contracts/digest.ts';
import type { MembershipFlags } from './membership.ts';

/** Defaults and minimum of the pause and the show duration, in seconds (§4, §9). */
export const FAKE_BUY_DEFAULT_PAUSE = 15;
export const FAKE_BUY_DEFAULT_SHOW = 5;
export const FAKE_BUY_MIN_SECONDS = 1;

/**
 * How many entries the fixed list has (rules/fake-buy-entries.ts, which only the pop-up's lazily loaded view imports;
 * a unit test holds the two together): the length of the visit's loop.
 */
export const FAKE_BUY_ENTRY_COUNT = 100;

/** What the visit keeps of the config (null: off): the loop's timings in ms and whether entries link onward. */
export interface FakeBuySettings {
  pauseMs: number;
  showMs: number;
  links: boolean;
}

/** A config value in seconds as an integer of at least 1 (§5); the default when it is missing or not a number. */
export function wholeSeconds(value: number | string | null | undefined, fallback: number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.max(FAKE_BUY_MIN_SECONDS, parsed);
}

/** The digest's config as the visit's settings; null unless it enables the pop-ups (isActive and isEnablePopup). */
export function fakeBuySettings(config: FakeBuyPopupConfig | null | undefined): FakeBuySettings | null {
  if (!config?.isActive || !config.isEnablePopup) return null;
  return {
    pauseMs: wholeSeconds(config.popupPause, FAKE_BUY_DEFAULT_PAUSE) * 1000,
    showMs: wholeSeconds(config.popupShowDuration, FAKE_BUY_DEFAULT_SHOW) * 1000,
    links: config.enableListLinks,
  };
}

/** Logged-out visitors or inactive members, in the verified view (§6). */
export const canSeeFakeBuy = (flags: Pick<MembershipFlags, 'loggedIn' | 'inactive'>, verifiedView: boolean): boolean =>
  verifiedView && (!flags.loggedIn || flags.inactive);

/** Where an entry links when the config enables list links (the spec leaves the target open: the join page). */
export const FAKE_BUY_LINK = '/join-now/';
