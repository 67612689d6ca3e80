/**
 * /embed/{slug}/ (spec 000 §2.2 embed-slug, §2.4 'Embed page'): a video's player alone, in the embed layout (no site
 * chrome, app/router/routes/root.tsx), for other sites to frame (app/server/security-headers.ts lets any site do so).
 * It plays the trailer's sources (those with a file, spec 000 §2.4) in the VR player once the app runs (the server's
 * HTML has the browser's own player). The canonical is the video's page, and the embed itself is not indexed.
 */
import { createRoute } from '@tanstack/react-router';
import { detailHead } from '../head.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import type { EmbedData } from '../screens/embed.tsx';
import { playableSources } from '../../../domain/player.ts';
import { toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

export const embedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/embed/$slug/',
  loader: async ({ context: { services }, params }): Promise<EmbedData> => {
    const video = await services.content.video(params.slug);
    if (!video) throw toNotFoundPage(params.slug);
    const trailer = playableSources(video, 'trailer');
    const { id, title, poster, vr, thumbnailSprites } = video;
    return {
      video: { slug: video.slug, title, poster: poster.permalink, trailer },
      player: { id, title, poster, vr, videoPlayerSources: { trailer, full: [] }, thumbnailSprites, chapters: [], toyScript: null },
    };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    const video = loaderData?.video;
    return detailHead(config, {
      path: video ? `/videos/${video.slug}/` : '/videos/',
      title: video ? `${video.title} - ${config.siteName}` : config.siteName,
      image: video?.poster,
      robots: 'noindex, follow',
    });
  },
  component: lazyScreen(() => import('../screens/embed.tsx'), 'EmbedWithPlayer', 'app/router/screens/embed.tsx'),
});
