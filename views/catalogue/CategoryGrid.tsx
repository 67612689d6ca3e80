/** A grid of category tiles labelled by its title (spec 000 §2.4 'Categories'). */
import type { CustomCategory } from '../../contracts/content-api.ts';
import { CategoryTile } from './CategoryTile.tsx';
import type { CardCategory } from './types.ts';
import './catalogue.css';

export function CategoryGrid({
  title,
  categories,
  eagerCount = 0,
  onMemberPlus,
}: {
  title: string;
  categories: ReadonlyArray<CardCategory>;
  eagerCount?: number;
  onMemberPlus?: (category: CustomCategory) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <ul className="cat-grid cat-grid--categories" aria-label={title}>
      {categories.map((c, i) => (
        <li key={`${c.id}-${c.slug}`}>
          <CategoryTile category={c} eager={i < eagerCount} onMemberPlus={onMemberPlus} />
        </li>
      ))}
    </ul>
  );
}
