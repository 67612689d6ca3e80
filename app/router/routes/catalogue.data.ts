/**
 * The catalogue routes' loaders and heads (catalogue.tsx; loaded with the route, app/router/route-code.ts): home,
 * videos, video, models, model, categories, category. Loaders fetch through adapters; the heads name the page.
 */
import { listSort } from '../../../domain/video-sort.ts';
import type { SoftPage } from '../../../contracts/content-api.ts';
import { isCustomCategory, isCustomVideo } from '../../../contracts/guards.ts';
import { JOIN_PATH, PAGE_SIZE, TOP_CATEGORY_COUNT } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import { seoTextOn } from '../../../domain/seo-text.ts';
import type { HomeCards } from '../../../views/catalogue/HomePage.tsx';
import type { CardCategory, CardVideoItem } from '../../../views/catalogue/types.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { cardCategory, cardModel, cardVideos, gridCardVideo, listCardModels } from '../card-data.ts';
import { loadContinueWatching } from '../continue-watching.ts';
import { detailHead, listHead } from '../head.ts';
import { categoryJsonLd, itemListJsonLd, modelJsonLd, videoJsonLd, webSiteJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { VideoListSearch, ModelListSearch, VideoSearch } from '../search.ts';
import { routeSeoText } from '../seo-text.ts';
import { listNotFoundHead, pageNotFound, toNotFoundPage } from './not-found.data.ts';

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The home blanked for a viewer outside the verified view, with the soft data; its slides lead to /join-now/. */
const softHome = (cards: HomeCards, soft: SoftPage): HomeCards => ({
  ...cards,
  announcements: soft.slides.map((slide) => ({ ...slide, link: JOIN_PATH })),
  titleWinner: '',
  descriptionArea: '',
  topVideos: [],
  topModels: [],
  soft: { title: soft.title, subtitle: soft.subtitle, videos: soft.videos.map(gridCardVideo), models: soft.models.map(cardModel) },
});

export const homeLoader = async ({ context: { services, viewer } }: LoaderContext) => {
  // Outside the verified view the soft data replaces the winner title, the description and the top models and videos (spec 000 §2.4).
  const [home, categories, soft, adBanner, continueWatching] = await Promise.all([
    services.content.homePageBuilder(),
    services.content.categories(),
    viewer.verifiedView ? null : services.content.softPage(),
    loadAdBanner(services, 'index'),
    loadContinueWatching(services, viewer.verifiedView),
  ]);
  // 'Top VR Porn Categories' falls back to the first standard categories when the builder has none.
  const topCategories =
    home.topCategories.length > 0 ? home.topCategories : categories.filter((c) => !isCustomCategory(c)).slice(0, TOP_CATEGORY_COUNT);
  const cards = {
    announcements: home.announcements,
    titleWinner: home.titleWinner,
    descriptionArea: home.descriptionArea,
    upcomingScenes: home.upcomingScenes,
    topVideos: home.topVideos.map(gridCardVideo),
    latestVideos: home.latestVideos.map(gridCardVideo),
    topModels: home.topModels.map(cardModel),
    featuredModels: home.featuredModels.map(cardModel),
    topCategories: topCategories.map(cardCategory),
    continueWatching,
  };
  return { home: soft ? softHome(cards, soft) : cards, seo: home.seoParams, seoText: seoTextOn('index', home.seoParams), adBanner };
};

export const homeHead = ({ loaderData, match }: HeadContext<Data<typeof homeLoader>>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/',
    seo: loaderData?.seo,
    title: `${config.siteName} - ${config.acronym} Porn Videos`,
    structured: [webSiteJsonLd(config.siteName, config.siteUrl)],
  });
};

export const videosLoader = async ({ context: { services, viewer }, deps }: LoaderContext & { deps: VideoListSearch }) => {
  const sort = listSort(deps.sort, viewer.loggedIn);
  const [list, categories, seoText, adBanner] = await Promise.all([
    services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort, category: deps.category }),
    services.content.categories(),
    routeSeoText(services, 'videos', '/videos/'),
    loadAdBanner(services, 'videos'),
  ]);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  return {
    list: { ...list, items: cardVideos(list.items) },
    categories: categories.filter((c) => !isCustomCategory(c)).map(cardCategory),
    search: deps,
    sort,
    seoText,
    adBanner,
  };
};

export const videosHead = ({ loaderData, match }: HeadContext<Data<typeof videosLoader>>) => {
  const { config } = match.context.services;
  return (
    listNotFoundHead(match, config.siteName) ??
    listHead(config, {
      path: '/videos/',
      page: loaderData?.search.page,
      pages: loaderData?.list.pages,
      title: `${config.acronym} Porn Videos - ${config.siteName}`,
      description: `Watch the latest and most popular ${config.acronym} videos on ${config.siteName}.`,
      itemList: itemListJsonLd(videoItems(loaderData?.list.items), config.siteUrl),
    })
  );
};

/** A list's videos as ItemList entries (custom items, which link elsewhere, left out). */
export const videoItems = (items: readonly CardVideoItem[] | undefined) =>
  (items ?? []).flatMap((v) => (isCustomVideo(v) ? [] : [{ name: v.title, path: `/videos/${v.slug}/` }]));
/** The categories as ItemList entries (custom categories, which link elsewhere, left out). */
export const categoryItems = (items: readonly CardCategory[] | undefined) =>
  (items ?? []).flatMap((c) => (isCustomCategory(c) ? [] : [{ name: c.name, path: `/categories/${c.slug}/` }]));
export const modelItems = (items: readonly { title: string; slug: string }[] | undefined) =>
  (items ?? []).map((m) => ({ name: m.title, path: `/models/${m.slug}/` }));

export const videoLoader = async ({ context: { services }, params, deps }: LoaderContext & { params: { slug: string }; deps: VideoSearch }) => {
  const [video, similar] = await Promise.all([services.content.video(params.slug), services.content.similarVideos(params.slug)]);
  if (!video) throw toNotFoundPage(params.slug);
  // Reached from /free/: free to watch in full when the free list holds it (its answer failing: not free).
  const free =
    deps.isVideoFromFreePage === 1 &&
    (await services.content.videos({ free: 1, videos: String(video.id), limit: 1 })).items.some((v) => !isCustomVideo(v) && v.id === video.id);
  return { video, similar: similar.map(gridCardVideo), free };
};

export const videoHead = ({ loaderData, match }: HeadContext<Data<typeof videoLoader>>) => {
  const { config } = match.context.services;
  const video = loaderData?.video;
  return detailHead(
    config,
    video
      ? {
          path: `/videos/${video.slug}/`,
          seo: video.seoParams,
          title: `${video.title} - ${config.siteName}`,
          description: video.description,
          image: video.poster.permalink,
          structured: [videoJsonLd(video, config.siteUrl)],
        }
      : { path: '/videos/', title: config.siteName },
  );
};

export const modelsLoader = async ({ context: { services }, deps }: LoaderContext & { deps: ModelListSearch }) => {
  const [list, tags, seoText, adBanner] = await Promise.all([
    services.content.models({ page: deps.page, limit: PAGE_SIZE, letter: deps.letter, tag: deps.tag }),
    services.content.modelTags(),
    routeSeoText(services, 'models', '/models/'),
    loadAdBanner(services, 'models'),
  ]);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  const nowSec = Math.floor(services.nowMs() / 1000);
  return {
    list: { ...list, items: await listCardModels(list.items, nowSec) },
    tags: tags.map((t) => ({ slug: t.slug, label: t.label, description: '' })),
    search: deps,
    seoText,
    adBanner,
  };
};

export const modelsHead = ({ loaderData, match }: HeadContext<Data<typeof modelsLoader>>) => {
  const { config } = match.context.services;
  return (
    listNotFoundHead(match, config.siteName) ??
    listHead(config, {
      path: '/models/',
      page: loaderData?.search.page,
      pages: loaderData?.list.pages,
      title: `${config.acronym} Pornstars - ${config.siteName}`,
      description: `Meet the models starring in ${config.siteName} ${config.acronym} videos.`,
      itemList: itemListJsonLd(modelItems(loaderData?.list.items), config.siteUrl),
    })
  );
};

export const modelLoader = async ({ context: { services }, params }: LoaderContext & { params: { slug: string } }) => {
  // The banner is asked for at once, beside the model (the adapter never rejects, so a 404 leaves nothing dangling).
  const banner = loadAdBanner(services, 'models-slug');
  const model = await services.content.model(params.slug);
  if (!model) throw toNotFoundPage(params.slug);
  const [videos, similar, adBanner] = await Promise.all([
    services.content.modelVideos(model.id, { limit: 24 }),
    services.content.similarModels(params.slug),
    banner,
  ]);
  return {
    model,
    videos: { ...videos, items: cardVideos(videos.items) },
    similar: similar.map(cardModel),
    nowSec: Math.floor(services.nowMs() / 1000),
    adBanner,
  };
};

export const modelHead = ({ loaderData, match }: HeadContext<Data<typeof modelLoader>>) => {
  const { config } = match.context.services;
  const model = loaderData?.model;
  return detailHead(
    config,
    model
      ? {
          path: `/models/${model.slug}/`,
          seo: model.seoParams,
          title: `${model.title} ${config.acronym} Porn Videos - ${config.siteName}`,
          description: model.description,
          image: model.featuredImage.permalink,
          structured: [modelJsonLd(model, config.siteUrl)],
        }
      : { path: '/models/', title: config.siteName },
  );
};

export const categoriesLoader = async ({ context: { services } }: LoaderContext) => {
  const [categories, home, adBanner] = await Promise.all([
    services.content.categories(),
    services.content.homePageBuilder(),
    loadAdBanner(services, 'categories'),
  ]);
  return {
    categories: categories.map(cardCategory),
    seo: home.categoriesPageSeo,
    seoText: seoTextOn('categories', home.categoriesPageSeo),
    adBanner,
  };
};

export const categoriesHead = ({ loaderData, match }: HeadContext<Data<typeof categoriesLoader>>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/categories/',
    seo: loaderData?.seo,
    title: `${config.acronym} Porn Categories - ${config.siteName}`,
    itemList: itemListJsonLd(categoryItems(loaderData?.categories), config.siteUrl),
  });
};

export const categoryLoader = async ({
  context: { services, viewer },
  params,
  deps,
}: LoaderContext & { params: { slug: string }; deps: VideoListSearch }) => {
  const sort = listSort(deps.sort, viewer.loggedIn);
  const [category, list, adBanner] = await Promise.all([
    services.content.category(params.slug),
    services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort, category: params.slug }),
    loadAdBanner(services, 'categories-slug'),
  ]);
  if (!category) throw toNotFoundPage(params.slug);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  return { category, list: { ...list, items: cardVideos(list.items) }, search: deps, sort, adBanner };
};

/** A category's videos are paged, but the category page emits no rel prev/next (spec 000 §2.1: models, videos and blog only). */
export const categoryHead = ({ loaderData, match }: HeadContext<Data<typeof categoryLoader>>) => {
  const { config } = match.context.services;
  const category = loaderData?.category;
  return (
    listNotFoundHead(match, config.siteName) ??
    detailHead(
      config,
      category
        ? {
            path: `/categories/${category.slug}/`,
            page: loaderData.search.page,
            seo: category.seoParams,
            title: `${category.name} ${config.acronym} Porn Videos - ${config.siteName}`,
            description: category.description,
            image: category.categoryImage.permalink,
            structured: [categoryJsonLd(category, config.siteUrl)],
            itemList: itemListJsonLd(videoItems(loaderData.list.items), config.siteUrl),
          }
        : { path: '/categories/', title: config.siteName },
    )
  );
};
