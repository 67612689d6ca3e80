/** What the VR player needs of a video, and its playable sources (spec 000 §2.4: sources with fileSize -1 are dropped). */
import type { Video } from '../../contracts/content-api.ts';

export type PlayerVideo = Pick<Video, 'id' | 'title' | 'poster' | 'vr' | 'videoPlayerSources' | 'thumbnailSprites' | 'chapters' | 'toyScript'>;

/** The sources of a kind that have a file, in the order given. */
export const playableSources = (video: Pick<Video, 'videoPlayerSources'>, kind: 'full' | 'trailer') =>
  video.videoPlayerSources[kind].filter((s) => s.fileSize !== -1 && s.src);
