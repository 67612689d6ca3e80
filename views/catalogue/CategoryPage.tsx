/**
 * A category's videos (spec 000 §2.4 'Video lists' on category pages, route categories-slug): h1 category
 * name, description, then the video list with controls and pagination.
 */
import type { ReactNode } from 'react';
import type { StandardCategory } from '../../contracts/content-api.ts';
import { VideoListSection, type VideoListSectionProps } from './VideoListSection.tsx';
import './catalogue.css';

interface CategoryPageProps extends Omit<VideoListSectionProps, 'category'> {
  category: StandardCategory;
  /** Selected value of the category filter; default this category's slug. */
  filterCategory?: string;
  children?: ReactNode;
}

export function CategoryPage({ category, filterCategory, children, ...list }: CategoryPageProps) {
  return (
    <div className="cat-page cat-category">
      <h1>{category.name}</h1>
      {category.description ? <p className="cat-category-description">{category.description}</p> : null}
      <VideoListSection listTitle={`${category.name} videos`} {...list} category={filterCategory ?? category.slug} />
      {children ? <div className="cat-seo-text">{children}</div> : null}
    </div>
  );
}
