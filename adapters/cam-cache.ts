/**
 * The cam area's browser cache (spec 002 §4.4 'Cache'; its items and room pages in cam-cache-entries.ts): items with a
 * lifetime (1 hour by default), kept in memory. The room list stores its pages per filter (a fresh load renews the
 * entry's lifetime), the next page it loads in advance, its page count, filter options and schedule index; the
 * broadcast room updates a room's description, viewers or status inside every cached page (the pages are cut again
 * into pages of `perPage`, the entries keep their original expiry). The composition (app/router/cam-cache.ts) gives
 * it the list's page size and how a cached schedule index reads, and keeps the tab's one.
 */
import type { CamRoom } from '../contracts/cam-provider.ts';
import {
  CAM_CACHE_KEYS,
  CAM_CACHE_LIFETIME_MS,
  type CacheItem,
  type CachedRoomPages,
  type RoomPatch,
  cacheItem,
  filterItemKey,
  isFresh,
  pageOf,
  rewrittenItem,
  updateRoom,
  withPage,
} from './cam-cache-entries.ts';

export interface CamCache {
  /** A fresh item's value, or null (missing or expired). */
  get<T>(key: string): T | null;
  /** Stores an item: a fresh lifetime (`lifetimeMs`, default 1 hour), or with `keepExpiry` the item's original expiry. */
  set<T>(key: string, value: T, opts?: { lifetimeMs?: number; keepExpiry?: boolean }): void;
  delete(key: string): void;
  /** A cached page of a filter with the filter's total, or null. */
  roomPage(filterKey: string, page: number): { rooms: readonly CamRoom[]; total: number } | null;
  /** A loaded page of a filter (renews the filter's entry) and the filter's page count. */
  storeRoomPage(filterKey: string, page: number, rooms: readonly CamRoom[], total: number, pageCount: number): void;
  /** A room's description, viewers or status updated in every cached page of every filter (original expiry kept). */
  updateRoom(roomId: string, patch: RoomPatch): void;
  scheduleIndex(): number;
  storeScheduleIndex(index: number): void;
}

export interface CamCacheOptions {
  nowMs: () => number;
  /** Rooms per page of the list (the pages are cut again into pages of this size). */
  perPage: number;
  /** The schedule index a cached value stands for (0 when it is none or not a step). */
  readScheduleIndex: (cached: unknown) => number;
}

export function createCamCache(opts: CamCacheOptions): CamCache {
  const items = new Map<string, CacheItem<unknown>>();
  const fresh = (key: string) => {
    const item = items.get(key);
    if (isFresh(item, opts.nowMs())) return item;
    if (item) items.delete(key);
    return undefined;
  };
  const cache: CamCache = {
    get: <T>(key: string) => (fresh(key)?.value as T | undefined) ?? null,
    set(key, value, { lifetimeMs = CAM_CACHE_LIFETIME_MS, keepExpiry = false } = {}) {
      const now = opts.nowMs();
      items.set(key, keepExpiry ? rewrittenItem(fresh(key), value, now, lifetimeMs) : cacheItem(value, now, lifetimeMs));
    },
    delete: (key) => void items.delete(key),
    roomPage(filterKey, page) {
      const entry = cache.get<CachedRoomPages>(filterItemKey(CAM_CACHE_KEYS.roomPages, filterKey));
      const rooms = entry ? pageOf(entry, page) : null;
      return entry && rooms ? { rooms, total: entry.total } : null;
    },
    storeRoomPage(filterKey, page, rooms, total, pageCount) {
      const key = filterItemKey(CAM_CACHE_KEYS.roomPages, filterKey);
      cache.set(key, withPage(cache.get<CachedRoomPages>(key) ?? undefined, page, rooms, total));
      cache.set(filterItemKey(CAM_CACHE_KEYS.roomPageCount, filterKey), pageCount);
    },
    updateRoom(roomId, patch) {
      const prefix = `${CAM_CACHE_KEYS.roomPages}:`;
      for (const key of [...items.keys()]) {
        if (!key.startsWith(prefix)) continue;
        const entry = cache.get<CachedRoomPages>(key);
        if (!entry) continue;
        const pages = updateRoom(entry.pages, roomId, patch, opts.perPage);
        if (pages !== entry.pages) cache.set(key, { ...entry, pages }, { keepExpiry: true });
      }
    },
    scheduleIndex: () => opts.readScheduleIndex(cache.get<number>(CAM_CACHE_KEYS.scheduleIndex)),
    storeScheduleIndex: (index) => cache.set(CAM_CACHE_KEYS.scheduleIndex, opts.readScheduleIndex(index)),
  };
  return cache;
}
