/** A grid of category tiles labelled by its title (spec 000 §2.4 'Categories'). */
import type { Category } from '../../contracts/content-api.ts';
import { CategoryTile } from './CategoryTile.tsx';

export function CategoryGrid({
  title,
  categories,
  eagerCount = 0,
  onMemberPlus,
}: {
  title: string;
  categories: ReadonlyArray<Category>;
  eagerCount?: number;
  onMemberPlus?: (category: Category) => void;
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
