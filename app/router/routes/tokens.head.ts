/**
 * /tokens/'s head (tokens.tsx; loaded with the route, app/router/route-code.ts). Its loader is tokens.data.ts: a page's
 * hydration needs its head, not its loader.
 */
import { TOKENS_PATH } from '../../../domain/cam-routes.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext } from '../route-code.ts';
import type { TokensRouteData } from '../screens/tokens.tsx';
import type {} from './tokens.data.ts';

export const tokensHead = ({ loaderData, match }: HeadContext<TokensRouteData>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: TOKENS_PATH,
    title: `Buy Tokens - ${config.siteName}`,
    description: `Token packs for the live VR cams on ${config.siteName}: tip models, buy from their menus and take private shows.`,
    structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
  });
};
