/** What the VR player needs of a video (its playable sources: domain/player.ts playableSources). */
import type { Video } from '../../contracts/content-api.ts';

export type PlayerVideo = Pick<Video, 'id' | 'title' | 'poster' | 'vr' | 'videoPlayerSources' | 'thumbnailSprites' | 'chapters' | 'toyScript'>;
