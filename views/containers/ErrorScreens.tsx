/** The error screens (spec 000 §2.4 'Error screens', §8): 401 → 'Access denied'; anything else → the 404 screen. */
import type { Category, HomePageBuilder, VideoList } from '../../contracts/content-api.ts';
import { AccessDenied } from '../catalogue/AccessDenied.tsx';
import { NotFoundPage } from '../catalogue/NotFoundPage.tsx';
import { useCardOptions } from './use-card-options.ts';

export function NotFoundScreen({ data }: { data: { home: HomePageBuilder; categories: Category[]; latest: VideoList } }) {
  const card = useCardOptions();
  const videos = data.home.topVideos.length ? data.home.topVideos : data.latest.items;
  return <NotFoundPage {...card} videos={videos} categories={data.categories} models={data.home.topModels} />;
}

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
};

/** A page error inside the site chrome; the suggestion lists are left empty (the loader that failed fetched none). */
export function PageErrorScreen({ error }: { error: unknown }) {
  const card = useCardOptions();
  if (statusOf(error) === 401) return <AccessDenied />;
  return <NotFoundPage {...card} videos={[]} categories={[]} models={[]} />;
}

/** An error outside the chrome (the document itself failed): static texts only. */
export function BareErrorScreen({ error }: { error: unknown }) {
  if (statusOf(error) === 401) return <AccessDenied />;
  return (
    <NotFoundPage
      acronym="VR"
      showJoinNow={false}
      joinUrl="/join-now/"
      verifiedView
      showReleaseDate={false}
      formatDate={String}
      previewingId={null}
      onPointerEnter={() => {}}
      onPointerLeave={() => {}}
      videos={[]}
      categories={[]}
      models={[]}
    />
  );
}
