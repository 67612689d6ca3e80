/** The site's routes for tests and the bench, with detail routes on slugs the running site's content API lists. */
import { subscriptionUidOf } from '../../backend/repo/email-subscriptions.ts';

/** The slug of the first item the content API lists (`videos`, `models`, `video-tags`, `model-tags`, `blog-single-post`, `blog-category`). */
export async function firstSlug(siteUrl: string, list: string): Promise<string> {
  const body = (await (await fetch(`${siteUrl}/api/content/v1/${list}?limit=1`)).json()) as { items: { slug: string }[] };
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error(`the content API lists no ${list}`);
  return slug;
}

/** A live cam room (issue 16): the first broadcast the embedded cam provider lists, on the default list slug. */
export async function firstCamRoom(siteUrl: string): Promise<string> {
  const query = 'partnerId=vrcams&status=all&limit=1&offset=0&show-offline=true';
  const body = (await (await fetch(`${siteUrl}/api/cam-provider/broadcasts?${query}`)).json()) as { pageItems: { modelNickname: string }[] };
  const nickname = body.pageItems[0]?.modelNickname;
  if (!nickname) throw new Error('the cam provider lists no broadcast');
  return `/vr-cam-girls/${encodeURIComponent(nickname)}/`;
}

/** Every route of the site; detail routes with a seeded slug. A new route joins this list. */
export async function siteRoutes(siteUrl: string): Promise<string[]> {
  const category = ((await (await fetch(`${siteUrl}/api/content/v1/categories`)).json()) as { items: { slug?: string; type?: string }[] }).items.find(
    (c) => c.slug && !c.type,
  )?.slug;
  if (!category) throw new Error('the content API lists no category');
  return [
    '/',
    '/videos/',
    '/videos/?page=2',
    `/videos/${await firstSlug(siteUrl, 'videos')}/`,
    `/embed/${await firstSlug(siteUrl, 'videos')}/`,
    '/models/',
    `/models/${await firstSlug(siteUrl, 'models')}/`,
    '/models/?letter=a',
    `/models/tag/${await firstSlug(siteUrl, 'model-tags')}/`,
    '/free/',
    '/vr-porn-compilations/',
    `/videos/tag/${await firstSlug(siteUrl, 'video-tags')}/`,
    '/categories/',
    `/categories/${category}/`,
    '/login/',
    '/age-verification/',
    '/account-removal/',
    '/email-change/',
    '/reset-password/',
    '/blog/',
    '/blog/?page=2',
    `/blog/${await firstSlug(siteUrl, 'blog-single-post')}/`,
    `/blog_category/${await firstSlug(siteUrl, 'blog-category')}/`,
    '/playalogin/',
    '/join-now/',
    '/join-now/?event=expired',
    '/payment/',
    '/faq/',
    '/help/',
    '/help/?topic=tech',
    `/devices/${await firstSlug(siteUrl, 'devices')}/`,
    '/app/',
    '/try-ar/',
    '/partners/',
    '/contact/',
    '/business/',
    '/terms-and-conditions/',
    '/search/?s=headset',
    // The promo pages share one screen and loader (app/router/routes/promo-pages.tsx): /tour/, one named promo page
    // and one /{slug}/ constructor page stand for them here; tests/e2e/promo-pages.test.ts fetches every one.
    '/tour/',
    '/halloween/',
    '/scent-of-the-sea/',
    '/vreels/',
    '/deals/',
    // The cam room list and a tag page (issue 16; a guest is in the verified view, so the gate lets them in).
    '/vr-cam-girls/',
    '/vr-cam-tag/blonde/',
    await firstCamRoom(siteUrl),
    // The token packs (issue 17): a guest sees them (Buy leads to /login/); the member's header dropdown is in memberRoutes.
    '/tokens/',
    // The e-mail preferences of a seeded subscription (issue 15): no sign-in needed, the uid is the key.
    `/email-preferences/${subscriptionUidOf('inactive@demo.test')}/`,
    '/404/',
  ];
}

/** The staff's routes (the machine atlas, issue #8): only an administrator opens them, so tests visit them signed in as one. */
export const STAFF_ACCOUNT = 'admin@demo.test';
export const staffRoutes = (): string[] => ['/_atlas/', '/_atlas/session/'];

/**
 * The member dashboard (issue 15): only a signed-in member opens it (a guest gets the 401 screen), so tests visit it
 * signed in as an active member, whose account these visits do not change.
 */
export const MEMBER_ACCOUNT = 'active@demo.test';
export const memberRoutes = (): string[] => [
  '/main-dashboard/',
  '/main-dashboard/account-settings/',
  '/main-dashboard/membership-info/',
  '/main-dashboard/favorites/',
  '/main-dashboard/easy-cancel/',
  '/main-dashboard/upgrade-subscription/',
];

/** Pages a member sees with more than a guest does (issue 17): the token packs, the header's tokens dropdown. */
export const memberShopRoutes = (): string[] => ['/tokens/'];

/** The developer pages of an embedded site (issue 9): the mail outbox. */
export const devRoutes = (): string[] => ['/_dev/mail/'];

/** Puts an e-mail with a link in the embedded site's outbox (a password reset of a demo account), so /_dev/mail/ lists one. */
export async function fillOutbox(siteUrl: string): Promise<void> {
  const res = await fetch(`${siteUrl}/api/wp/auth/restorePassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@demo.test' }),
  });
  if (!res.ok) throw new Error(`restorePassword answered ${res.status}`);
}
