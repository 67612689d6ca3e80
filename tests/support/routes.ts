/**
 * The site's routes for tests and the bench, with detail routes on slugs the running site's content API lists, each
 * with the page template it renders and who opens it. The accessibility scan and the keyboard walk visit every route
 * in the default site's theme and one route per template in every theme, so a new route names its template here.
 */
import { seededSubscriptionUid } from './seeded-uids.ts';

/**
 * The page templates of the site: the shapes a page takes, which the themes colour alike. Beyond list, detail,
 * dashboard page, form, room and dialog, the site really has a home page, text pages, sales pages, promo landing
 * pages, the vreels feed, the bare embed layout, the error screens and the staff's machine atlas.
 */
export const PAGE_TEMPLATES = {
  home: 'the home page: announcements, rails of cards and the featured models',
  list: 'a grid or list of cards with paging, filters or sorting (videos, models, categories, blog posts, cam rooms, deals, mails)',
  detail: 'one item: a video with its player and tabs, a model, a blog post, a device',
  text: 'a text page of the CMS (FAQ, help topics, legal, partners, contact)',
  form: 'a form of its own (sign-in, password reset, account actions, e-mail preferences, partner app sign-in)',
  sales: 'the tariffs or token packs to buy, and the return from the biller',
  promo: 'a page-constructor landing page: hero, text, rails of cards, call to action',
  feed: 'the vreels feed: one vertical clip per screen on a swiper',
  room: 'a live cam room: stream, chat, tip and toy menus',
  embed: 'the embed layout: a player without the site chrome',
  dashboard: "a page of the member dashboard, in the dashboard's own layout",
  dialog: 'a modal dialog over a page: the 18+ splash a first visit sees',
  error: "the 404 screen with its suggested lists, and the 401 'Access denied' screen",
  atlas: "the staff's machine atlas: the machines' index, a drawing with its inspection and sandbox",
} as const;
export type PageTemplate = keyof typeof PAGE_TEMPLATES;

/**
 * Who opens a route: a first visit (the 18+ splash and the cookie banner still to answer), a returning guest (both
 * answered), a signed-in active member, a signed-in administrator.
 */
export type Visitor = 'first visit' | 'guest' | 'member' | 'staff';

export interface SiteRoute {
  path: string;
  template: PageTemplate;
  visitor: Visitor;
  /** Only on a site with the live cam area (the AR sibling has none: these paths are its 404 screen). */
  cams?: true;
}

/** The accounts tests sign in with to visit a member's or the staff's routes; their visits change nothing in them. */
export const MEMBER_ACCOUNT = 'active@demo.test';
export const STAFF_ACCOUNT = 'admin@demo.test';
export const accountOf = (visitor: Visitor): string | undefined =>
  visitor === 'member' ? MEMBER_ACCOUNT : visitor === 'staff' ? STAFF_ACCOUNT : undefined;

/** The slug of the first item the content API lists (`videos`, `models`, `video-tags`, `model-tags`, `blog-single-post`, `blog-category`). */
export async function firstSlug(siteUrl: string, list: string): Promise<string> {
  const body = (await (await fetch(`${siteUrl}/api/content/v1/${list}?limit=1`)).json()) as { items: { slug: string }[] };
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error(`the content API lists no ${list}`);
  return slug;
}

/** A live cam room: the first broadcast the embedded cam provider lists, on the default list slug. */
export async function firstCamRoom(siteUrl: string): Promise<string> {
  const query = 'partnerId=vrcams&status=all&limit=1&offset=0&show-offline=true';
  const body = (await (await fetch(`${siteUrl}/api/cam-provider/broadcasts?${query}`)).json()) as { pageItems: { modelNickname: string }[] };
  const nickname = body.pageItems[0]?.modelNickname;
  if (!nickname) throw new Error('the cam provider lists no broadcast');
  return `/vr-cam-girls/${encodeURIComponent(nickname)}/`;
}

const guest = (path: string, template: PageTemplate, more: { cams?: true } = {}): SiteRoute => ({ path, template, visitor: 'guest', ...more });
const preferencesRoute = (uid: string | null): SiteRoute[] => (uid ? [guest(`/email-preferences/${uid}/`, 'form')] : []);

/** Every route a returning guest opens, with its template; detail routes with a seeded slug. A new route joins this list. */
async function guestRoutes(siteUrl: string): Promise<SiteRoute[]> {
  const category = ((await (await fetch(`${siteUrl}/api/content/v1/categories`)).json()) as { items: { slug?: string; type?: string }[] }).items.find(
    (c) => c.slug && !c.type,
  )?.slug;
  if (!category) throw new Error('the content API lists no category');
  return [
    guest('/', 'home'),
    guest('/videos/', 'list'),
    guest('/videos/?page=2', 'list'),
    guest(`/videos/${await firstSlug(siteUrl, 'videos')}/`, 'detail'),
    guest(`/embed/${await firstSlug(siteUrl, 'videos')}/`, 'embed'),
    guest('/models/', 'list'),
    guest(`/models/${await firstSlug(siteUrl, 'models')}/`, 'detail'),
    guest('/models/?letter=a', 'list'),
    guest(`/models/tag/${await firstSlug(siteUrl, 'model-tags')}/`, 'list'),
    guest('/free/', 'list'),
    guest('/vr-porn-compilations/', 'list'),
    guest(`/videos/tag/${await firstSlug(siteUrl, 'video-tags')}/`, 'list'),
    guest('/categories/', 'list'),
    guest(`/categories/${category}/`, 'list'),
    guest('/login/', 'form'),
    guest('/account-removal/', 'form'),
    guest('/reset-password/', 'form'),
    // The error screens: the 404 with its suggested lists first (it stands for them), then a member's pages, which
    // give a guest the 401 screen.
    guest('/404/', 'error'),
    guest('/age-verification/', 'error'),
    guest('/email-change/', 'error'),
    guest('/blog/', 'list'),
    guest('/blog/?page=2', 'list'),
    guest(`/blog/${await firstSlug(siteUrl, 'blog-single-post')}/`, 'detail'),
    guest(`/blog_category/${await firstSlug(siteUrl, 'blog-category')}/`, 'list'),
    guest('/playalogin/', 'form'),
    guest('/join-now/', 'sales'),
    guest('/join-now/?event=expired', 'sales'),
    guest('/payment/', 'sales'),
    guest('/faq/', 'text'),
    guest('/help/', 'text'),
    guest('/help/?topic=tech', 'text'),
    guest(`/devices/${await firstSlug(siteUrl, 'devices')}/`, 'detail'),
    guest('/app/', 'text'),
    guest('/try-ar/', 'text'),
    guest('/partners/', 'text'),
    guest('/contact/', 'text'),
    // A generic page of the content API with no route of its own, served by /{slug}/ (the footer's 'About Us').
    guest('/about/', 'text'),
    guest('/business/', 'text'),
    guest('/terms-and-conditions/', 'text'),
    guest('/search/?s=headset', 'list'),
    // The promo pages share one screen and loader (app/router/routes/promo-pages.tsx): /tour/, one named promo page
    // and one /{slug}/ constructor page stand for them here; tests/e2e/promo-pages.test.ts fetches every one.
    guest('/tour/', 'promo'),
    guest('/halloween/', 'promo'),
    guest('/scent-of-the-sea/', 'promo'),
    guest('/vreels/', 'feed'),
    guest('/deals/', 'list'),
    // The cam room list, a tag page and a room (a guest is in the verified view, so the gate lets them in).
    guest('/vr-cam-girls/', 'list', { cams: true }),
    guest('/vr-cam-tag/blonde/', 'list', { cams: true }),
    guest(await firstCamRoom(siteUrl), 'room', { cams: true }),
    // The token packs: a guest sees them (Buy leads to /login/); the member's header dropdown is in memberRoutes.
    guest('/tokens/', 'sales', { cams: true }),
    // The e-mail preferences of a seeded subscription: no sign-in needed, the uid is the key (known where the test
    // runner seeded the site: a bench's demo site has uids of its own).
    ...preferencesRoute(seededSubscriptionUid('inactive@demo.test')),
  ];
}

/** The paths of every route a returning guest opens (`guestRoutes`). */
export async function siteRoutes(siteUrl: string): Promise<string[]> {
  return (await guestRoutes(siteUrl)).map((r) => r.path);
}

/** A first visit: the 18+ splash over the home page and over a list, before it was answered. */
const FIRST_VISITS: readonly SiteRoute[] = [
  { path: '/', template: 'dialog', visitor: 'first visit' },
  { path: '/videos/', template: 'dialog', visitor: 'first visit' },
];

/**
 * The developer pages of an embedded site whose developer calls are on, which only an administrator opens (a guest
 * gets the 404 screen: backend/http/dev-access.ts): the mail outbox (`fillOutbox` puts a mail in it).
 */
const DEV_ROUTES: readonly SiteRoute[] = [{ path: '/_dev/mail/', template: 'list', visitor: 'staff' }];

/** The staff's routes, the machine atlas: only an administrator opens them. A machine's page first: it stands for the atlas. */
const STAFF_ROUTES: readonly SiteRoute[] = [
  { path: '/_atlas/session/', template: 'atlas', visitor: 'staff' },
  { path: '/_atlas/', template: 'atlas', visitor: 'staff' },
];

/** The member dashboard: only a signed-in member opens it (a guest gets the 401 screen). */
const MEMBER_ROUTES: readonly SiteRoute[] = [
  '/main-dashboard/',
  '/main-dashboard/account-settings/',
  '/main-dashboard/membership-info/',
  '/main-dashboard/favorites/',
  '/main-dashboard/easy-cancel/',
  '/main-dashboard/upgrade-subscription/',
].map((path) => ({ path, template: 'dashboard', visitor: 'member' }));

/**
 * Pages a member sees with more than a guest does: the token packs, the header's tokens dropdown; their subscription
 * at a glance (a guest is sent to /join-now/).
 */
const MEMBER_SHOP_ROUTES: readonly SiteRoute[] = [
  { path: '/tokens/', template: 'sales', visitor: 'member', cams: true },
  { path: '/subscription/', template: 'sales', visitor: 'member' },
];

export const memberRoutes = (): string[] => MEMBER_ROUTES.map((r) => r.path);
export const memberShopRoutes = (): string[] => MEMBER_SHOP_ROUTES.map((r) => r.path);

/** Every visit of the site: the first visits, the guest's routes, the staff's and the developer pages, the member's. */
export async function everyRoute(siteUrl: string): Promise<SiteRoute[]> {
  return [...FIRST_VISITS, ...(await guestRoutes(siteUrl)), ...STAFF_ROUTES, ...DEV_ROUTES, ...MEMBER_ROUTES, ...MEMBER_SHOP_ROUTES];
}

/**
 * One route per template, the first of `routes` that the site has (`cams`: whether it has the live cam area), so a
 * template the site lacks (the cam room on the AR sibling) has none.
 */
export function templateRoutes(routes: readonly SiteRoute[], site: { cams: boolean }): SiteRoute[] {
  const first = new Map<PageTemplate, SiteRoute>();
  for (const route of routes) if ((site.cams || !route.cams) && !first.has(route.template)) first.set(route.template, route);
  return [...first.values()];
}

/** Puts an e-mail with a link in the embedded site's outbox (a password reset of a demo account), so /_dev/mail/ lists one. */
export async function fillOutbox(siteUrl: string): Promise<void> {
  const res = await fetch(`${siteUrl}/api/wp/auth/restorePassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@demo.test' }),
  });
  if (!res.ok) throw new Error(`restorePassword answered ${res.status}`);
}
