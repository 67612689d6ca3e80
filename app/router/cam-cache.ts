/**
 * The tab's cam cache (adapters/cam-cache.ts) with the list's rules (domain/cam-list.ts): pages of 12 rooms and the
 * refresh schedule's steps. One for the tab in the browser; on the server a new, empty one each time (nothing is
 * shared between visitors).
 */
import { type CamCache, createCamCache } from '../../adapters/cam-cache.ts';
import type { RoomPatch } from '../../adapters/cam-cache-entries.ts';
import type { CamBroadcast, CamRoom } from '../../contracts/cam-provider.ts';
import { CAM_ROOMS_PER_PAGE, type CamListFilter, camFilterKey, camPageCount, scheduleIndexOf } from '../../domain/cam-list.ts';

const newCache = () => createCamCache({ nowMs: Date.now, perPage: CAM_ROOMS_PER_PAGE, readScheduleIndex: scheduleIndexOf });

let tabCache: CamCache | null = null;

export function camListCache(): CamCache {
  if (typeof window === 'undefined') return newCache();
  tabCache ??= newCache();
  return tabCache;
}

/**
 * The broadcast room's write into the list's cache (spec 002 §4.3 'Text status changed … and so is the cached
 * description of that room in the list pages'; also viewers and status): the room updated in every cached page.
 */
export const updateCachedRoom = (roomId: string, patch: RoomPatch): void => camListCache().updateRoom(roomId, patch);

/**
 * What the room's page shows on arrival is on the list's cached card too (spec 002 §4.3): a viewer who leaves before
 * the room's channel answered (its code and socket come after the page) goes back to the card they saw in the room.
 * Written once per room, before anything the channel tells (entering's answer, the room's events) overwrites it.
 */
export const showLoadedRoom = (b: CamBroadcast): void =>
  updateCachedRoom(b.id, { description: b.broadcastTextStatus, viewers: b.broadcastMembersCount, status: b.broadcastStatus });

/**
 * The list page a viewer is shown: the tab cache's copy when it holds that page (kept current by the rooms' events,
 * spec 002 §4.3), else the loader's (the server's page on the first view), which the cache keeps from then on so those
 * events reach it. Called as the list shows (app/router/screens/cam-list.tsx), not only once its machine has come: a
 * room opened before then still updates the card the viewer goes back to. The server has no tab cache.
 */
export function shownCamPage(filter: CamListFilter, page: number, rooms: CamRoom[], total: number): { rooms: CamRoom[]; total: number } {
  const cache = camListCache();
  const key = camFilterKey(filter);
  const known = cache.roomPage(key, page);
  if (known) return { rooms: [...known.rooms], total: known.total };
  if (typeof window !== 'undefined') cache.storeRoomPage(key, page, rooms, total, camPageCount(total));
  return { rooms, total };
}
