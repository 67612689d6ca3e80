/**
 * The cam lists' head (cams.tsx; loaded with the route, app/router/route-code.ts). Their loaders are cams.data.ts: a
 * page's hydration needs its head, not its loader.
 */
import { camPageCount } from '../../../domain/cam-list.ts';
import type { CamListRouteData } from '../cam-list-data.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext } from '../route-code.ts';
import { listNotFoundHead } from '../head.ts';
import type {} from './cams.data.ts';

export function camListHead({ loaderData, match }: HeadContext<CamListRouteData>) {
  const { config } = match.context.services;
  const tag = loaderData?.tag ?? null;
  const heading = tag ? `${tag.name} ${config.camSectionLabel}` : `Live ${config.camSectionLabel}`;
  return (
    listNotFoundHead(match, config.siteName) ??
    listHead(config, {
      path: loaderData?.path ?? match.pathname,
      page: loaderData?.page,
      pages: loaderData ? camPageCount(loaderData.total) : undefined,
      title: `${heading} - ${config.siteName}`,
      description: tag
        ? `${tag.groupName} Live VR Porn: ${tag.name} cam rooms streaming live in 2D and 3D VR on ${config.siteName}.`
        : `${config.camSectionLabel} live on ${config.siteName}: cam rooms streaming in 2D and 3D VR, with private shows, tips and chat.`,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    })
  );
}
