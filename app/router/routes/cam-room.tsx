/**
 * The broadcast room's route (spec 002 §2.1 '/{vrCamListSlug}/{modelNickname}/' vr-cam-broadcast, §2.3, §7): one route
 * per slug a preset may configure (`CAM_LIST_SLUGS`), the 404 screen unless the cam area is on and the slug is this
 * site's. The loader fetches the model's broadcast by nickname (REST, the API's 404 → /404/) and the model's profile,
 * with the route's SEO text and the cam area's ad banner ('vr-cam-broadcast' → place 'vr-cam-girls'), so the page is
 * server-rendered with the model's name, bio, profile, viewers and text status, and its head from the broadcast's
 * seoParams. `?restore=1` (the cam session's incomplete private show) enters the room restoring the show. A viewer
 * outside the verified view is sent to /join-now/ by the site gate every route passes (app/router/gate.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { CAM_LIST_SLUGS, camListPath, camRoomPath } from '../../../domain/cam-routes.ts';
import { CAM_PARTNER_ID } from '../../../domain/constants.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import { type CamRoomRouteData, camRoomRouteComponent } from '../screens/cam-room.tsx';
import { routeSeoText } from '../seo-text.ts';
import type { Services } from '../services.ts';
import { listNotFound, pageNotFound, toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

export const CAM_ROOM_ROUTE_NAME = 'vr-cam-broadcast';

export type CamRoomSearch = { restore?: 1 };
/** `restore=1` only; anything else is dropped. */
export const CamRoomSearch = (search: Record<string, unknown>): CamRoomSearch =>
  search.restore === 1 || search.restore === '1' || search.restore === true ? { restore: 1 } : {};

async function camRoomLoader(services: Services, slug: string, nickname: string): Promise<CamRoomRouteData> {
  const { config } = services;
  if (!config.enableCams || slug !== config.vrCamListSlug) throw await pageNotFound(services);
  const [broadcast, seoText, adBanner] = await Promise.all([
    services.cams.broadcast(nickname, CAM_PARTNER_ID),
    routeSeoText(services, CAM_ROOM_ROUTE_NAME, camRoomPath(slug, nickname)),
    loadAdBanner(services, CAM_ROOM_ROUTE_NAME),
  ]);
  if (!broadcast) throw toNotFoundPage(nickname);
  const profile = broadcast.modelId ? await services.cams.profile(broadcast.modelId) : null;
  const name = broadcast.modelName || profile?.name || broadcast.modelNickname;
  return {
    slug,
    nickname: broadcast.modelNickname || nickname,
    broadcast,
    profile,
    seoText,
    adBanner,
    crumbs: [{ label: 'Home', href: '/' }, { label: config.camSectionLabel, href: camListPath(slug) }, { label: name }],
  };
}

const camRoomRoute = (slug: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/$modelNickname/`,
    validateSearch: CamRoomSearch,
    loader: ({ context: { services }, params }) => camRoomLoader(services, slug, params.modelNickname),
    head: ({ loaderData, match }) => {
      const { config } = match.context.services;
      const notFoundHead = listNotFound.head(match, config.siteName);
      if (notFoundHead) return notFoundHead;
      if (!loaderData) return detailHead(config, { path: camListPath(slug), title: config.siteName });
      const name = loaderData.crumbs.at(-1)?.label ?? loaderData.nickname;
      return detailHead(config, {
        path: camRoomPath(slug, loaderData.nickname),
        seo: loaderData.broadcast.seoParams,
        title: `${name} Live VR Cam - ${config.siteName}`,
        description: loaderData.broadcast.broadcastTextStatus || `${name} live in VR on ${config.siteName}.`,
        structured: [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)],
      });
    },
    notFoundComponent: listNotFound.notFoundComponent,
    component: camRoomRouteComponent,
  });

/** The room route of every slug a preset may configure (404 unless it is this site's). */
export const camRoomRoutes = CAM_LIST_SLUGS.map(camRoomRoute);
