/**
 * Containers of the catalogue screens (spec 000 §2.4): loader data plus the visit's state → presentational
 * pages; list controls navigate (the URL is the list's state, so pages work without JavaScript too).
 */
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { Category, HomePageBuilder, Model, ModelList, StandardCategory, Video, VideoList, VideoSort } from '../../contracts/content-api.ts';
import { seedFromString, shuffleSuggested } from '../../machines/rules/suggested.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';
import { CategoriesPage } from '../catalogue/CategoriesPage.tsx';
import { CategoryPage } from '../catalogue/CategoryPage.tsx';
import { HomePage } from '../catalogue/HomePage.tsx';
import { ModelPage } from '../catalogue/ModelPage.tsx';
import { ModelsPage } from '../catalogue/ModelsPage.tsx';
import { VideoPage } from '../catalogue/VideoPage.tsx';
import { VideosPage } from '../catalogue/VideosPage.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { useCardOptions } from './use-card-options.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

interface ListSearch {
  page: number;
  sort?: VideoSort;
  category?: string;
}

const listQuery = (search: ListSearch, extra: Record<string, string | undefined> = {}) => {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries({ sort: search.sort, category: search.category, ...extra })) if (v) q[k] = v;
  return q;
};

export function HomeScreen({ data }: { data: { home: HomePageBuilder; categories: Category[] } }) {
  const card = useCardOptions();
  return <HomePage {...card} home={data.home} categories={data.categories} />;
}

function useListNavigation(path: string, search: ListSearch) {
  const navigate = useNavigate();
  const go = (next: Partial<ListSearch>) => {
    const merged = { ...search, ...next, page: 1 };
    const q = new URLSearchParams(listQuery(merged));
    void navigate({ href: q.size ? `${path}?${q}` : path });
  };
  return {
    onSortChange: (sort: VideoSort) => go({ sort }),
    onCategoryChange: (slug: string) => go({ category: slug === 'all' ? undefined : slug }),
  };
}

export function VideosScreen({ data }: { data: { list: VideoList; categories: Category[]; search: ListSearch } }) {
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
        categories={data.categories.flatMap((c) => ('type' in c ? [] : [{ slug: c.slug, name: c.name }]))}
        path="/videos/"
        page={search.page}
        pages={list.pages}
        query={listQuery(search)}
      />
    </>
  );
}

export function VideoScreen({ data }: { data: { video: Video; similar: Video[] } }) {
  const { site } = useVisit();
  const card = useCardOptions();
  const { flags } = useSessionView();
  const { video } = data;
  const panel = useActorRef(videoPanelMachine, { input: { canWatchFull: flags.activeOrExpired } });
  const panelName = useSelector(panel, (s) =>
    s.hasTag('player') ? 'player' : s.hasTag('sharing') ? 'sharing' : s.hasTag('trailer') ? 'trailer' : 'poster',
  );
  const suggested = shuffleSuggested(
    data.similar.filter((v) => v.id !== video.id),
    seedFromString(video.slug),
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${site.acronym} Porn Videos`, href: '/videos/' }, { label: video.title }]} />
      <VideoPage
        {...card}
        video={video}
        suggested={suggested}
        panel={panelName}
        onPlayTrailer={() => panel.send({ type: 'TRAILER_REQUESTED' })}
        onPlayFull={() => panel.send({ type: 'FULL_REQUESTED' })}
        onShare={() => panel.send({ type: 'SHARE_REQUESTED' })}
        onClosePanel={() => panel.send({ type: 'CLOSE_REQUESTED' })}
        canWatchFull={flags.activeOrExpired}
        pageUrl={`${site.siteUrl}/videos/${video.slug}/`}
      />
    </>
  );
}

export function ModelsScreen({ data }: { data: { list: ModelList; search: { page: number; letter?: string } } }) {
  const { site } = useVisit();
  const { verifiedView } = useSessionView();
  const { list, search } = data;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models' }]} />
      <ModelsPage
        verifiedView={verifiedView}
        h1={`${site.acronym} Pornstars`}
        models={list.items}
        letter={search.letter ?? 'all'}
        path="/models/"
        page={search.page}
        pages={list.pages}
        query={search.letter ? { letter: search.letter } : {}}
      />
    </>
  );
}

export function ModelScreen({ data }: { data: { model: Model; videos: VideoList; similar: Model[]; nowSec: number } }) {
  const card = useCardOptions();
  const { model } = data;
  const videos = data.videos.items.filter((v): v is Video => !('type' in v)).sort((a, b) => b.publishedAt - a.publishedAt);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Models', href: '/models/' }, { label: model.title }]} />
      <ModelPage {...card} model={model} videos={videos} similar={data.similar} nowSec={data.nowSec} />
    </>
  );
}

export function CategoriesScreen({ data }: { data: { categories: Category[] } }) {
  const { site } = useVisit();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <CategoriesPage h1={`${site.acronym} Porn Categories`} categories={data.categories} />
    </>
  );
}

export function CategoryScreen({ data }: { data: { category: StandardCategory; list: VideoList; search: ListSearch } }) {
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
