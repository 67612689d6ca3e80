/**
 * /embed/{slug}/'s head (embed.tsx; loaded with the route, app/router/route-code.ts): the canonical is the video's
 * page, and the embed itself is not indexed. Its loader is embed.data.ts: a page's hydration needs its head, not its loader.
 */
import { detailHead } from '../head.ts';
import type { HeadContext } from '../route-code.ts';
import type { EmbedData } from '../screens/embed.tsx';
import type {} from './embed.data.ts';

export const embedHead = ({ loaderData, match }: HeadContext<EmbedData>) => {
  const { config } = match.context.services;
  const video = loaderData?.video;
  return detailHead(config, {
    path: video ? `/videos/${video.slug}/` : '/videos/',
    title: video ? `${video.title} - ${config.siteName}` : config.siteName,
    image: video?.poster,
    robots: 'noindex, follow',
  });
};
