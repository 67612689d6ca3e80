/**
 * The catalogue routes' heads (catalogue.tsx; loaded with the route on the server, before a page's hydration and with a
 * link's intent, app/router/route-code.ts): each page's title, description, canonical and structured data from its
 * loader's data (catalogue.data.ts).
 */
import { isCustomCategory, isCustomVideo } from '../../../contracts/guards.ts';
import type { CardCategory, CardVideoItem } from '../../../views/catalogue/types.ts';
import { detailHead, listHead } from '../head.ts';
import { categoryJsonLd, itemListJsonLd, modelJsonLd, videoJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import type { categoriesLoader, categoryLoader, modelLoader, modelsLoader, videoLoader, videosLoader } from './catalogue.data.ts';
import { listNotFoundHead } from '../head.ts';

export const videosHead = ({ loaderData, match }: HeadContext<LoaderData<typeof videosLoader>>) => {
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

export const videoHead = ({ loaderData, match }: HeadContext<LoaderData<typeof videoLoader>>) => {
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

export const modelsHead = ({ loaderData, match }: HeadContext<LoaderData<typeof modelsLoader>>) => {
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

export const modelHead = ({ loaderData, match }: HeadContext<LoaderData<typeof modelLoader>>) => {
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

export const categoriesHead = ({ loaderData, match }: HeadContext<LoaderData<typeof categoriesLoader>>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/categories/',
    seo: loaderData?.seo,
    title: `${config.acronym} Porn Categories - ${config.siteName}`,
    itemList: itemListJsonLd(categoryItems(loaderData?.categories), config.siteUrl),
  });
};

/** A category's videos are paged, but the category page emits no rel prev/next (spec 000 §2.1: models, videos and blog only). */
export const categoryHead = ({ loaderData, match }: HeadContext<LoaderData<typeof categoryLoader>>) => {
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
