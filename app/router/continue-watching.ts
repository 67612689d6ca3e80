/**
 * 'Continue watching' on the home page: a signed-in member's full videos left part-way, the
 * latest watched first, as cards with the share watched. From the site API's watch history and the content API's
 * videos; none for guests, outside the verified view, or when either call fails (the adapters log and return empty).
 */
import { isCustomVideo } from '../../contracts/guards.ts';
import type { Video } from '../../contracts/content-api.ts';
import { isLoggedIn, nowSeconds } from '../../domain/claims.ts';
import type { ContinueWatchingCard } from '../../views/catalogue/ContinueWatching.tsx';
import { gridCardVideo } from './card-data.ts';
import type { Services } from './services.ts';

const RAIL_SIZE = 6;

export async function loadContinueWatching(services: Services, verifiedView: boolean): Promise<ContinueWatchingCard[]> {
  if (!verifiedView || !isLoggedIn(services.sessionTokens.read().atoken, nowSeconds(services.nowMs()))) return [];
  const places = (await services.site.watchHistory(12)).filter((p) => !p.finished && p.duration > 0).slice(0, RAIL_SIZE);
  if (places.length === 0) return [];
  const list = await services.content.videos({ videos: places.map((p) => p.videoId).join(','), limit: places.length });
  const byId = new Map(list.items.flatMap((v): [number, Video][] => (isCustomVideo(v) ? [] : [[v.id, v]])));
  return places.flatMap((p) => {
    const video = byId.get(p.videoId);
    return video ? [{ ...gridCardVideo(video), watched: Math.min(1, p.position / p.duration) }] : [];
  });
}
