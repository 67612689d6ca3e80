/** A grid of category tiles labelled by its title (spec 000 §2.4 'Categories'). */
import { CategoryTile, type MemberPlusTileOffer } from './CategoryTile.tsx';
import type { CardCategory } from './types.ts';
import './catalogue.css';

export function CategoryGrid({
  title,
  categories,
  eagerCount = 0,
  memberPlus,
}: {
  title: string;
  categories: ReadonlyArray<CardCategory>;
  eagerCount?: number;
  /** The member-plus offer of custom tiles (spec 001 §5), when the app has one. */
  memberPlus?: MemberPlusTileOffer;
}) {
  if (categories.length === 0) return null;
  return (
    <ul className="cat-grid cat-grid--categories" aria-label={title}>
      {categories.map((c, i) => (
        <li key={`${c.id}-${c.slug}`}>
          <CategoryTile category={c} eager={i < eagerCount} memberPlus={memberPlus} />
        </li>
      ))}
    </ul>
  );
}
