/**
 * /embed/{slug}/ (spec 000 §2.2 embed-slug, §2.4 'Embed page'): a video's player alone, in the embed layout (no site
 * chrome, app/router/routes/root.tsx), for other sites to frame (app/server/security-headers.ts lets any site do so).
 * It plays the trailer's sources (those with a file, spec 000 §2.4) in the browser's own player until the VR player
 * (issue 12) takes its place. The canonical is the video's page, and the embed itself is not indexed.
 */
import { createRoute } from '@tanstack/react-router';
import type { EmbedVideo } from '../../../views/catalogue/EmbedPlayer.tsx';
import { detailHead } from '../head.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

export const embedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/embed/$slug/',
  loader: async ({ context: { services }, params }): Promise<{ video: EmbedVideo }> => {
    const video = await services.content.video(params.slug);
    if (!video) throw toNotFoundPage(params.slug);
    const trailer = video.videoPlayerSources.trailer.filter((s) => s.fileSize !== -1 && s.src);
    return { video: { slug: video.slug, title: video.title, poster: video.poster.permalink, trailer } };
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
  component: lazyScreen(() => import('../../../views/containers/EmbedScreen.tsx'), 'EmbedScreen', 'views/containers/EmbedScreen.tsx'),
});
