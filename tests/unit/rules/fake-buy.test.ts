import { describe, expect, it } from 'vitest';
import { FakeBuyPopupConfig } from '../../../contracts/digest.ts';
import { canSeeFakeBuy, fakeBuySettings, wholeSeconds } from '../../../domain/fake-buy.ts';
import {
  FAKE_BUY_AVATARS,
  FAKE_BUY_ENTRIES,
  FAKE_BUY_ENTRY_COUNT,
  agoText,
  fakeBuyAvatarUrl,
  fakeBuyEntryAt,
  fakeBuyText,
} from '../../../domain/fake-buy-entries.ts';

const config = (fields: Partial<FakeBuyPopupConfig>) => FakeBuyPopupConfig.parse({ isActive: true, isEnablePopup: true, ...fields });

describe('fake-buy config (spec 001 §3, §5, §9)', () => {
  it('pause and show duration are integers of at least 1, defaults 15 and 5', () => {
    expect(wholeSeconds(null, 15)).toBe(15);
    expect(wholeSeconds(undefined, 5)).toBe(5);
    expect(wholeSeconds('', 15)).toBe(15);
    expect(wholeSeconds('abc', 15)).toBe(15);
    expect(wholeSeconds('20', 15)).toBe(20);
    expect(wholeSeconds('7.9', 15)).toBe(7);
    expect(wholeSeconds(3.6, 5)).toBe(3);
    expect(wholeSeconds(0, 15)).toBe(1);
    expect(wholeSeconds('-4', 5)).toBe(1);
  });

  it('settings in ms when isActive and isEnablePopup, else null (off)', () => {
    expect(fakeBuySettings(config({}))).toEqual({ pauseMs: 15_000, showMs: 5000, links: false });
    expect(fakeBuySettings(config({ popupPause: '10', popupShowDuration: 2, enableListLinks: true }))).toEqual({
      pauseMs: 10_000,
      showMs: 2000,
      links: true,
    });
    expect(fakeBuySettings(config({ isActive: false }))).toBeNull();
    expect(fakeBuySettings(config({ isEnablePopup: false }))).toBeNull();
    expect(fakeBuySettings(null)).toBeNull();
    expect(FakeBuyPopupConfig.parse({})).toMatchObject({ isActive: false, isEnablePopup: false, enableListLinks: false });
  });

  it('logged-out visitors or inactive members, in the verified view (§6)', () => {
    expect(canSeeFakeBuy({ loggedIn: false, inactive: false }, true)).toBe(true);
    expect(canSeeFakeBuy({ loggedIn: true, inactive: true }, true)).toBe(true);
    expect(canSeeFakeBuy({ loggedIn: true, inactive: false }, true)).toBe(false);
    expect(canSeeFakeBuy({ loggedIn: false, inactive: false }, false)).toBe(false);
    expect(canSeeFakeBuy({ loggedIn: true, inactive: true }, false)).toBe(false);
  });
});

describe('fake-buy entries (spec 001 §2, §9)', () => {
  it('about 100 entries, 1-month or 1-year, with the 16 avatars', () => {
    expect(FAKE_BUY_ENTRIES).toHaveLength(FAKE_BUY_ENTRY_COUNT);
    expect(FAKE_BUY_ENTRY_COUNT).toBeGreaterThanOrEqual(95);
    expect(new Set(FAKE_BUY_ENTRIES.map((e) => e.plan))).toEqual(new Set(['1-month', '1-year']));
    expect(new Set(FAKE_BUY_ENTRIES.map((e) => e.avatar)).size).toBe(FAKE_BUY_AVATARS);
    for (const e of FAKE_BUY_ENTRIES) {
      expect(e.avatar).toBeGreaterThanOrEqual(1);
      expect(e.avatar).toBeLessThanOrEqual(16);
      expect(e.place).toMatch(/^[^,]+, [^,]+$/);
    }
  });

  it("the spec's text form", () => {
    const entry = { place: 'Austin, USA', plan: '1-month' as const, ago: { amount: 5, unit: 'minute' as const }, avatar: 3 };
    expect(fakeBuyText(entry)).toBe('Someone from Austin, USA – Recently purchased 1-month subscription – 5 minutes ago');
    expect(agoText({ amount: 1, unit: 'hour' })).toBe('1 hour ago');
    expect(agoText({ amount: 3, unit: 'day' })).toBe('3 days ago');
    expect(fakeBuyAvatarUrl(entry)).toBe('/media/art/avatar/3.svg');
  });

  it("a visit's order: the same for the same seed, another for another seed; wraps around", () => {
    const order = (seed: number) => Array.from({ length: FAKE_BUY_ENTRY_COUNT }, (_, i) => fakeBuyEntryAt(seed, i));
    expect(order(42)).toEqual(order(42));
    expect(order(42)).not.toEqual(order(43));
    expect(new Set(order(42)).size).toBe(FAKE_BUY_ENTRY_COUNT);
    expect(fakeBuyEntryAt(42, FAKE_BUY_ENTRY_COUNT)).toBe(fakeBuyEntryAt(42, 0));
  });
});
