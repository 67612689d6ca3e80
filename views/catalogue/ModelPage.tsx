/**
 * Single model page (spec 000 §2.4 'Model page'): h1 name, image, description, information table (at most 9
 * rows, 'Career Status' first), social items and ad buttons, the model's videos sorted by publishedAt
 * newest first, and 'Similar Models'.
 */
import type { ReactNode } from 'react';
import type { Model } from '../../contracts/content-api.ts';
import { modelInfoLines } from '../../domain/model-info.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ModelGrid } from './ModelGrid.tsx';
import { ModelInfoTable } from './ModelInfoTable.tsx';
import { VideoGrid } from './VideoGrid.tsx';
import type { CardModel, CardVideo, ModelCardOptions, VideoCardOptions } from './types.ts';
import './catalogue.css';
import './model-page.css';

interface ModelPageProps extends VideoCardOptions, Omit<ModelCardOptions, 'verifiedView'> {
  model: Model;
  videos: ReadonlyArray<CardVideo>;
  similar: ReadonlyArray<CardModel>;
  /** Now in unix seconds, for the age shown from 'Birthday'. */
  nowSec: number;
  /** Forum comments etc. */
  children?: ReactNode;
}

export function ModelPage(props: ModelPageProps) {
  const { model, videos, similar, nowSec, children, canFavorite, favoriteModelIds, onToggleFavoriteModel, ...card } = props;
  const newestFirst = [...videos].sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
  const modelOptions: ModelCardOptions = { verifiedView: card.verifiedView, canFavorite, favoriteModelIds, onToggleFavoriteModel };
  const videosTitle = `${model.title} videos`;
  return (
    <div className="cat-page cat-model">
      <div className="cat-model-header">
        <img
          className="cat-model-image"
          src={model.featuredImage.permalink}
          alt={model.featuredImage.alt || model.title}
          width={400}
          height={600}
          loading="eager"
          fetchPriority="high"
        />
        <div className="cat-model-about">
          <h1>{model.title}</h1>
          {canFavorite && card.verifiedView && onToggleFavoriteModel ? (
            <FavoriteButton
              inline
              title={model.title}
              isFavorite={favoriteModelIds?.includes(model.id) ?? false}
              onToggle={() => onToggleFavoriteModel(model.id, model.title)}
            />
          ) : null}
          {model.description ? <p className="cat-model-description">{model.description}</p> : null}
          <ModelInfoTable rows={modelInfoLines(model.modelInformation, nowSec)} caption={`About ${model.title}`} />
          {model.socialItems.length > 0 ? (
            <ul className="cat-model-social" aria-label={`${model.title} elsewhere`}>
              {model.socialItems.map((s) => (
                <li key={s.link}>
                  <AppLink href={s.link} inNewTab>
                    {s.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
          {model.adButtons.length > 0 ? (
            <div className="cat-model-ads">
              {model.adButtons.map((b) => (
                <AppLink key={b.link} href={b.link} className="cat-button cat-button--accent">
                  {b.label}
                </AppLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      {model.galleryImages.length > 0 ? (
        <ul className="cat-gallery" aria-label={`${model.title} gallery`}>
          {model.galleryImages.map((g) => (
            <li key={g.permalink}>
              <img src={g.permalink} alt={g.alt || model.title} width={320} height={180} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {newestFirst.length > 0 ? (
        <section className="cat-section" aria-labelledby="model-videos">
          <h2 id="model-videos">{videosTitle}</h2>
          <VideoGrid {...card} title={videosTitle} videos={newestFirst} />
        </section>
      ) : null}
      {similar.length > 0 ? (
        <section className="cat-section" aria-labelledby="model-similar">
          <h2 id="model-similar">Similar Models</h2>
          <ModelGrid {...modelOptions} title="Similar Models" models={similar} />
        </section>
      ) : null}
      {children}
    </div>
  );
}
