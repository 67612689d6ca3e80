/**
 * Promotional landing pages and the page constructor (spec 000 §2.2): /tour/ and the named promo pages each have
 * their own route, and /{slug}/ (a root `$slug` route: static routes and deeper paths win over it) serves every other
 * constructor page — an unknown slug renders the 404 screen in place with HTTP 404, as an unmatched path does.
 * All render the constructor page of their slug from GET {content}/page-constructor/{slug}. /tour/ agrees to the
 * 18+ splash by itself (machines/age-splash.machine.ts, AUTO_AGREE_PATHS): its first render sets the age cookie.
 */
import { createRoute } from '@tanstack/react-router';
import type { StaticPage } from '../../../contracts/content-api.ts';
import type { ConstructorPage } from '../../../contracts/page-constructor.ts';
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE, AUTO_AGREE_PATHS } from '../../../domain/constants.ts';
import type { PromoPageData, PromoSection } from '../../../views/promo/PromoPage.tsx';
import { cardModel, gridCardVideo } from '../card-data.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import type { Services } from '../services.ts';
import { listNotFound, pageNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';
import { staticPageHead } from './static-pages.tsx';

/** The promo pages of the route table, each with a route of its own (our names for the space, scent and other page). */
export const PROMO_PATHS = [
  '/tour/',
  '/sneak-peek-2020/',
  '/time-capsule/',
  '/wc-2018/',
  '/halloween/',
  '/date-night/',
  '/anniversary/',
  '/worldcup2022/',
  '/space-odyssey/',
  '/scent-vr/',
  '/summer-splash/',
] as const;

type Crumb = { label: string; href?: string };
type PromoData = { page: PromoPageData; description: string; seo: ConstructorPage['seoParams']; image: string; crumbs: Crumb[] };

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

const promoHead = ({
  loaderData,
  match,
}: {
  loaderData?: PromoData;
  match: { context: { services: Services }; status: string; pathname: string };
}) => {
  const { config } = match.context.services;
  return (
    listNotFound.head(match, config.siteName) ??
    detailHead(config, {
      path: loaderData ? `/${loaderData.page.slug}/` : match.pathname,
      seo: loaderData?.seo,
      title: `${loaderData?.page.title ?? 'Page'} - ${config.siteName}`,
      description: loaderData?.description,
      image: loaderData?.image,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    })
  );
};

const promoScreen = lazyScreen(
  () => import('../../../views/containers/PromoPageScreen.tsx'),
  'PromoPageScreen',
  'views/containers/PromoPageScreen.tsx',
);

export const promoRoutes = PROMO_PATHS.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context: { services } }: { context: { services: Services } }) => {
      // Spec 000 §2.3: /tour/ sets the age cookie by itself (30 days) — on the server's answer too, so the first
      // visit's page already carries it (the splash machine hides the splash on this path in the same render).
      if (AUTO_AGREE_PATHS.includes(path)) services.cookies.set(AGE_COOKIE, '1', { maxAge: AGE_COOKIE_MAX_AGE });
      return loadPromo(services, path.slice(1, -1));
    },
    notFoundComponent: listNotFound.notFoundComponent,
    head: promoHead,
    component: promoScreen,
  }),
);

/** What /{slug}/ shows: a constructor page, or else the generic page the content API has at that slug. */
type SlugData = ({ kind: 'constructor' } & PromoData) | { kind: 'static'; page: StaticPage };

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

/** /{slug}/: any other single-segment path; the lowest-ranked match before the splat. */
export const pageConstructorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$slug/',
  loader: ({ context: { services }, params }: { context: { services: Services }; params: { slug: string } }) => loadSlugPage(services, params.slug),
  notFoundComponent: listNotFound.notFoundComponent,
  head: ({ loaderData, match }) => {
    if (loaderData?.kind !== 'static') return promoHead({ loaderData, match });
    return staticPageHead(match.context.services.config, match.pathname, loaderData.page);
  },
  component: lazyScreen(() => import('../../../views/containers/SlugPageScreen.tsx'), 'SlugPageScreen', 'views/containers/SlugPageScreen.tsx'),
});
