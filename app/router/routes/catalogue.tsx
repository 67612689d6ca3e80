/**
 * Catalogue routes (spec 000 §2.2, §2.4): home, videos, video, models, model, categories, category.
 * Loaders fetch through adapters (server-rendered with content and head); components are thin containers.
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { emptySeoParams } from '../../../contracts/common.ts';
import { isCustomCategory } from '../../../contracts/content-api.ts';
import { PAGE_SIZE } from '../../../machines/rules/constants.ts';
import { cardCategory, cardModel, cardVideos } from '../card-data.ts';
import { buildHead } from '../head.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { categoryJsonLd, modelJsonLd, videoJsonLd } from '../json-ld.ts';
import { ModelListSearch, VideoListSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const notFound = () => redirect({ to: '/404/' });

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context: { services } }) => {
    const [home, categories] = await Promise.all([services.content.homePageBuilder(), services.content.categories()]);
    return {
      home: {
        ...home,
        topVideos: cardVideos(home.topVideos),
        latestVideos: cardVideos(home.latestVideos),
        topModels: home.topModels.map(cardModel),
        featuredModels: home.featuredModels.map(cardModel),
        topCategories: home.topCategories.map((c) => ({ ...c, seoParams: emptySeoParams })),
        categoriesPageSeo: emptySeoParams,
      },
      categories: categories.map(cardCategory),
    };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return buildHead({
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      path: '/',
      seo: loaderData?.home.seoParams,
      fallbackTitle: `${config.siteName} - ${config.acronym} Porn Videos`,
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: config.siteName, url: config.siteUrl },
    });
  },
  component: lazyScreen(() => import('../../../views/containers/HomeScreen.tsx'), 'HomeScreen'),
});

export const videosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/videos/',
  validateSearch: VideoListSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { services }, deps }) => {
    const [list, categories] = await Promise.all([
      services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort: deps.sort, category: deps.category }),
      services.content.categories(),
    ]);
    return { list: { ...list, items: cardVideos(list.items) }, categories: categories.filter((c) => !isCustomCategory(c)).map(cardCategory), search: deps };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return buildHead({
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      path: '/videos/',
      page: loaderData?.search.page,
      pages: loaderData?.list.pages,
      paged: true,
      fallbackTitle: `${config.acronym} Porn Videos - ${config.siteName}`,
      fallbackDescription: `Watch the latest and most popular ${config.acronym} videos on ${config.siteName}.`,
    });
  },
  component: lazyScreen(() => import('../../../views/containers/VideoListScreens.tsx'), 'VideosScreen'),
});

const videoLoader = async ({ context: { services }, params }: { context: { services: import('../services.ts').Services }; params: { slug: string } }) => {
  const [video, similar] = await Promise.all([services.content.video(params.slug), services.content.similarVideos(params.slug)]);
  if (!video) throw notFound();
  return { video, similar: cardVideos(similar) };
};

const videoHead = ({ loaderData, match }: { loaderData?: Awaited<ReturnType<typeof videoLoader>>; match: { context: { services: import('../services.ts').Services } } }) => {
  const { config } = match.context.services;
  const video = loaderData?.video;
  return buildHead({
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    path: video ? `/videos/${video.slug}/` : '/videos/',
    seo: video?.seoParams,
    fallbackTitle: video ? `${video.title} - ${config.siteName}` : config.siteName,
    fallbackDescription: video?.description,
    image: video?.poster.permalink,
    jsonLd: video ? videoJsonLd(video, config.siteUrl) : null,
  });
};

/** Both spellings of detail routes are served (spec 000 §2.2); links use the plural one. */
const videoDetail = {
  getParentRoute: () => rootRoute,
  loader: videoLoader,
  head: videoHead,
  component: lazyScreen(() => import('../../../views/containers/VideoScreen.tsx'), 'VideoScreen'),
} as const;
export const videoRoute = createRoute({ ...videoDetail, path: '/videos/$slug/' });
export const videoSingularRoute = createRoute({ ...videoDetail, path: '/video/$slug/' });

export const modelsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/models/',
  validateSearch: ModelListSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { services }, deps }) => {
    const list = await services.content.models({ page: deps.page, limit: PAGE_SIZE, letter: deps.letter });
    return { list: { ...list, items: list.items.map(cardModel) }, search: deps };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return buildHead({
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      path: '/models/',
      page: loaderData?.search.page,
      pages: loaderData?.list.pages,
      paged: true,
      fallbackTitle: `${config.acronym} Pornstars - ${config.siteName}`,
      fallbackDescription: `Meet the models starring in ${config.siteName} ${config.acronym} videos.`,
    });
  },
  component: lazyScreen(() => import('../../../views/containers/ModelScreens.tsx'), 'ModelsScreen'),
});

const modelLoader = async ({ context: { services }, params }: { context: { services: import('../services.ts').Services }; params: { slug: string } }) => {
  const model = await services.content.model(params.slug);
  if (!model) throw notFound();
  const [videos, similar] = await Promise.all([services.content.modelVideos(model.id, { limit: 24 }), services.content.similarModels(params.slug)]);
  return {
    model,
    videos: { ...videos, items: cardVideos(videos.items) },
    similar: similar.map(cardModel),
    nowSec: Math.floor(services.nowMs() / 1000),
  };
};

const modelHead = ({ loaderData, match }: { loaderData?: Awaited<ReturnType<typeof modelLoader>>; match: { context: { services: import('../services.ts').Services } } }) => {
  const { config } = match.context.services;
  const model = loaderData?.model;
  return buildHead({
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    path: model ? `/models/${model.slug}/` : '/models/',
    seo: model?.seoParams,
    fallbackTitle: model ? `${model.title} ${config.acronym} Porn Videos - ${config.siteName}` : config.siteName,
    fallbackDescription: model?.description,
    image: model?.featuredImage.permalink,
    jsonLd: model ? modelJsonLd(model, config.siteUrl) : null,
  });
};

const modelDetail = {
  getParentRoute: () => rootRoute,
  loader: modelLoader,
  head: modelHead,
  component: lazyScreen(() => import('../../../views/containers/ModelScreens.tsx'), 'ModelScreen'),
} as const;
export const modelRoute = createRoute({ ...modelDetail, path: '/models/$slug/' });
export const modelSingularRoute = createRoute({ ...modelDetail, path: '/model/$slug/' });

export const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories/',
  loader: async ({ context: { services } }) => {
    const [categories, home] = await Promise.all([services.content.categories(), services.content.homePageBuilder()]);
    return { categories: categories.map(cardCategory), seo: home.categoriesPageSeo };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return buildHead({
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      path: '/categories/',
      seo: loaderData?.seo,
      fallbackTitle: `${config.acronym} Porn Categories - ${config.siteName}`,
    });
  },
  component: lazyScreen(() => import('../../../views/containers/CategoriesScreen.tsx'), 'CategoriesScreen'),
});

const categoryLoader = async ({
  context: { services },
  params,
  deps,
}: { context: { services: import('../services.ts').Services }; params: { slug: string }; deps: import('../search.ts').VideoListSearch }) => {
  const [category, list] = await Promise.all([
    services.content.category(params.slug),
    services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort: deps.sort, category: params.slug }),
  ]);
  if (!category) throw notFound();
  return { category, list: { ...list, items: cardVideos(list.items) }, search: deps };
};

const categoryHead = ({ loaderData, match }: { loaderData?: Awaited<ReturnType<typeof categoryLoader>>; match: { context: { services: import('../services.ts').Services } } }) => {
  const { config } = match.context.services;
  const category = loaderData?.category;
  return buildHead({
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    path: category ? `/categories/${category.slug}/` : '/categories/',
    page: loaderData?.search.page,
    pages: loaderData?.list.pages,
    paged: true,
    seo: category?.seoParams,
    fallbackTitle: category ? `${category.name} ${config.acronym} Porn Videos - ${config.siteName}` : config.siteName,
    fallbackDescription: category?.description,
    image: category?.categoryImage.permalink,
    jsonLd: category ? categoryJsonLd(category, config.siteUrl) : null,
  });
};

const categoryDetail = {
  getParentRoute: () => rootRoute,
  validateSearch: VideoListSearch,
  search: { middlewares: [stripSearchParams<import('../search.ts').VideoListSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: import('../search.ts').VideoListSearch }) => search,
  loader: categoryLoader,
  head: categoryHead,
  component: lazyScreen(() => import('../../../views/containers/VideoListScreens.tsx'), 'CategoryScreen'),
};
export const categoryRoute = createRoute({ ...categoryDetail, path: '/categories/$slug/' });
export const categorySingularRoute = createRoute({ ...categoryDetail, path: '/category/$slug/' });
