/**
 * The broadcast room's route (spec 002 §2.1 '/{vrCamListSlug}/{modelNickname}/' vr-cam-broadcast, §2.3, §7): one route
 * per slug a preset may configure (`CAM_LIST_SLUGS`), the 404 screen unless the cam area is on and the slug is this
 * site's. The loader fetches the model's broadcast by nickname (REST, the API's 404 → /404/) and the model's profile,
 * with the route's SEO text and the cam area's ad banner ('vr-cam-broadcast' → place 'vr-cam-girls'), so the page is
 * server-rendered with the model's name, bio, profile, viewers and text status, and its head from the broadcast's
 * seoParams. `?restore=1` (the cam session's incomplete private show) enters the room restoring the show. A viewer
 * outside the verified view is sent to /join-now/ by the site gate every route passes (app/router/gate.ts).
 * The loader and head are in cam-room.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { CAM_LIST_SLUGS } from '../../../domain/cam-routes.ts';
import { forPage, routeCode } from '../route-code.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./cam-room.data.ts'), 'app/router/routes/cam-room.data.ts');
const head = routeCode(() => import('./cam-room.head.ts'), 'app/router/routes/cam-room.head.ts');
const roomLoader = code('camRoomLoader');
const roomHead = head('camRoomHead');

export type CamRoomSearch = { restore?: 1 };
/** `restore=1` only; anything else is dropped. */
export const CamRoomSearch = (search: Record<string, unknown>): CamRoomSearch =>
  search.restore === 1 || search.restore === '1' || search.restore === true ? { restore: 1 } : {};

const camRoomRoute = (slug: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/$modelNickname/`,
    validateSearch: CamRoomSearch,
    loader: forPage(roomLoader, { slug }),
    head: forPage(roomHead, { slug }),
    notFoundComponent: listNotFound.notFoundComponent,
    component: lazyRoute(() => import('../screens/cam-room.tsx'), 'camRoomRouteComponent', [
      'app/router/screens/cam-room.tsx',
      'views/cams/BroadcastRoomScreen.tsx',
    ]),
  });

/** The room route of every slug a preset may configure (404 unless it is this site's). */
export const camRoomRoutes = CAM_LIST_SLUGS.map(camRoomRoute);
