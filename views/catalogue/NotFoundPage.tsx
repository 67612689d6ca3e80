/**
 * The 404 screen (spec 000 §2.4 'Error screens', §9 '404 lists: 6 videos, 4 categories, 6 models'):
 * '404: Page not found', the go-home sentence, then 'Best {AR/VR} Videos', '{AR/VR} Porn Categories'
 * (categories without a 'type') and 'Best Pornstars', each with its button.
 */
import { isCustomCategory } from '../../contracts/guards.ts';
import { NOT_FOUND_CATEGORIES, NOT_FOUND_MODELS, NOT_FOUND_VIDEOS } from '../../domain/constants.ts';
import { CategoryGrid } from './CategoryGrid.tsx';
import { ModelGrid } from './ModelGrid.tsx';
import { NotFoundFrame } from './NotFoundFrame.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import { VideoGrid } from './VideoGrid.tsx';
import { type CardCategory, type CardModel, type CardVideoItem, type ModelFavoriteOptions, type VideoCardOptions, modelOptionsOf } from './types.ts';
import './catalogue.css';

export interface NotFoundPageProps extends VideoCardOptions, ModelFavoriteOptions {
  /** Top videos of the home page builder. */
  videos: ReadonlyArray<CardVideoItem>;
  categories: ReadonlyArray<CardCategory>;
  /** Top models of the home page builder. */
  models: ReadonlyArray<CardModel>;
}

export function NotFoundPage({ videos, categories, models, ...card }: NotFoundPageProps) {
  const a = card.acronym;
  const standard = categories.filter((c) => !isCustomCategory(c)).slice(0, NOT_FOUND_CATEGORIES);
  const t = {
    videos: `Best ${a} Videos`,
    categories: `${a} Porn Categories`,
    models: 'Best Pornstars',
  };
  return (
    <NotFoundFrame>
      {videos.length > 0 ? (
        <section className="cat-section" aria-labelledby="nf-videos">
          <SectionHeader id="nf-videos" title={t.videos} moreLabel={`More Top ${a} Porn Videos`} moreHref="/videos/" />
          <VideoGrid {...card} title={t.videos} videos={videos.slice(0, NOT_FOUND_VIDEOS)} />
        </section>
      ) : null}
      {standard.length > 0 ? (
        <section className="cat-section" aria-labelledby="nf-categories">
          <SectionHeader id="nf-categories" title={t.categories} moreLabel={`More ${a} Porn Categories`} moreHref="/categories/" />
          <CategoryGrid title={t.categories} categories={standard} />
        </section>
      ) : null}
      {models.length > 0 ? (
        <section className="cat-section" aria-labelledby="nf-models">
          <SectionHeader id="nf-models" title={t.models} moreLabel={`More ${a} Pornstars`} moreHref="/models/" />
          <ModelGrid {...modelOptionsOf(card)} title={t.models} models={models.slice(0, NOT_FOUND_MODELS)} />
        </section>
      ) : null}
    </NotFoundFrame>
  );
}
