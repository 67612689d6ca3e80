/**
 * What list pages hand to the client: loader data is serialised into the page for hydration, so items shown
 * as cards keep only what a card shows (spec 000 §2.4 'Video card', 'Models list and card'); the detail
 * pages load the full item.
 */
import { type Category, type Model, type Video, type VideoListItem, isCustomCategory, isCustomVideo } from '../../contracts/content-api.ts';
import { emptySeoParams } from '../../contracts/common.ts';
import { excerpt } from '../../machines/rules/format.ts';

/** The list layout shows a description clamped to a few lines; more is never visible on a card. */
const CARD_DESCRIPTION = 300;

export function cardVideo<T extends VideoListItem>(item: T): T {
  if (isCustomVideo(item)) return item;
  const video: Video = {
    ...item,
    description: excerpt(item.description, CARD_DESCRIPTION),
    image: null,
    categories: [],
    galleryImages: [],
    seoParams: emptySeoParams,
    videoFiles: item.videoFiles.map(({ quality, fileSize }) => ({ quality, fileSize })),
    videoPlayerSources: { full: [], trailer: [] },
    downLoadVideoListForFront: [],
    recommendedDevices: [],
  };
  return video as T;
}

export const cardVideos = <T extends VideoListItem>(items: readonly T[]): T[] => items.map(cardVideo);

export const cardModel = (model: Model): Model => ({
  ...model,
  description: excerpt(model.description, CARD_DESCRIPTION),
  galleryImages: [],
  socialItems: [],
  adButtons: [],
  modelInformation: [],
  seoParams: emptySeoParams,
});

export const cardCategory = (category: Category): Category =>
  isCustomCategory(category) ? category : { ...category, seoParams: emptySeoParams };
