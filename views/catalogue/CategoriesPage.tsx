/**
 * Category list (spec 000 §2.4 'Categories'): a grid of standard and custom category tiles; custom ones
 * (with a 'type') link to their own link in a new tab.
 */
import type { ReactNode } from 'react';
import { CategoryGrid } from './CategoryGrid.tsx';
import type { MemberPlusTileOffer } from './CategoryTile.tsx';
import type { CardCategory } from './types.ts';
import './catalogue.css';

interface CategoriesPageProps {
  h1: string;
  categories: ReadonlyArray<CardCategory>;
  /** The member-plus offer of custom tiles (spec 001 §5), when the app has one. */
  memberPlus?: MemberPlusTileOffer;
  children?: ReactNode;
}

export function CategoriesPage({ h1, categories, memberPlus, children }: CategoriesPageProps) {
  return (
    <div className="cat-page cat-categories">
      <h1>{h1}</h1>
      <CategoryGrid title={h1} categories={categories} eagerCount={4} memberPlus={memberPlus} />
      {children ? <div className="cat-seo-text">{children}</div> : null}
    </div>
  );
}
