/**
 * The other video and model lists' heads (video-lists.tsx; loaded with the route, app/router/route-code.ts): ' - Page N',
 * rel prev/next, ItemList JSON-LD and the breadcrumbs. Their loaders are video-lists.data.ts: a page's hydration needs
 * its head, not its loader.
 */
import { COMPILATIONS_PATH } from '../../../domain/constants.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd, itemListJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import { modelItems, videoItems } from './catalogue.head.ts';
import { listNotFoundHead } from '../head.ts';
import type { CollectionData, modelTagLoader } from './video-lists.data.ts';

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

export const freeHead = collectionHead(
  () => '/free/',
  (acronym) => `Free ${acronym} Porn Videos`,
  'Watch free {acronym} videos on {site}: full scenes to try before you join.',
);

export const compilationsHead = collectionHead(
  () => COMPILATIONS_PATH,
  (acronym) => `${acronym} Porn Compilations`,
  'The best moments of {site} {acronym} scenes, gathered into compilations.',
);

export const videoTagHead = collectionHead(
  (data, pathname) => (data?.collection.kind === 'tag' ? `/videos/tag/${data.collection.tag.slug}/` : pathname),
  (acronym, data) => `${data?.collection.kind === 'tag' ? `${data.collection.tag.label} ` : ''}${acronym} Porn Videos`,
  'Browse tagged {acronym} videos on {site}.',
);

export const modelTagHead = ({ loaderData, match }: HeadContext<LoaderData<typeof modelTagLoader>>) => {
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
