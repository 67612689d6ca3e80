/**
 * The broadcast room route's loader (the head: cam-room.head.ts; cam-room.tsx; loaded with the route, app/router/route-code.ts): the 404
 * screen unless the cam area is on and the slug is this site's; the model's broadcast by nickname (REST, the API's
 * 404 → /404/) and the model's profile, with the route's SEO text and the cam area's ad banner ('vr-cam-broadcast' →
 * place 'vr-cam-girls'); the head from the broadcast's seoParams.
 */
import { camListPath, camRoomPath } from '../../../domain/cam-routes.ts';
import { CAM_PARTNER_ID } from '../../../domain/constants.ts';
import { loadAdBanner } from '../ad-banner.ts';
import type { LoaderContext } from '../route-code.ts';
import type { CamRoomRouteData } from '../screens/cam-room.tsx';
import { routeSeoText } from '../seo-text.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

export const CAM_ROOM_ROUTE_NAME = 'vr-cam-broadcast';

/** The list slug of the room's route: each slug's route gives its own (cam-room.tsx). */
export type RoomSlug = { slug: string };

export const camRoomLoader = async ({
  context: { services },
  params,
  slug,
}: LoaderContext & RoomSlug & { params: { modelNickname: string } }): Promise<CamRoomRouteData> => {
  const nickname = params.modelNickname;
  const { config } = services;
  if (!config.enableCams || slug !== config.vrCamListSlug) throw await pageNotFound(services);
  // The room's status moves every few seconds: no shared cache keeps the page longer than the list's refresh step.
  services.livePage();
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
};
