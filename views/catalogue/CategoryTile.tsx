/**
 * Category tile (spec 000 §2.4 'Categories', §3 'Category'): standard categories link to
 * /categories/{slug}/; custom ones (with a 'type') link to their own link (in a new tab when isInNewTab). A custom
 * tile the app says opens the member-plus offer (spec 001 §5 'Member-plus tile') stays that link — the server's HTML,
 * a page without JavaScript, a modified click — and a plain click on it opens the offer instead.
 */
import type { MouseEvent } from 'react';
import { isCustomCategory } from '../../contracts/guards.ts';
import type { CustomCategory } from '../../contracts/content-api.ts';

import { AppLink } from '../ui/AppLink.tsx';
import { ExternalLinkIcon } from './icons.tsx';
import type { CardCategory } from './types.ts';
import './catalogue.css';

/** The member-plus offer of custom tiles, as the app decides it (plain data and a callback). */
export interface MemberPlusTileOffer {
  /** Whether a click on this custom tile opens the offer now (else it is its link). */
  opens(category: CustomCategory): boolean;
  /** Opens the offer of the tile; `trigger` is the tile's link (focus returns there). */
  open(category: CustomCategory, trigger: HTMLElement): void;
}

interface CategoryTileProps {
  category: CardCategory;
  eager?: boolean;
  memberPlus?: MemberPlusTileOffer;
}

/** A click the browser would follow in this tab (not a new tab or window, not a download). */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function CategoryTile({ category, eager, memberPlus }: CategoryTileProps) {
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
    />
  );
  const caption = <span className="cat-category-name">{label}</span>;
  if (custom) {
    const opens = memberPlus?.opens(category) === true;
    return (
      <AppLink
        href={category.link || '/join-now/'}
        inNewTab={category.isInNewTab}
        className="cat-category-tile"
        aria-haspopup={opens ? 'dialog' : undefined}
        onClick={(event) => {
          if (!opens || !memberPlus || !plainClick(event)) return;
          event.preventDefault();
          memberPlus.open(category, event.currentTarget);
        }}
      >
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
