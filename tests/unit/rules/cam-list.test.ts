import { describe, expect, it } from 'vitest';
import {
  CAM_REFRESH_MS,
  CAM_REFRESH_SCHEDULE,
  DEFAULT_CAM_FILTER,
  camFilterKey,
  camListHref,
  camListServed,
  camPageCount,
  camPageQuery,
  filterOfSearch,
  groupChoice,
  isLastCamPage,
  nextCamPage,
  nextScheduleIndex,
  parseCamListSearch,
  scheduleIndexOf,
  tagCodesOf,
  withGroupTag,
} from '../../../domain/cam-list.ts';
import { STATUS_GROUPS } from '../../../domain/cam-status.ts';

describe('cam list paging (spec 002 §2.2, §4.4, §9)', () => {
  it('page count = ceil(total / 12)', () => {
    expect(camPageCount(0)).toBe(0);
    expect(camPageCount(1)).toBe(1);
    expect(camPageCount(12)).toBe(1);
    expect(camPageCount(13)).toBe(2);
    expect(camPageCount(48)).toBe(4);
  });
  it('a page is the last when its number is >= the page count; the next page only when more exist', () => {
    expect(isLastCamPage(1, 2)).toBe(false);
    expect(isLastCamPage(2, 2)).toBe(true);
    expect(isLastCamPage(3, 2)).toBe(true);
    expect(isLastCamPage(1, 0)).toBe(true);
    expect(nextCamPage(1, 2)).toBe(2);
    expect(nextCamPage(2, 2)).toBeNull();
  });
});

describe('the query of a filter (spec 002 §2.2, §3.1, §9)', () => {
  it('girls, every status, 12 a page, offline shown by default', () => {
    expect(camPageQuery(DEFAULT_CAM_FILTER, 1)).toEqual({
      page: 1,
      perPage: 12,
      categoryCodes: ['girls'],
      tagCodes: [],
      status: 'all',
      showOffline: true,
      partnerId: 'vrcams',
    });
  });
  it('carries the category, the tags and the status', () => {
    const q = camPageQuery({ category: 'trans', tags: ['blonde', 'tattoo'], status: 'away' }, 3, 'p1');
    expect(q).toMatchObject({ page: 3, categoryCodes: ['trans'], tagCodes: ['blonde', 'tattoo'], status: 'away', partnerId: 'p1' });
  });
  it('one key per filter, whatever the order of its tags', () => {
    expect(camFilterKey({ category: 'girls', tags: ['b', 'a'], status: 'all' })).toBe(
      camFilterKey({ category: 'girls', tags: ['a', 'b'], status: 'all' }),
    );
    expect(camFilterKey({ category: 'girls', tags: [], status: 'all' })).not.toBe(camFilterKey({ category: 'couples', tags: [], status: 'all' }));
  });
});

describe('the refresh schedule (spec 002 §4.4)', () => {
  it('3 steps of 30 s, all statuses each', () => {
    expect(CAM_REFRESH_SCHEDULE).toHaveLength(3);
    for (const step of CAM_REFRESH_SCHEDULE) {
      expect(step.delayMs).toBe(CAM_REFRESH_MS);
      expect(step.statuses).toEqual(STATUS_GROUPS.ALL);
    }
    expect(CAM_REFRESH_MS).toBe(30_000);
  });
  it('moves 0 → 1 → 2 → 0; a cached index that is no step starts at 0', () => {
    expect(nextScheduleIndex(0)).toBe(1);
    expect(nextScheduleIndex(1)).toBe(2);
    expect(nextScheduleIndex(2)).toBe(0);
    expect(scheduleIndexOf(2)).toBe(2);
    expect(scheduleIndexOf(3)).toBe(0);
    expect(scheduleIndexOf('1')).toBe(0);
    expect(scheduleIndexOf(null)).toBe(0);
  });
});

describe('the filter in the address', () => {
  it('reads category, tags, status and page; bad values are the defaults, defaults are left out', () => {
    expect(parseCamListSearch({})).toEqual({ page: 1 });
    expect(parseCamListSearch({ category: 'girls', status: 'all', page: '1' })).toEqual({ page: 1 });
    expect(parseCamListSearch({ category: 'couples', tags: 'blonde,,x y,blonde,redhead', status: 'away', page: 2 })).toEqual({
      page: 2,
      category: 'couples',
      tags: 'blonde,redhead',
      status: 'away',
    });
    expect(parseCamListSearch({ category: 'robots', status: 'sleeping', page: '-3' })).toEqual({ page: 1 });
  });
  it('the filter of an address, and back', () => {
    const filter = filterOfSearch(parseCamListSearch({ category: 'trans', tags: 'a,b', status: 'offline' }));
    expect(filter).toEqual({ category: 'trans', tags: ['a', 'b'], status: 'offline' });
    expect(camListHref('/vr-cam-girls/', filter, 2)).toBe('/vr-cam-girls/?category=trans&tags=a%2Cb&status=offline&page=2');
    expect(camListHref('/vr-cam-girls/', DEFAULT_CAM_FILTER)).toBe('/vr-cam-girls/');
    expect(tagCodesOf(42)).toEqual(['42']);
  });
  it("a tag group's choice replaces that group's tag only", () => {
    const filter = { ...DEFAULT_CAM_FILTER, tags: ['blonde', 'tattoo'] };
    const hair = ['blonde', 'redhead'];
    expect(groupChoice(filter, hair)).toBe('blonde');
    expect(withGroupTag(filter, hair, 'redhead').tags).toEqual(['tattoo', 'redhead']);
    expect(withGroupTag(filter, hair, '').tags).toEqual(['tattoo']);
    expect(groupChoice(withGroupTag(filter, hair, ''), hair)).toBe('');
  });
});

describe('where the list answers (spec 002 §1, §2.1)', () => {
  it("only with the cam area on, and for the list only on this site's slug", () => {
    const on = { enableCams: true, vrCamListSlug: 'vr-cam-girls' };
    expect(camListServed(on, 'vr-cam-girls')).toBe(true);
    expect(camListServed(on, 'vr-cam-boys')).toBe(false);
    expect(camListServed(on)).toBe(true);
    expect(camListServed({ ...on, enableCams: false }, 'vr-cam-girls')).toBe(false);
    expect(camListServed({ ...on, enableCams: false })).toBe(false);
  });
});
