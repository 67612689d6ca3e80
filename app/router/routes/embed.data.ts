/**
 * /embed/{slug}/'s loader (its head: embed.head.ts; embed.tsx; loaded with the route, app/router/route-code.ts): the video and its
 * trailer's playable sources; the canonical is the video's page, and the embed itself is not indexed.
 */
import { playableSources } from '../../../domain/player.ts';
import type { LoaderContext } from '../route-code.ts';
import type { EmbedData } from '../screens/embed.tsx';
import { toNotFoundPage } from './not-found.data.ts';

export const embedLoader = async ({ context: { services }, params }: LoaderContext & { params: { slug: string } }): Promise<EmbedData> => {
  const video = await services.content.video(params.slug);
  if (!video) throw toNotFoundPage(params.slug);
  const trailer = playableSources(video, 'trailer');
  const { id, title, poster, vr, thumbnailSprites } = video;
  return {
    video: { slug: video.slug, title, poster: poster.permalink, trailer },
    player: { id, title, poster, vr, videoPlayerSources: { trailer, full: [] }, thumbnailSprites, chapters: [], toyScript: null },
  };
};
