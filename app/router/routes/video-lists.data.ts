/**
 * The other video and model lists' loaders and heads (video-lists.tsx; loaded with the route,
 * app/router/route-code.ts): /free/, /vr-porn-compilations/, a video tag's videos at /videos/tag/{slug}/ and a model
 * tag's models at /models/tag/{slug}/. Heads: ' - Page N', rel prev/next, ItemList JSON-LD and the breadcrumbs.
 */
import { listSort } from '../../../domain/video-sort.ts';
import type { Tag, VideoQuery } from '../../../contracts/content-api.ts';
import { COMPILATIONS_PATH, PAGE_SIZE } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import type { VideoCollection } from '../../../views/containers/VideoListScreens.tsx';
import { routeSeoText } from '../seo-text.ts';
import { cardVideos, listCardModels } from '../card-data.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd, itemListJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { ModelListSearch, VideoListSearch } from '../search.ts';
import { modelItems, videoItems } from './catalogue.head.ts';
import { listNotFoundHead, pageNotFound, toNotFoundPage } from './not-found.data.ts';

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const tagOnly = (tag: Tag) => ({ slug: tag.slug, label: tag.label, description: tag.description });

/** A collection's page of videos, and the SEO text of its generic page on free and compilations (spec 000 §2.3). */
async function loadCollection(
  { services, viewer }: LoaderContext['context'],
  collection: VideoCollection,
  filter: Partial<VideoQuery>,
  search: VideoListSearch,
) {
  const sort = listSort(search.sort, viewer.loggedIn);
  const seoPath = collection.kind === 'free' ? '/free/' : collection.kind === 'compilations' ? COMPILATIONS_PATH : null;
  const [list, seoText] = await Promise.all([
    services.content.videos({ page: search.page, limit: PAGE_SIZE, sort, ...filter }),
    seoPath ? routeSeoText(services, collection.kind === 'free' ? 'free' : 'vr-porn-compilations', seoPath) : null,
  ]);
  if (isPastLastPage(search.page, list.pages)) throw await pageNotFound(services);
  return { collection, list: { ...list, items: cardVideos(list.items) }, search, sort, seoText };
}
type CollectionData = Awaited<ReturnType<typeof loadCollection>>;

/** The head of a video collection: its path and title, the tag's seoParams on a tag page. */
const collectionHead =
  (
    path: (data: CollectionData | undefined, pathname: string) => string,
    title: (acronym: string, data?: CollectionData) => string,
    description: string,
  ) =>
  ({ loaderData, match }: HeadContext<CollectionData>) => {
    const { config } = match.context.services;
    const heading = title(config.acronym, loaderData);
    const collection = loaderData?.collection;
    // The visible trail (views/containers/VideoListScreens.tsx) as a BreadcrumbList.
    const crumbs =
      collection?.kind === 'tag'
        ? [{ label: 'Home', href: '/' }, { label: `${config.acronym} Porn Videos`, href: '/videos/' }, { label: collection.tag.label }]
        : [{ label: 'Home', href: '/' }, { label: heading }];
    return (
      listNotFoundHead(match, config.siteName) ??
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

export const freeLoader = ({ context, deps }: LoaderContext & { deps: VideoListSearch }) =>
  loadCollection(context, { kind: 'free' }, { free: 1 }, deps);

export const freeHead = collectionHead(
  () => '/free/',
  (acronym) => `Free ${acronym} Porn Videos`,
  'Watch free {acronym} videos on {site}: full scenes to try before you join.',
);

export const compilationsLoader = ({ context, deps }: LoaderContext & { deps: VideoListSearch }) =>
  loadCollection(context, { kind: 'compilations' }, { compilation: 1 }, deps);

export const compilationsHead = collectionHead(
  () => COMPILATIONS_PATH,
  (acronym) => `${acronym} Porn Compilations`,
  'The best moments of {site} {acronym} scenes, gathered into compilations.',
);

export const videoTagLoader = async ({ context, params, deps }: LoaderContext & { params: { slug: string }; deps: VideoListSearch }) => {
  const tag = await context.services.content.videoTag(params.slug);
  if (!tag) throw toNotFoundPage(params.slug);
  return loadCollection(context, { kind: 'tag', tag: tagOnly(tag) }, { tag: tag.slug }, deps);
};

export const videoTagHead = collectionHead(
  (data, pathname) => (data?.collection.kind === 'tag' ? `/videos/tag/${data.collection.tag.slug}/` : pathname),
  (acronym, data) => `${data?.collection.kind === 'tag' ? `${data.collection.tag.label} ` : ''}${acronym} Porn Videos`,
  'Browse tagged {acronym} videos on {site}.',
);

export const modelTagLoader = async ({
  context: { services },
  params,
  deps,
}: LoaderContext & { params: { slug: string }; deps: ModelListSearch }) => {
  const tag = await services.content.modelTag(params.slug);
  if (!tag) throw toNotFoundPage(params.slug);
  const list = await services.content.models({ page: deps.page, limit: PAGE_SIZE, letter: deps.letter, tag: tag.slug });
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  const nowSec = Math.floor(services.nowMs() / 1000);
  return { tag: tagOnly(tag), list: { ...list, items: await listCardModels(list.items, nowSec) }, search: { ...deps, tag: undefined } };
};

export const modelTagHead = ({ loaderData, match }: HeadContext<Data<typeof modelTagLoader>>) => {
  const { config } = match.context.services;
  const tag = loaderData?.tag;
  return (
    listNotFoundHead(match, config.siteName) ??
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
};
