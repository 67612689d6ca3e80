/**
 * The value pop-up service ({valuePopup}; embedded under /api/value-popup; contracts/value-popups.ts; spec 001 §2
 * 'Value pop-ups', 'Promo header bar', §3, §4 'Value pop-ups', §6, §7 'Value pop-ups and header bars'):
 *   POST …/v1/front/show-pop     context → data: the pop-ups for this visitor and page (seed/value-popups.ts)
 *   POST …/v1/front/show-header  context → data: the header bars for this visitor and page
 *   GET  …/uploads/{uuid}-{part}.svg      the items' generated art (main, main-mobile, small, layer, layer-mobile, badge)
 * and on the site API (the user's record):
 *   POST /api/wp/user/shown-value-popups {uuid} (Bearer) → data.shownValuePopUps: the user's list with it added
 *
 * Targeting (this service's, the spec leaves it to the service): an item is answered when one of its groups is
 * flagged in the context (showToGuest, showToMembers, showToExpired, showToInactive; the expired query
 * {active, showToExpired, showAllPages} asks for the expired items), when one of its page prefixes starts the
 * context's url (none = every page; the url's query string counts), when it has no affiliate or the context's, and
 * when its uuid is not among the context's shownValuePopUps. Only active items are answered; the adapter keeps only
 * active ones all the same (§7).
 */
import { embeddedBasePath } from '../../contracts/calls.ts';
import { ShownValuePopupBody, ShownValuePopupsAnswer, type ValuePopup, ValuePopupContext, ValuePopupList } from '../../contracts/value-popups.ts';
import { requireUser } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { seededRng } from '../media/seed-random.ts';
import { backdrop, palette, shapes, vrGlyph } from '../media/svg-kit.ts';
import { getSetting } from '../repo/catalogue.ts';
import { addShownValuePopup } from '../repo/users.ts';
import type { SeededValuePopup, ValuePopupGroup, ValuePopupSeed } from '../seed/value-popups.ts';

const base = embeddedBasePath.valuePopup;

/** The groups a context asks for. */
export function contextGroups(ctx: ValuePopupContext): ValuePopupGroup[] {
  const groups: ValuePopupGroup[] = [];
  if (ctx.showToGuest) groups.push('guest');
  if (ctx.showToMembers) groups.push('members');
  if (ctx.showToExpired) groups.push('expired');
  if (ctx.showToInactive) groups.push('inactive');
  return groups;
}

/** The page part of a context's url: a full URL's path and query, or the url as it is. */
const pageOf = (url: string): string => {
  if (!/^https?:\/\//.test(url)) return url || '/';
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** Whether the service answers `item` for `ctx` (see the module's comment). */
export function targets(item: SeededValuePopup, ctx: ValuePopupContext): boolean {
  if (!item.active) return false;
  const groups = contextGroups(ctx);
  if (!item.groups.some((g) => groups.includes(g))) return false;
  const page = pageOf(ctx.url);
  if (item.pages.length > 0 && !item.pages.some((prefix) => page.startsWith(prefix))) return false;
  if (item.affiliateId !== null && item.affiliateId !== ctx.affiliateId) return false;
  return !ctx.shownValuePopUps.some((shown) => shown.uuid === item.uuid);
}

/** The wire item: the targeting is the service's own. */
const toWire = ({ groups: _g, pages: _p, affiliateId: _a, ...item }: SeededValuePopup): ValuePopup => item;

const UPLOAD_FILE = /^([a-z0-9-]{1,80})-(main|main-mobile|small|layer|layer-mobile|badge)\.svg$/;
const ART_CACHE = 'public, max-age=31536000, immutable';

const SIZES = {
  main: [1200, 800],
  'main-mobile': [720, 960],
  small: [400, 400],
  layer: [1200, 800],
  'layer-mobile': [720, 960],
  badge: [240, 240],
} as const;

/**
 * An item's art, drawn from its uuid and part: backdrops for the main images and badges, transparent shape layers for
 * the middle layers (they sit over the main image), a round medallion for the small image. Abstract only.
 */
export function valuePopupArt(uuid: string, part: keyof typeof SIZES): string {
  const rng = seededRng(`value-popup:${uuid}:${part}`);
  const pal = palette(rng);
  const [w, h] = SIZES[part];
  if (part === 'layer' || part === 'layer-mobile') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">${shapes(rng, pal, w, h, 9)}</svg>`;
  }
  if (part === 'small') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true">` +
      `<circle cx="200" cy="200" r="190" fill="${pal.accent}"/><circle cx="200" cy="200" r="150" fill="${pal.dark}"/>` +
      `<path d="M200 95l31 63 69 10-50 49 12 69-62-33-62 33 12-69-50-49 69-10z" fill="${pal.glow}"/></svg>`
    );
  }
  return `${backdrop(rng, pal, w, h, 'Promotion')}${shapes(rng, pal, w, h, part === 'badge' ? 3 : 7)}${part === 'badge' ? '' : vrGlyph(w, h, 1.1)}</svg>`;
}

async function seeded(db: Parameters<typeof getSetting>[0]): Promise<ValuePopupSeed> {
  return (await getSetting<ValuePopupSeed>(db, 'valuePopups')) ?? { popups: [], headerBars: [] };
}

export const valuePopupRoutes: RouteModule = (app, ctx) => {
  for (const [path, kind] of [
    ['show-pop', 'popups'],
    ['show-header', 'headerBars'],
  ] as const) {
    app.post(`${base}/v1/front/${path}`, async (c) => {
      const context = await jsonBody(c, ValuePopupContext);
      const items = (await seeded(ctx.db))[kind].filter((item) => targets(item, context));
      return send(c, ValuePopupList, { data: items.map(toWire) });
    });
  }

  app.get(`${base}/uploads/:file`, (c) => {
    const match = UPLOAD_FILE.exec(c.req.param('file') ?? '');
    if (!match?.[1] || !match[2]) throw notFound();
    const body = valuePopupArt(match[1], match[2] as keyof typeof SIZES);
    return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': ART_CACHE });
  });

  app.post('/api/wp/user/shown-value-popups', async (c) => {
    const user = await requireUser(c, ctx);
    const { uuid } = await jsonBody(c, ShownValuePopupBody);
    const shown = await addShownValuePopup(ctx.db, user.uuid, uuid);
    return send(c, ShownValuePopupsAnswer, { data: { shownValuePopUps: shown.map((id) => ({ uuid: id })) } });
  });
};
