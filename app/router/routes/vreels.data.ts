/**
 * /vreels/'s loader and head (vreels.tsx; loaded with the route, app/router/route-code.ts): the feed of short vertical
 * clips, or the 404 screen with enableVreels off.
 */
import { vreelsAutoplay } from '../../../domain/vreels.ts';
import { detailHead } from '../head.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import { toNotFoundPage } from './not-found.data.ts';

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export const vreelsLoader = async ({ context: { services }, deps }: LoaderContext & { deps: { vreelz?: 'on' } }) => {
  if (!services.config.enableVreels) throw toNotFoundPage('vreels');
  const items = await services.vreels.list();
  return { items, autoplay: vreelsAutoplay(services.config.enableVreels, deps.vreelz) };
};

export const vreelsHead = ({ loaderData, match }: HeadContext<Data<typeof vreelsLoader>>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/vreels/',
    title: `VReels - ${config.siteName}`,
    description: `Short vertical ${config.acronym} clips from ${config.siteName}: swipe through the scenes and open the full video.`,
    image: loaderData?.items[0]?.poster ?? null,
  });
};
