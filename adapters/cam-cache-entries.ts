/**
 * The cam area's cache (spec 002 §4.4 'Cache', §9): items with a lifetime (1 hour by default; the cam auth info 10
 * minutes), the keys the spec names, and the room pages of a filter, inside which a room's description, viewers or
 * status is updated and the pages cut again into pages of 12. Writes that change a cached item in place keep its
 * original expiry; a fresh load renews it. Pure: the cache (cam-cache.ts) holds the items and the clock, and is told
 * the page size.
 */
import type { BroadcastStatus, CamRoom } from '../contracts/cam-provider.ts';

/** Default cache lifetime (§9). */
export const CAM_CACHE_LIFETIME_MS = 3_600_000;
/** The cam auth info's lifetime (§4.4, §9: 600000 ms). */
export const CAM_AUTH_INFO_LIFETIME_MS = 600_000;

/** The cached items (§4.4 'Cached items'); room pages and their count are kept per filter (`${key}:${filterKey}`). */
export const CAM_CACHE_KEYS = {
  authInfo: 'camAuthInfo',
  roomPages: 'roomPages',
  roomPageCount: 'roomPageCount',
  models: 'models',
  scheduleIndex: 'roomsScheduleIndex',
  filterOptions: 'roomsFilterOptions',
  privateData: 'privateData',
} as const;

export interface CacheItem<T> {
  value: T;
  /** ms since the epoch. */
  expiresAt: number;
}

/** A fresh write: lives `lifetimeMs` from now. */
export const cacheItem = <T>(value: T, nowMs: number, lifetimeMs = CAM_CACHE_LIFETIME_MS): CacheItem<T> => ({ value, expiresAt: nowMs + lifetimeMs });

/** A write that keeps the item's original expiry (an in-place update); a missing item gets a fresh lifetime. */
export const rewrittenItem = <T>(item: CacheItem<unknown> | undefined, value: T, nowMs: number, lifetimeMs = CAM_CACHE_LIFETIME_MS): CacheItem<T> =>
  item ? { value, expiresAt: item.expiresAt } : cacheItem(value, nowMs, lifetimeMs);

export const isFresh = (item: CacheItem<unknown> | undefined, nowMs: number): item is CacheItem<unknown> =>
  item !== undefined && item.expiresAt > nowMs;

/** A filter's cached rooms: page number → its rooms; the pages known need not be contiguous. */
export type RoomPages = Readonly<Record<string, readonly CamRoom[]>>;

/** A filter's cache entry: its pages and the total count the last load said. */
export interface CachedRoomPages {
  pages: RoomPages;
  total: number;
}

/** What a live event changes of a room (§4.3 'Text status changed', 'Viewer count changed', a state change). */
export interface RoomPatch {
  description?: string;
  viewers?: number;
  status?: BroadcastStatus;
}

const patched = (room: CamRoom, patch: RoomPatch): CamRoom => ({
  ...room,
  ...(patch.description !== undefined ? { broadcastTextStatus: patch.description } : {}),
  ...(patch.viewers !== undefined ? { broadcastMembersCount: patch.viewers } : {}),
  ...(patch.status !== undefined ? { broadcastStatus: patch.status } : {}),
});

const changes = (room: CamRoom, patch: RoomPatch): boolean =>
  (patch.description !== undefined && patch.description !== room.broadcastTextStatus) ||
  (patch.viewers !== undefined && patch.viewers !== room.broadcastMembersCount) ||
  (patch.status !== undefined && patch.status !== room.broadcastStatus);

/** Rooms cut into pages of `perPage`, numbered from `firstPage`. */
export function cutIntoPages(rooms: readonly CamRoom[], perPage: number, firstPage = 1): Record<string, CamRoom[]> {
  const pages: Record<string, CamRoom[]> = {};
  for (let start = 0, n = firstPage; start < rooms.length; start += perPage, n++) pages[String(n)] = rooms.slice(start, start + perPage);
  return pages;
}

/** The known page numbers in runs of consecutive pages. */
function runsOf(pages: RoomPages): number[][] {
  const numbers = Object.keys(pages)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1)
    .sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const n of numbers) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === n - 1) run.push(n);
    else runs.push([n]);
  }
  return runs;
}

/**
 * The room `roomId` updated inside every page that holds it, and those pages cut again into pages of `perPage` (each
 * run of consecutive pages from its first page, so a page that is not cached never moves rooms across a gap). The same
 * object when the room is in none of the pages or nothing changes (so nothing re-renders).
 */
export function updateRoom(pages: RoomPages, roomId: string, patch: RoomPatch, perPage: number): RoomPages {
  let out: Record<string, readonly CamRoom[]> | null = null;
  for (const run of runsOf(pages)) {
    let hit = false;
    const rooms: CamRoom[] = [];
    for (const n of run) {
      for (const room of pages[String(n)] ?? []) {
        if (room.id === roomId && changes(room, patch)) {
          hit = true;
          rooms.push(patched(room, patch));
        } else rooms.push(room);
      }
    }
    if (!hit) continue;
    out ??= { ...pages };
    for (const n of run) delete out[String(n)];
    Object.assign(out, cutIntoPages(rooms, perPage, run[0]));
  }
  return out ?? pages;
}

/** A filter's entry with one page stored (the total as the load said). */
export const withPage = (entry: CachedRoomPages | undefined, page: number, rooms: readonly CamRoom[], total: number): CachedRoomPages => ({
  pages: { ...(entry?.pages ?? {}), [String(page)]: rooms },
  total,
});

/** One page of a filter's entry, or null when it is not cached. */
export const pageOf = (entry: CachedRoomPages | undefined, page: number): readonly CamRoom[] | null => entry?.pages[String(page)] ?? null;

/** The cache key of an item kept per filter. */
export const filterItemKey = (key: string, filterKey: string): string => `${key}:${filterKey}`;
