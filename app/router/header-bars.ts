/**
 * The header bars of the first page for the root loader (spec 001 §2 'Promo header bar', §4, §7 POST
 * {valuepopup}/v1/front/show-header): asked with the context of the visitor's facts (rules/value-popups.ts) in parallel
 * with the digest, so the server HTML already has the bar (no layout shift when the client takes over); the
 * countdowns worked out in Los Angeles time at the render's time (rules/header-bar-time.ts, loaded on demand: the root
 * loader runs on the server). None on the age-verification route or on a failure (the adapter never throws).
 * Also the first page's value pop-ups, asked the same way.
 */
import type { User } from '../../contracts/site-api.ts';
import type { ValuePopup } from '../../contracts/value-popups.ts';
import { readClaims } from '../../domain/claims.ts';
import { type HeaderBarItem, barOffRoute } from '../../domain/header-bar.ts';
import { sessionFacts } from '../../domain/session-facts.ts';
import { SHOWN_VALUE_POPUPS_COOKIE, readShownCookie } from '../../contracts/shown-value-popups-cookie.ts';
import { valuePopupContext } from '../../domain/value-popup-context.ts';
import { visitAffiliate } from './affiliate.ts';
import type { Services } from './services.ts';

export type PageLocation = { path: string; search: string };

/** The value pop-up service's context of the first page (§7); `user`: the signed-in visitor's user info (null for a guest). */
async function firstPageContext(services: Services, page: PageLocation, user: Promise<User | null>, nowMs: number) {
  const { atoken } = services.sessionTokens.read();
  const facts = sessionFacts({ claims: readClaims(atoken), user: await user, ageVerification: services.config.ageVerification, nowMs });
  const signedIn = facts.userId !== null;
  const shown = signedIn
    ? ((await user)?.shownValuePopUps ?? []).map((s) => s.uuid)
    : readShownCookie(services.cookies.get(SHOWN_VALUE_POPUPS_COOKIE));
  return valuePopupContext({
    group: facts.group,
    affiliateId: visitAffiliate(services.cookies, page.search).affId || null,
    shown,
    path: page.path,
    search: page.search,
  });
}

/**
 * The first page's value pop-ups (§4 'Fetched on start'), asked by the server like the header bars: the visit's
 * machine starts from them, so a page goes live without a call (and without the calls' schemas) of its own.
 */
export async function loadFirstPopups(services: Services, page: PageLocation, user: Promise<User | null>, nowMs: number): Promise<ValuePopup[]> {
  return services.valuePopups.popups(await firstPageContext(services, page, user, nowMs));
}

/** `user`: the signed-in visitor's user info (its call; null for a guest), whose group and shown list the context needs. */
export async function loadHeaderBars(services: Services, page: PageLocation, user: Promise<User | null>, nowMs: number): Promise<HeaderBarItem[]> {
  if (barOffRoute(page.path)) return [];
  const context = await firstPageContext(services, page, user, nowMs);
  const [items, time] = await Promise.all([services.valuePopups.headerBars(context), import('../../domain/header-bar-time.ts')]);
  return time.headerBarItems(items, nowMs);
}
