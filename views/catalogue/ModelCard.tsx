/**
 * Model card (spec 000 §2.4 'Models list and card'): image, name linking to /models/{slug}/ (or /join-now/ in
 * the unverified view), and the favourite toggle when the app allows it (spec 000 §6 'Favourite buttons').
 */
import type { Model } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { HeartIcon } from './icons.tsx';
import type { ModelCardOptions } from './types.ts';
import './catalogue.css';

export interface ModelCardProps extends ModelCardOptions {
  model: Model;
  eager?: boolean;
}

export function modelHref(slug: string, verifiedView: boolean): string {
  return verifiedView ? `/models/${slug}/` : '/join-now/';
}

export function ModelCard({ model, verifiedView, canFavorite, favoriteModelIds, onToggleFavoriteModel, eager }: ModelCardProps) {
  const href = modelHref(model.slug, verifiedView);
  const isFavorite = favoriteModelIds?.includes(model.id) ?? false;
  return (
    <article className="cat-model-card">
      <AppLink href={href} tabIndex={-1} aria-hidden="true" className="cat-model-card-image">
        <img
          src={model.featuredImage.permalink}
          alt={model.featuredImage.alt || model.title}
          width={400}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </AppLink>
      <h3 className="cat-model-card-name">
        <AppLink href={href} rel={model.rel || undefined}>
          {model.title}
        </AppLink>
      </h3>
      {canFavorite && verifiedView && onToggleFavoriteModel ? (
        <button
          type="button"
          className={`cat-fav${isFavorite ? ' is-active' : ''}`}
          aria-pressed={isFavorite}
          aria-label={isFavorite ? `Remove ${model.title} from favorites` : `Add ${model.title} to favorites`}
          onClick={() => onToggleFavoriteModel(model.id)}
        >
          <HeartIcon filled={isFavorite} />
        </button>
      ) : null}
    </article>
  );
}
