import { describe, expect, it } from 'vitest';
import { createCamCache } from '../../../adapters/cam-cache.ts';
import type { CamRoom } from '../../../contracts/cam-provider.ts';
import {
  CAM_AUTH_INFO_LIFETIME_MS,
  CAM_CACHE_LIFETIME_MS,
  cacheItem,
  cutIntoPages,
  isFresh,
  rewrittenItem,
  updateRoom,
} from '../../../adapters/cam-cache-entries.ts';
import { CAM_ROOMS_PER_PAGE, scheduleIndexOf } from '../../../domain/cam-list.ts';

const room = (n: number, more: Partial<CamRoom> = {}): CamRoom => ({
  id: `r${n}`,
  modelId: `m${n}`,
  modelNickname: `model${n}`,
  modelName: `Model ${n}`,
  preview: '',
  category: 'girls',
  broadcastStatus: 'PUBLIC',
  broadcastTextStatus: `Text ${n}`,
  broadcastMembersCount: n,
  is6k: false,
  ...more,
});
const rooms = (from: number, count: number) => Array.from({ length: count }, (_, i) => room(from + i));

describe('cache items (spec 002 §4.4, §9)', () => {
  it('live 1 hour by default; the cam auth info 10 minutes', () => {
    expect(CAM_CACHE_LIFETIME_MS).toBe(3_600_000);
    expect(CAM_AUTH_INFO_LIFETIME_MS).toBe(600_000);
    const item = cacheItem('x', 1000);
    expect(item.expiresAt).toBe(1000 + 3_600_000);
    expect(isFresh(item, 1000 + 3_599_999)).toBe(true);
    expect(isFresh(item, 1000 + 3_600_000)).toBe(false);
    expect(isFresh(undefined, 0)).toBe(false);
  });
  it('an in-place write keeps the original expiry; a write of a missing item gets a fresh lifetime', () => {
    const item = cacheItem('x', 1000);
    expect(rewrittenItem(item, 'y', 500_000)).toEqual({ value: 'y', expiresAt: item.expiresAt });
    expect(rewrittenItem(undefined, 'y', 500_000).expiresAt).toBe(500_000 + 3_600_000);
  });
});

describe('updating a room inside the cached pages', () => {
  it('cuts rooms into pages of 12', () => {
    const pages = cutIntoPages(rooms(1, 30), CAM_ROOMS_PER_PAGE);
    expect(Object.keys(pages)).toEqual(['1', '2', '3']);
    expect(pages['3']).toHaveLength(6);
    expect(cutIntoPages(rooms(1, 12), CAM_ROOMS_PER_PAGE, 4)['4']).toHaveLength(12);
  });
  it('updates description, viewers and status in the page that holds the room, pages cut again into 12', () => {
    const pages = cutIntoPages(rooms(1, 30), CAM_ROOMS_PER_PAGE);
    const next = updateRoom(pages, 'r14', { description: 'Back soon', viewers: 99, status: 'AWAY' }, CAM_ROOMS_PER_PAGE);
    expect(next['2']?.[1]).toMatchObject({ id: 'r14', broadcastTextStatus: 'Back soon', broadcastMembersCount: 99, broadcastStatus: 'AWAY' });
    expect(Object.values(next).map((p) => p.length)).toEqual([12, 12, 6]);
    expect(next['1']?.map((r) => r.id)).toEqual(pages['1']?.map((r) => r.id));
    // The original is untouched.
    expect(pages['2']?.[1]?.broadcastStatus).toBe('PUBLIC');
  });
  it('the same pages when the room is not cached or nothing changes', () => {
    const pages = cutIntoPages(rooms(1, 24), CAM_ROOMS_PER_PAGE);
    expect(updateRoom(pages, 'nope', { status: 'AWAY' }, CAM_ROOMS_PER_PAGE)).toBe(pages);
    expect(updateRoom(pages, 'r3', { status: 'PUBLIC', viewers: 3 }, CAM_ROOMS_PER_PAGE)).toBe(pages);
  });
  it('pages with a gap are cut from the first page of each run, so no room crosses the gap', () => {
    const pages = { ...cutIntoPages(rooms(1, 12), CAM_ROOMS_PER_PAGE, 1), ...cutIntoPages(rooms(37, 12), CAM_ROOMS_PER_PAGE, 4) };
    const next = updateRoom(pages, 'r40', { description: 'Hi' }, CAM_ROOMS_PER_PAGE);
    expect(Object.keys(next).sort()).toEqual(['1', '4']);
    expect(next['4']?.[3]?.broadcastTextStatus).toBe('Hi');
    expect(next['1']).toBe(pages['1']);
  });
  it('a room in several pages (two loads apart) is updated in each', () => {
    const pages = { '1': rooms(1, 12), '3': [room(5), ...rooms(30, 11)] };
    const next = updateRoom(pages, 'r5', { viewers: 500 }, CAM_ROOMS_PER_PAGE);
    expect(next['1']?.[4]?.broadcastMembersCount).toBe(500);
    expect(next['3']?.[0]?.broadcastMembersCount).toBe(500);
  });
});

describe('the tab cache (adapters/cam-cache.ts)', () => {
  it('keeps pages per filter with their total; a fresh store renews, an update keeps the expiry', () => {
    let now = 0;
    const cache = createCamCache({ nowMs: () => now, perPage: CAM_ROOMS_PER_PAGE, readScheduleIndex: scheduleIndexOf });
    cache.storeRoomPage('girls||all', 1, rooms(1, 12), 30, 3);
    expect(cache.roomPage('girls||all', 1)?.total).toBe(30);
    expect(cache.get('roomPageCount:girls||all')).toBe(3);
    expect(cache.roomPage('girls||all', 2)).toBeNull();
    now = 3_000_000;
    cache.updateRoom('r2', { description: 'Updated' });
    expect(cache.roomPage('girls||all', 1)?.rooms[1]?.broadcastTextStatus).toBe('Updated');
    now = 3_600_000; // an hour after the store: the update did not renew it
    expect(cache.roomPage('girls||all', 1)).toBeNull();
  });
  it('stores the schedule index (0 when none or not a step)', () => {
    const cache = createCamCache({ nowMs: () => 0, perPage: CAM_ROOMS_PER_PAGE, readScheduleIndex: scheduleIndexOf });
    expect(cache.scheduleIndex()).toBe(0);
    cache.storeScheduleIndex(2);
    expect(cache.scheduleIndex()).toBe(2);
    cache.set('roomsScheduleIndex', 7);
    expect(cache.scheduleIndex()).toBe(0);
  });
});
