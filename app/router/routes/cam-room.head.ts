/**
 * A cam room's head (cam-room.tsx; loaded with the route, app/router/route-code.ts). Its loader is cam-room.data.ts: a
 * page's hydration needs its head, not its loader.
 */
import { camListPath, camRoomPath } from '../../../domain/cam-routes.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext } from '../route-code.ts';
import type { CamRoomRouteData } from '../screens/cam-room.tsx';
import { listNotFoundHead } from '../head.ts';
import type { RoomSlug } from './cam-room.data.ts';

export const camRoomHead = ({ loaderData, match, slug }: HeadContext<CamRoomRouteData> & RoomSlug) => {
  const { config } = match.context.services;
  const notFoundHead = listNotFoundHead(match, config.siteName);
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
};
