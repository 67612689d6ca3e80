/**
 * Site-wide data of a visit (the root route's loader): what the chrome renders of the digest
 * (rules/chrome-data.ts), maintenance flag, the signed-in user and favourites, and the facts the visit's machines start from (the render's time, the shuffle
 * seed of this visit, the visitor's platform). Loaded once per visit by the server render, then owned by the
 * visit's machines. The session start's refresh and the verified-member gate ran before (app/router/gate.ts).
 * The logos' inline SVG is loaded here but is not part of the data: the chrome reads it from `services.svg`,
 * which in the browser finds it in the server's HTML (one copy per page).
 */
import type { Notification, NotificationType } from '../../contracts/notifications.ts';
import type { PromoBannerData } from '../../domain/promo-banner.ts';
import type { User } from '../../contracts/site-api.ts';
import type { ValuePopup } from '../../contracts/value-popups.ts';
import type { Digest } from '../../contracts/digest.ts';
import { seal } from './seal.ts';
import { type ChromeData, chromeData } from '../../domain/chrome-data.ts';
import { isEmbedPath } from '../../domain/embed.ts';
import { withCamSection } from '../../domain/cam-menu.ts';
import { isLoggedIn, nowSeconds } from '../../domain/claims.ts';
import { type Platform, platformOf } from '../../domain/membership.ts';
import type { HeaderBarItem } from '../../domain/header-bar.ts';
import type { PageLocation } from './header-bars.ts';
import { loadPromoBanner } from './promo-banner.ts';
import type { Services } from './services.ts';

export interface RootData {
  /** Written into the page's router state as its document's hash alone (sealed-doc.ts); the embed page's is empty. */
  chrome: ChromeData;
  /** The chrome document's address, preloaded from the head (null for the embed page, whose chrome is empty). */
  chromeDoc: string | null;
  maintenance: boolean;
  user: User | null;
  /**
   * The member's favourite ids (none for a guest). Null in the facts of the favourites machine arriving for another
   * viewer (app/system/visit.tsx): it loads theirs.
   */
  favoriteVideoIds: string[] | null;
  favoriteModelIds: number[] | null;
  /**
   * The header's notifications (fetched for a signed-in visitor) and the digest's notification types (spec 000 §2.3).
   * Null in the facts of the notifications machine arriving for another viewer (app/system/visit.tsx): it loads theirs.
   */
  notifications: Notification[] | null;
  notificationTypes: NotificationType[];
  /** When the render read the session (ms): the session's clock starts here on server and client alike. */
  nowMs: number;
  /** Seed of this visit's shuffles (suggested videos): differs per visit, the same on server and client. */
  visitSeed: number;
  platform: Platform;
  /** The promo countdown banner (spec 001 §2, §6: fetched for a logged-out visitor only); null for none. */
  promoBanner: PromoBannerData | null;
  /** The header bars of the first page (spec 001 §2 'Promo header bar'), countdowns at nowMs; none for none. */
  headerBars: HeaderBarItem[];
  /**
   * The first page's value pop-ups (spec 001 §4 'Fetched on start'), asked by the server: the visit's machine starts
   * from them. Null in the facts of a machine that arrives on another page (app/system/visit.tsx): it asks for its own.
   */
  popups: ValuePopup[] | null;
}

/** What the chrome of every page of the site renders: the cam section's links follow the configuration (spec 002 §1: none when the cam area is off). */
export const siteChrome = (digest: Digest, services: Pick<Services, 'config'>): ChromeData => withCamSection(chromeData(digest), services.config);

export async function loadRootData(services: Services, page: PageLocation = { path: '/', search: '' }): Promise<RootData> {
  const nowMs = services.nowMs();
  const signedIn = isLoggedIn(services.sessionTokens.read().atoken, nowSeconds(nowMs));
  // The embed page is the player alone (spec 000 §2.2 embed-slug): no menus, logos, offers or notifications, which it
  // never renders (its one link opens the site in a new tab, so no client navigation shows the chrome from this data).
  const embed = isEmbedPath(page.path);
  // The promo banner's promotion for a logged-out visitor, in parallel with the digest (never throws: null on failure).
  const promoBannerCall = signedIn || embed ? Promise.resolve(null) : loadPromoBanner(services, nowMs);
  const userCall = signedIn ? services.site.userInfo() : Promise.resolve(null);
  // The first page's header bars, in parallel with the digest (after the user info for a member: their group).
  // A dynamic import: the root loader runs on the server, and the call's modules stay out of the pages' scripts.
  const headerBarsCall = embed
    ? Promise.resolve([])
    : import('./header-bars.ts').then((m) => m.loadHeaderBars(services, page, userCall, nowMs)).catch(() => []);
  // The first page's value pop-ups, the same way (the adapter never throws; none on a failure).
  const popupsCall = embed
    ? Promise.resolve([])
    : import('./header-bars.ts').then((m) => m.loadFirstPopups(services, page, userCall, nowMs)).catch(() => []);
  const [digest, maintenance, user, favoriteVideoIds, favoriteModelIds, notifications] = await Promise.all([
    services.content.digest(),
    services.site.maintenance(),
    userCall,
    signedIn ? services.site.favoriteVideoIds() : Promise.resolve([]),
    signedIn ? services.content.favoriteModelIds() : Promise.resolve([]),
    signedIn && !embed ? services.content.notifications() : Promise.resolve([]),
  ]);
  const site = siteChrome(digest, services);
  const chrome = embed ? { ...site, headerMain: [], headerAccount: [], footer: [], bottom: [], social: [], fakeBuy: null } : site;
  const [chromeDoc] = await Promise.all([
    embed ? null : seal('chrome', chrome),
    embed ? null : services.svg.load(chrome.logos.header),
    embed ? null : services.svg.load(chrome.logos.footer),
  ]);
  return {
    chrome,
    chromeDoc,
    maintenance: maintenance.isActive,
    user,
    favoriteVideoIds,
    favoriteModelIds,
    notifications,
    notificationTypes: embed ? [] : digest.notificationTypes,
    nowMs,
    visitSeed: services.random(),
    platform: platformOf(services.userAgent),
    promoBanner: await promoBannerCall,
    headerBars: await headerBarsCall,
    popups: await popupsCall,
  };
}
