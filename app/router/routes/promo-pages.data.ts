/**
 * The promotional landing pages' and the page constructor's loaders (the heads: promo-pages.head.ts; promo-pages.tsx; loaded with the
 * route, app/router/route-code.ts): the constructor page of the slug from GET {content}/page-constructor/{slug}, at
 * /{slug}/ else the generic page of that slug, else the 404 screen in place with HTTP 404.
 */
import type { StaticPage } from '../../../contracts/content-api.ts';
import type { ConstructorPage } from '../../../contracts/page-constructor.ts';
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE, AUTO_AGREE_PATHS } from '../../../domain/constants.ts';
import type { PromoPageData, PromoSection } from '../../../views/promo/PromoPage.tsx';
import { cardModel, gridCardVideo } from '../card-data.ts';
import type { LoaderContext } from '../route-code.ts';
import type { Services } from '../services.ts';
import { pageNotFound } from './not-found.data.ts';

export type Crumb = { label: string; href?: string };
export type PromoData = { page: PromoPageData; description: string; seo: ConstructorPage['seoParams']; image: string; crumbs: Crumb[] };

/** Only what the sections show travels to the page: rails as cards. */
const section = (s: ConstructorPage['sections'][number]): PromoSection => {
  switch (s.type) {
    case 'videoRail':
      return { ...s, videos: s.videos.map(gridCardVideo) };
    case 'modelRail':
      return { ...s, models: s.models.map(cardModel) };
    default:
      return s;
  }
};

/** The constructor page of `slug`; none is the 404 screen in place (HTTP 404). */
async function loadPromo(services: Services, slug: string): Promise<PromoData> {
  const page = await services.content.pageConstructor(slug);
  if (!page) throw await pageNotFound(services);
  return promoData(page);
}

/** What a constructor page's screen and head need of it. */
function promoData(page: ConstructorPage): PromoData {
  const hero = page.sections.find((s) => s.type === 'hero');
  return {
    page: { id: page.id, slug: page.slug, title: page.title, sections: page.sections.map(section) },
    description: hero?.type === 'hero' ? hero.text : '',
    seo: page.seoParams,
    image: hero?.type === 'hero' ? hero.image.permalink : '',
    crumbs: [{ label: 'Home', href: '/' }, { label: page.title }],
  };
}

/** A promo page of the route table: each path's route gives its own (promo-pages.tsx). */
export const promoLoader = ({ context: { services }, path }: LoaderContext & { path: string }) => {
  // Spec 000 §2.3: /tour/ sets the age cookie by itself (30 days) — on the server's answer too, so the first
  // visit's page already carries it (the splash machine hides the splash on this path in the same render).
  if (AUTO_AGREE_PATHS.includes(path)) services.cookies.set(AGE_COOKIE, '1', { maxAge: AGE_COOKIE_MAX_AGE });
  return loadPromo(services, path.slice(1, -1));
};

/** What /{slug}/ shows: a constructor page, or else the generic page the content API has at that slug. */
export type SlugData = ({ kind: 'constructor' } & PromoData) | { kind: 'static'; page: StaticPage };

/**
 * /{slug}/: the constructor page of the slug, else the generic page of its first path segment (spec 000 §2.4
 * 'Static pages': every page the content API has is served at its path, /about/ among them), else the 404 screen.
 */
async function loadSlugPage(services: Services, slug: string): Promise<SlugData> {
  const built = await services.content.pageConstructor(slug);
  if (built) return { kind: 'constructor', ...promoData(built) };
  const page = await services.content.page(slug);
  if (page) return { kind: 'static', page };
  throw await pageNotFound(services);
}

export const slugPageLoader = ({ context: { services }, params }: LoaderContext & { params: { slug: string } }) =>
  loadSlugPage(services, params.slug);
