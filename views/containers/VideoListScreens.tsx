/** Video lists (spec 000 §2.4 'Video lists'): /videos/ and a category's videos, 12 a page with sort and category filter. */
import { isCustomCategory } from '../../contracts/guards.ts';
import type { StandardCategory } from '../../contracts/content-api.ts';

import { CategoryPage } from '../catalogue/CategoryPage.tsx';
import { VideosPage } from '../catalogue/VideosPage.tsx';
import type { CardCategory, CardVideoItem } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { type ListSearch, listQuery, useListNavigation } from './list-navigation.ts';
import { useCardOptions } from './use-card-options.ts';
import { useVisit } from './VisitContext.tsx';

type CardVideoList = { items: CardVideoItem[]; pages: number };

export function VideosScreen({ data }: { data: { list: CardVideoList; categories: CardCategory[]; search: ListSearch } }) {
  const { site } = useVisit();
  const card = useCardOptions();
  const { search, list } = data;
  const nav = useListNavigation('/videos/', search);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${site.acronym} Porn Videos` }]} />
      <VideosPage
        {...card}
        {...nav}
        h1={`${site.acronym} Porn Videos`}
        videos={list.items}
        layout="grid"
        sort={search.sort ?? 'popular'}
        category={search.category ?? 'all'}
        categories={data.categories.flatMap((c) => (isCustomCategory(c) ? [] : [{ slug: c.slug, name: c.name }]))}
        path="/videos/"
        page={search.page}
        pages={list.pages}
        query={listQuery(search)}
      />
    </>
  );
}

export function CategoryScreen({ data }: { data: { category: StandardCategory; list: CardVideoList; search: ListSearch } }) {
  const card = useCardOptions();
  const { category, list, search } = data;
  const path = `/categories/${category.slug}/`;
  const nav = useListNavigation(path, search);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories', href: '/categories/' }, { label: category.name }]} />
      <CategoryPage
        {...card}
        {...nav}
        category={category}
        videos={list.items}
        layout="grid"
        sort={search.sort ?? 'popular'}
        categories={[]}
        hideCategory
        path={path}
        page={search.page}
        pages={list.pages}
        query={listQuery({ ...search, category: undefined })}
      />
    </>
  );
}
