/**
 * The other video and model lists (spec 000 §2.2, §2.4 'Video lists', 'Models list and card'): /free/ (its cards'
 * links carry isVideoFromFreePage=1), /vr-porn-compilations/ (/500-scenes/ redirects there: a 301 from the server,
 * a redirect here for a click inside the app), a video tag's videos at /videos/tag/{slug}/ and a model tag's models at
 * /models/tag/{slug}/. Each is server-rendered with its head (' - Page N', rel prev/next, ItemList JSON-LD) and
 * breadcrumbs, in the visitor's layout. Loaders are in video-lists.data.ts, heads in video-lists.head.ts, loaded with the route (route-code.ts).
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { COMPILATIONS_PATH, OLD_COMPILATIONS_PATH } from '../../../domain/constants.ts';
import { routeCode } from '../route-code.ts';
import { layoutScreen } from '../screens/list-layout.tsx';
import { ModelListSearch, VideoListSearch } from '../search.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./video-lists.data.ts'), 'app/router/routes/video-lists.data.ts');
const head = routeCode(() => import('./video-lists.head.ts'), 'app/router/routes/video-lists.head.ts');

const videoCollectionScreen = layoutScreen(
  () => import('../../../views/containers/VideoListScreens.tsx'),
  'VideoCollectionScreen',
  'views/containers/VideoListScreens.tsx',
  'videos',
);

const videoListSearch = {
  validateSearch: VideoListSearch,
  search: { middlewares: [stripSearchParams<VideoListSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: VideoListSearch }) => search,
  notFoundComponent: listNotFound.notFoundComponent,
};

export const freeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/free/',
  ...videoListSearch,
  loader: code('freeLoader'),
  head: head('freeHead'),
  component: videoCollectionScreen,
});

export const compilationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: COMPILATIONS_PATH,
  ...videoListSearch,
  loader: code('compilationsLoader'),
  head: head('compilationsHead'),
  component: videoCollectionScreen,
});

/** A click on an old link inside the app; a request for the page gets the server's 301 (app/server/site-server.ts). */
export const oldCompilationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: OLD_COMPILATIONS_PATH,
  beforeLoad: () => {
    throw redirect({ to: COMPILATIONS_PATH, statusCode: 301 });
  },
});

export const videoTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/videos/tag/$slug/',
  ...videoListSearch,
  loader: code('videoTagLoader'),
  head: head('videoTagHead'),
  component: videoCollectionScreen,
});

export const modelTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/models/tag/$slug/',
  validateSearch: ModelListSearch,
  search: { middlewares: [stripSearchParams<ModelListSearch>({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: code('modelTagLoader'),
  notFoundComponent: listNotFound.notFoundComponent,
  head: head('modelTagHead'),
  component: layoutScreen(() => import('../../../views/containers/ModelScreens.tsx'), 'ModelsScreen', 'views/containers/ModelScreens.tsx', 'models'),
});

export const videoListRoutes = [freeRoute, compilationsRoute, oldCompilationsRoute, videoTagRoute, modelTagRoute] as const;
