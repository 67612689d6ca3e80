/**
 * Video lists (spec 000 §2.4 'Video lists'): /videos/, a category's videos, the free videos, the compilations and a
 * video tag's videos, 12 a page with sort (and on /videos/ the category filter), in the visitor's layout.
 */
import type { VideoSort } from '../../contracts/content-api.ts';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { isCustomCategory } from '../../contracts/guards.ts';
import type { StandardCategory, Tag } from '../../contracts/content-api.ts';

import type { ListLayout } from '../../domain/list-layout.ts';
import { type SeoTextData, seoTextOn } from '../../domain/seo-text.ts';
import { CategoryPage } from '../catalogue/CategoryPage.tsx';
import { VideosPage } from '../catalogue/VideosPage.tsx';
import type { CardCategory, CardVideoItem } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from './AdBannerSlot.tsx';
import { type ListSearch, listQuery, useListNavigation } from './list-navigation.ts';
import { PageSeoText } from './PageSeoText.tsx';
import { useCardOptions } from './use-card-options.ts';
import { useVisit } from './VisitContext.tsx';

type CardVideoList = { items: CardVideoItem[]; pages: number };
/** The visitor's layout of video lists and its switch (app/router/screens/list-layout.tsx). */
type Layout = { layout: ListLayout; onLayoutChange: (layout: ListLayout) => void };

export function VideosScreen({
  data,
  layout,
  onLayoutChange,
}: {
  data: {
    list: CardVideoList;
    categories: CardCategory[];
    search: ListSearch;
    sort: VideoSort;
    seoText?: SeoTextData | null;
    adBanner?: AdBanner | null;
  };
} & Layout) {
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
        layout={layout}
        onLayoutChange={onLayoutChange}
        sort={data.sort}
        category={search.category ?? 'all'}
        categories={data.categories.flatMap((c) => (isCustomCategory(c) ? [] : [{ slug: c.slug, name: c.name }]))}
        path="/videos/"
        page={search.page}
        pages={list.pages}
        query={listQuery(search)}
      />
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}

export function CategoryScreen({
  data,
  layout,
  onLayoutChange,
}: { data: { category: StandardCategory; list: CardVideoList; search: ListSearch; sort: VideoSort; adBanner?: AdBanner | null } } & Layout) {
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
        layout={layout}
        onLayoutChange={onLayoutChange}
        sort={data.sort}
        categories={[]}
        hideCategory
        path={path}
        page={search.page}
        pages={list.pages}
        query={listQuery({ ...search, category: undefined })}
      />
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={seoTextOn('categories-slug', category.seoParams)} />
    </>
  );
}

/** Which list of videos a collection page shows (spec 000 §2.2: free, vr-porn-compilations, video_tag-slug). */
export type VideoCollection = { kind: 'free' } | { kind: 'compilations' } | { kind: 'tag'; tag: Pick<Tag, 'slug' | 'label' | 'description'> };

/** Where a collection lives and what its heading says. */
export function collectionPage(collection: VideoCollection, acronym: string): { path: string; h1: string } {
  switch (collection.kind) {
    case 'free':
      return { path: '/free/', h1: `Free ${acronym} Porn Videos` };
    case 'compilations':
      return { path: '/vr-porn-compilations/', h1: `${acronym} Porn Compilations` };
    case 'tag':
      return { path: `/videos/tag/${collection.tag.slug}/`, h1: `${collection.tag.label} ${acronym} Porn Videos` };
  }
}

/** The free videos (their links carry isVideoFromFreePage=1), the compilations, or a video tag's videos. */
export function VideoCollectionScreen({
  data,
  layout,
  onLayoutChange,
}: { data: { collection: VideoCollection; list: CardVideoList; search: ListSearch; sort: VideoSort; seoText?: SeoTextData | null } } & Layout) {
  const { site } = useVisit();
  const card = useCardOptions();
  const { collection, list, search } = data;
  const { path, h1 } = collectionPage(collection, site.acronym);
  const nav = useListNavigation(path, search);
  const crumbs =
    collection.kind === 'tag'
      ? [{ label: 'Home', href: '/' }, { label: `${site.acronym} Porn Videos`, href: '/videos/' }, { label: collection.tag.label }]
      : [{ label: 'Home', href: '/' }, { label: h1 }];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <VideosPage
        {...card}
        {...nav}
        linkQuery={collection.kind === 'free' ? '?isVideoFromFreePage=1' : undefined}
        h1={h1}
        videos={list.items}
        layout={layout}
        onLayoutChange={onLayoutChange}
        sort={data.sort}
        category="all"
        categories={[]}
        hideCategory
        path={path}
        page={search.page}
        pages={list.pages}
        query={listQuery({ ...search, category: undefined })}
      >
        {collection.kind === 'tag' && collection.tag.description ? <p>{collection.tag.description}</p> : null}
      </VideosPage>
      <PageSeoText text={data.seoText} />
    </>
  );
}
