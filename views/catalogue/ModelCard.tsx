/**
 * Model card (spec 000 §2.4 'Models list and card'): image, name linking to /models/{slug}/ (or /join-now/ in
 * the unverified view), and the favourite toggle when the app allows it (spec 000 §6 'Favourite buttons'). The list
 * layout adds 'About {model}'s', the description ('View more' / 'Hide': 3 lines up to medium screens, else 11) and the
 * information table; the simple layout is the name alone.
 */
import { JOIN_PATH } from '../../domain/constants.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { FavoriteButton, RemoveFavoriteButton } from './FavoriteButton.tsx';
import type { CardModel, ModelCardOptions } from './types.ts';
import './catalogue.css';

interface ModelCardProps extends ModelCardOptions {
  model: CardModel;
  eager?: boolean;
}

export function modelHref(slug: string, verifiedView: boolean): string {
  return verifiedView ? `/models/${slug}/` : JOIN_PATH;
}

export function ModelCard({
  model,
  verifiedView,
  canFavorite,
  favoriteModelIds,
  onToggleFavoriteModel,
  removableModels,
  onRemoveModel,
  eager,
  layout = 'grid',
  renderAbout,
}: ModelCardProps) {
  const href = modelHref(model.slug, verifiedView);
  if (layout === 'simple') {
    return (
      <h3 className="cat-model-card-name cat-model-card--simple">
        <AppLink href={href} rel={model.rel || undefined}>
          {model.title}
        </AppLink>
      </h3>
    );
  }
  const list = layout === 'list';
  return (
    <article className={`cat-model-card${list ? ' cat-model-card--list' : ''}`}>
      <AppLink href={href} tabIndex={-1} aria-hidden="true">
        <img
          src={model.featuredImage.permalink}
          alt={model.featuredImage.alt || model.title}
          width={400}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      </AppLink>
      <h3 className="cat-model-card-name">
        <AppLink href={href} rel={model.rel || undefined}>
          {model.title}
        </AppLink>
      </h3>
      {canFavorite && verifiedView && onToggleFavoriteModel ? (
        <FavoriteButton
          title={model.title}
          isFavorite={favoriteModelIds?.includes(model.id) ?? false}
          onToggle={() => onToggleFavoriteModel(model.id, model.title)}
        />
      ) : null}
      {removableModels && onRemoveModel ? <RemoveFavoriteButton title={model.title} onRemove={() => onRemoveModel(model.id)} /> : null}
      {list && renderAbout ? renderAbout(model) : null}
    </article>
  );
}
