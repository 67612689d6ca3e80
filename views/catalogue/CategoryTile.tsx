/**
 * Category tile (spec 000 §2.4 'Categories', §3 'Category'): standard categories link to
 * /categories/{slug}/; custom ones (with a 'type') link to their own link in a new tab, or, as a member-plus
 * offer, call back to the app.
 */
import { isCustomCategory } from '../../contracts/guards.ts';
import type { CustomCategory } from '../../contracts/content-api.ts';

import { AppLink } from '../ui/AppLink.tsx';
import { ExternalLinkIcon } from './icons.tsx';
import type { CardCategory } from './types.ts';
import './catalogue.css';

interface CategoryTileProps {
  category: CardCategory;
  eager?: boolean;
  /** Member-plus offers (custom categories with memberPlus) open the app's offer flow. */
  onMemberPlus?: (category: CustomCategory) => void;
}

export function CategoryTile({ category, eager, onMemberPlus }: CategoryTileProps) {
  const custom = isCustomCategory(category);
  const image = custom ? category.image : category.categoryImage;
  const label = custom ? category.text || category.name : category.name;
  const img = (
    <img
      src={image.permalink}
      alt={image.alt || label}
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
  const caption = <span className="cat-category-name">{label}</span>;
  if (custom && category.memberPlus && onMemberPlus && !category.link) {
    return (
      <button type="button" className="cat-category-tile" onClick={() => onMemberPlus(category)}>
        {img}
        {caption}
      </button>
    );
  }
  if (custom) {
    return (
      <AppLink href={category.link || '/join-now/'} inNewTab={category.isInNewTab} className="cat-category-tile">
        {img}
        <span className="cat-category-name">
          {label}
          {category.isInNewTab ? <ExternalLinkIcon title="Opens in a new tab" /> : null}
        </span>
      </AppLink>
    );
  }
  return (
    <AppLink href={`/categories/${category.slug}/`} className="cat-category-tile">
      {img}
      {caption}
    </AppLink>
  );
}
