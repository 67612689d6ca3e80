/**
 * The other video and model lists (spec 000 §2.2, §2.4 'Video lists', 'Models list and card'): /free/ (its cards'
 * links carry isVideoFromFreePage=1), /vr-porn-compilations/ (/500-scenes/ redirects there: a 301 from the server,
 * a redirect here for a click inside the app), a video tag's videos at /videos/tag/{slug}/ and a model tag's models at
 * /models/tag/{slug}/. Each is server-rendered with its head (' - Page N', rel prev/next, ItemList JSON-LD) and
 * breadcrumbs, in the visitor's layout.
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import type { Tag, VideoQuery } from '../../../contracts/content-api.ts';
import { COMPILATIONS_PATH, OLD_COMPILATIONS_PATH, PAGE_SIZE } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import type { VideoCollection } from '../../../views/containers/VideoListScreens.tsx';
import { routeSeoText } from '../seo-text.ts';
import { cardVideos, listCardModels } from '../card-data.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd, itemListJsonLd } from '../json-ld.ts';
import { layoutScreen } from '../screens/list-layout.tsx';
import { ModelListSearch, VideoListSearch } from '../search.ts';
import type { Services } from '../services.ts';
import { modelItems, videoItems } from './catalogue.tsx';
import { listNotFound, pageNotFound, toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

type Context = { context: { services: Services } };
const tagOnly = (tag: Tag) => ({ slug: tag.slug, label: tag.label, description: tag.description });

const videoCollectionScreen = layoutScreen(
  () => import('../../../views/containers/VideoListScreens.tsx'),
  'VideoCollectionScreen',
  'views/containers/VideoListScreens.tsx',
  'videos',
);

/** A collection's page of videos, and the SEO text of its generic page on free and compilations (spec 000 §2.3). */
async function loadCollection(services: Services, collection: VideoCollection, filter: Partial<VideoQuery>, search: VideoListSearch) {
  const seoPath = collection.kind === 'free' ? '/free/' : collection.kind === 'compilations' ? COMPILATIONS_PATH : null;
  const [list, seoText] = await Promise.all([
    services.content.videos({ page: search.page, limit: PAGE_SIZE, sort: search.sort, ...filter }),
    seoPath ? routeSeoText(services, collection.kind, seoPath) : null,
  ]);
  if (isPastLastPage(search.page, list.pages)) throw await pageNotFound(services);
  return { collection, list: { ...list, items: cardVideos(list.items) }, search, seoText };
}
type CollectionData = Awaited<ReturnType<typeof loadCollection>>;

/** The head of a video collection: its path and title, the tag's seoParams on a tag page. */
const collectionHead =
  (
    path: (data: CollectionData | undefined, pathname: string) => string,
    title: (acronym: string, data?: CollectionData) => string,
    description: string,
  ) =>
  ({ loaderData, match }: { loaderData?: CollectionData; match: Context & { status: string; pathname: string } }) => {
    const { config } = match.context.services;
    const heading = title(config.acronym, loaderData);
    const collection = loaderData?.collection;
    // The visible trail (views/containers/VideoListScreens.tsx) as a BreadcrumbList.
    const crumbs =
      collection?.kind === 'tag'
        ? [{ label: 'Home', href: '/' }, { label: `${config.acronym} Porn Videos`, href: '/videos/' }, { label: collection.tag.label }]
        : [{ label: 'Home', href: '/' }, { label: heading }];
    return (
      listNotFound.head(match, config.siteName) ??
      listHead(config, {
        path: path(loaderData, match.pathname),
        page: loaderData?.search.page,
        pages: loaderData?.list.pages,
        title: `${heading} - ${config.siteName}`,
        description: description.replaceAll('{site}', config.siteName).replaceAll('{acronym}', config.acronym),
        itemList: itemListJsonLd(videoItems(loaderData?.list.items), config.siteUrl),
        structured: [breadcrumbJsonLd(crumbs, config.siteUrl)],
      })
    );
  };

const videoListSearch = {
  validateSearch: VideoListSearch,
  search: { middlewares: [stripSearchParams<VideoListSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: VideoListSearch }) => search,
  notFoundComponent: listNotFound.notFoundComponent,
};

export const freeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/free/',
  ...videoListSearch,
  loader: ({ context: { services }, deps }) => loadCollection(services, { kind: 'free' }, { free: 1 }, deps),
  head: collectionHead(
    () => '/free/',
    (acronym) => `Free ${acronym} Porn Videos`,
    'Watch free {acronym} videos on {site}: full scenes to try before you join.',
  ),
  component: videoCollectionScreen,
});

export const compilationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: COMPILATIONS_PATH,
  ...videoListSearch,
  loader: ({ context: { services }, deps }) => loadCollection(services, { kind: 'compilations' }, { compilation: 1 }, deps),
  head: collectionHead(
    () => COMPILATIONS_PATH,
    (acronym) => `${acronym} Porn Compilations`,
    'The best moments of {site} {acronym} scenes, gathered into compilations.',
  ),
  component: videoCollectionScreen,
});

/** A click on an old link inside the app; a request for the page gets the server's 301 (app/server/site-server.ts). */
export const oldCompilationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: OLD_COMPILATIONS_PATH,
  beforeLoad: () => {
    throw redirect({ to: COMPILATIONS_PATH, statusCode: 301 });
  },
});

export const videoTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/videos/tag/$slug/',
  ...videoListSearch,
  loader: async ({ context: { services }, params, deps }) => {
    const tag = await services.content.videoTag(params.slug);
    if (!tag) throw toNotFoundPage(params.slug);
    return loadCollection(services, { kind: 'tag', tag: tagOnly(tag) }, { tag: tag.slug }, deps);
  },
  head: collectionHead(
    (data, pathname) => (data?.collection.kind === 'tag' ? `/videos/tag/${data.collection.tag.slug}/` : pathname),
    (acronym, data) => `${data?.collection.kind === 'tag' ? `${data.collection.tag.label} ` : ''}${acronym} Porn Videos`,
    'Browse tagged {acronym} videos on {site}.',
  ),
  component: videoCollectionScreen,
});

export const modelTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/models/tag/$slug/',
  validateSearch: ModelListSearch,
  search: { middlewares: [stripSearchParams<ModelListSearch>({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { services }, params, deps }) => {
    const tag = await services.content.modelTag(params.slug);
    if (!tag) throw toNotFoundPage(params.slug);
    const list = await services.content.models({ page: deps.page, limit: PAGE_SIZE, letter: deps.letter, tag: tag.slug });
    if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
    const nowSec = Math.floor(services.nowMs() / 1000);
    return { tag: tagOnly(tag), list: { ...list, items: await listCardModels(list.items, nowSec) }, search: { ...deps, tag: undefined } };
  },
  notFoundComponent: listNotFound.notFoundComponent,
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    const tag = loaderData?.tag;
    return (
      listNotFound.head(match, config.siteName) ??
      listHead(config, {
        path: tag ? `/models/tag/${tag.slug}/` : match.pathname,
        page: loaderData?.search.page,
        pages: loaderData?.list.pages,
        title: `${tag ? `${tag.label} ` : ''}${config.acronym} Pornstars - ${config.siteName}`,
        description: tag?.description || `Models of ${config.siteName}.`,
        itemList: itemListJsonLd(modelItems(loaderData?.list.items), config.siteUrl),
        structured: tag
          ? [breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Models', href: '/models/' }, { label: tag.label }], config.siteUrl)]
          : [],
      })
    );
  },
  component: layoutScreen(() => import('../../../views/containers/ModelScreens.tsx'), 'ModelsScreen', 'views/containers/ModelScreens.tsx', 'models'),
});

export const videoListRoutes = [freeRoute, compilationsRoute, oldCompilationsRoute, videoTagRoute, modelTagRoute] as const;
