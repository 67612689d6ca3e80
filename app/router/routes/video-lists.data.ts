/**
 * The other video and model lists' loaders (video-lists.tsx; loaded with the route,
 * app/router/route-code.ts): /free/, /vr-porn-compilations/, a video tag's videos at /videos/tag/{slug}/ and a model
 * tag's models at /models/tag/{slug}/. Their heads are video-lists.head.ts.
 */
import { listSort } from '../../../domain/video-sort.ts';
import type { Tag, VideoQuery } from '../../../contracts/content-api.ts';
import { COMPILATIONS_PATH, PAGE_SIZE } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import type { VideoCollection } from '../../../views/containers/VideoListScreens.tsx';
import { routeSeoText } from '../seo-text.ts';
import { cardVideos, listCardModels } from '../card-data.ts';
import type { LoaderContext } from '../route-code.ts';
import type { ModelListSearch, VideoListSearch } from '../search.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

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
export type CollectionData = Awaited<ReturnType<typeof loadCollection>>;

export const freeLoader = ({ context, deps }: LoaderContext & { deps: VideoListSearch }) =>
  loadCollection(context, { kind: 'free' }, { free: 1 }, deps);

export const compilationsLoader = ({ context, deps }: LoaderContext & { deps: VideoListSearch }) =>
  loadCollection(context, { kind: 'compilations' }, { compilation: 1 }, deps);

export const videoTagLoader = async ({ context, params, deps }: LoaderContext & { params: { slug: string }; deps: VideoListSearch }) => {
  const tag = await context.services.content.videoTag(params.slug);
  if (!tag) throw toNotFoundPage(params.slug);
  return loadCollection(context, { kind: 'tag', tag: tagOnly(tag) }, { tag: tag.slug }, deps);
};

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
