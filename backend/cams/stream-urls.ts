/**
 * Where the simulator publishes a room's live HLS streams (a looping generated clip as a sliding-window
 * playlist per room, 2D and stereo 3D variants). The world (backend/cams/world.ts) puts these URLs in the broadcasts'
 * streams; backend/cams/hls.ts serves them. Paths are on the provider's host ({camProvider}, embedded /api/cam-provider).
 */
import type { StreamType } from '../../contracts/cam-provider.ts';

export const CAM_HLS_PREFIX = '/live';

/** The playlist of one room's stream of one type: {camProvider}/live/{broadcastId}/{video2D|video3D}.m3u8. */
export const streamPlaylistPath = (broadcastId: string, type: StreamType): string =>
  `${CAM_HLS_PREFIX}/${encodeURIComponent(broadcastId)}/${type}.m3u8`;
