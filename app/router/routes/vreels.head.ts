/**
 * /vreels/'s head (vreels.tsx; loaded with the route, app/router/route-code.ts). Its loader is vreels.data.ts: a page's
 * hydration needs its head, not its loader.
 */
import { detailHead } from '../head.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import type { vreelsLoader } from './vreels.data.ts';

export const vreelsHead = ({ loaderData, match }: HeadContext<LoaderData<typeof vreelsLoader>>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/vreels/',
    title: `VReels - ${config.siteName}`,
    description: `Short vertical ${config.acronym} clips from ${config.siteName}: swipe through the scenes and open the full video.`,
    image: loaderData?.items[0]?.poster ?? null,
  });
};
