/**
 * What list pages hand to the client: loader data is serialised into the page for hydration, so items shown
 * as cards keep only what a card shows (spec 000 §2.4 'Video card', 'Models list and card', 'Categories'); the
 * detail pages load the full item. Lists that are only ever a grid (home, the 404 page, similar videos) leave
 * out what only the list layout shows: description, positions and release date.
 */
import { isCustomCategory, isCustomVideo } from '../../contracts/guards.ts';
import type { Category, Model, Video, VideoListItem } from '../../contracts/content-api.ts';

import { excerpt } from '../../domain/format.ts';
import type { CardCategory, CardModel, CardVideo, CardVideoItem } from '../../views/catalogue/types.ts';

/** The list layout shows a description clamped to a few lines; more is never visible on a card. */
const CARD_DESCRIPTION = 300;

export const cardVideo = (video: Video): CardVideo => ({
  id: video.id,
  slug: video.slug,
  title: video.title,
  description: excerpt(video.description, CARD_DESCRIPTION),
  publishedAt: video.publishedAt,
  poster: video.poster,
  videoPreviewPoster: video.videoPreviewPoster,
  higherActiveResolution: video.higherActiveResolution,
  videoSettings: { duration: video.videoSettings.duration },
  models: video.models,
  videoTechBar: video.videoTechBar,
  hasToyScript: video.hasToyScript,
  isInNewTab: video.isInNewTab,
});

/** A card only ever shown in the grid layout: no list-layout fields, no flags at their default, no alt text that is the title. */
export const gridCardVideo = (video: Video): CardVideo => ({
  id: video.id,
  slug: video.slug,
  title: video.title,
  poster: video.poster.alt === video.title ? { ...video.poster, alt: '' } : video.poster,
  videoPreviewPoster: video.videoPreviewPoster,
  higherActiveResolution: video.higherActiveResolution,
  videoSettings: { duration: video.videoSettings.duration },
  models: video.models,
  videoTechBar: { formats: video.videoTechBar.formats },
  ...(video.hasToyScript ? { hasToyScript: true } : {}),
  ...(video.isInNewTab ? { isInNewTab: true } : {}),
});

/** A list's entries as cards; custom (promotional) items are small and pass as they are. */
export const cardVideos = (items: readonly VideoListItem[], card = cardVideo): CardVideoItem[] =>
  items.map((item) => (isCustomVideo(item) ? item : card(item)));

export const cardModel = (model: Model): CardModel => ({
  id: model.id,
  slug: model.slug,
  title: model.title,
  featuredImage: model.featuredImage,
  rel: model.rel,
});

export const cardCategory = (category: Category): CardCategory =>
  isCustomCategory(category) ? category : { id: category.id, name: category.name, slug: category.slug, categoryImage: category.categoryImage };

/**
 * A models list's cards, with what their list layout adds: description and information rows as shown at `nowSec`.
 * The information rule is fetched with the list (not part of every page's first load).
 */
export async function listCardModels(models: readonly Model[], nowSec: number): Promise<CardModel[]> {
  const { modelInfoLines } = await import('../../domain/model-info.ts');
  return models.map((model) => ({
    ...cardModel(model),
    description: excerpt(model.description, CARD_DESCRIPTION),
    info: modelInfoLines(model.modelInformation, nowSec),
  }));
}
