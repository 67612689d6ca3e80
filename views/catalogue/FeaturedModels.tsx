/**
 * The home page's 8 featured models (spec 000 §2.4 Home 'an image map of 8 featured models linking to their
 * model pages'). Rendered as a grid of 8 linked image tiles rather than an <img usemap> with <area>s: each
 * link gets a real focus ring, its own accessible name and scales with the responsive layout.
 */
import { AppLink } from '../ui/AppLink.tsx';
import { modelHref } from './ModelCard.tsx';
import type { CardModel } from './types.ts';
import './home.css';

const FEATURED_MODEL_COUNT = 8;

export function FeaturedModels({ models, verifiedView, title }: { models: ReadonlyArray<CardModel>; verifiedView: boolean; title: string }) {
  const shown = models.slice(0, FEATURED_MODEL_COUNT);
  if (shown.length === 0) return null;
  return (
    <ul className="cat-featured-models" aria-label={title}>
      {shown.map((m) => (
        <li key={m.id}>
          <AppLink href={modelHref(m.slug, verifiedView)} className="cat-featured-model">
            <img src={m.featuredImage.permalink} alt={m.featuredImage.alt || m.title} width={300} height={450} loading="lazy" />
            <span className="cat-featured-model-name">{m.title}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
