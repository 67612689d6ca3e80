/**
 * The promo header bar's rules (spec 001 §2 'Promo header bar', §4 'Value pop-ups' (header-bar handling), 'Header bar
 * countdown', §9 America/Los_Angeles): which item is the bar, the countdown in Los Angeles time across a midnight and
 * both daylight-saving changes (2026-11-01 01:00–02:00 repeats; 2027-03-14 skips 02:00), its text and colours.
 */
import { describe, expect, it } from 'vitest';
import type { ValuePopup } from '../../../contracts/value-popups.ts';
import { headerBarCountdown, headerBarItems, laWallClockMs, nextLaMidnightMs } from '../../../domain/header-bar-time.ts';
import {
  type HeaderBarItem,
  barBackground,
  barImages,
  barOffRoute,
  countdownAhead,
  countdownLabel,
  countdownParts,
  countdownSeconds,
  countdownText,
  hasHash,
  pickArmed,
  pickBar,
} from '../../../domain/header-bar.ts';

const item = (uuid: string, showTrigger: 1 | 2 = 1): HeaderBarItem => ({ uuid, showTrigger, countdown: null }) as HeaderBarItem;
const timer = (timerDateTimeStart: string | null, timerDateTimeEnd: string | null, cheatTimer = false) => ({
  timerDateTimeStart,
  timerDateTimeEnd,
  cheatTimer,
});

describe('which item is the bar (§4)', () => {
  it('the first showTrigger 1 item not shown before; the first showTrigger 2 item waits for the next route change', () => {
    const items = [item('a', 2), item('b'), item('c'), item('d', 2)];
    expect(pickBar(items, [])?.uuid).toBe('b');
    expect(pickBar(items, ['b'])?.uuid).toBe('c');
    expect(pickBar(items, ['b', 'c'])).toBeNull();
    expect(pickArmed(items, [])?.uuid).toBe('a');
    expect(pickArmed(items, ['a'])?.uuid).toBe('d');
    expect(pickBar([], [])).toBeNull();
  });

  it('none on the age-verification route; a hash is a non-empty one', () => {
    expect(barOffRoute('/age-verification/')).toBe(true);
    expect(barOffRoute('/age-verification')).toBe(true);
    expect(barOffRoute('/videos/')).toBe(false);
    expect([hasHash(undefined), hasHash(''), hasHash('#'), hasHash('comments')]).toEqual([false, false, false, true]);
  });
});

describe('Los Angeles wall-clock times (§9)', () => {
  it('standard time is UTC−8, summer time UTC−7', () => {
    expect(laWallClockMs('2026-11-23T23:59:59')).toBe(Date.UTC(2026, 10, 24, 7, 59, 59));
    expect(laWallClockMs('2026-07-04T12:00:00')).toBe(Date.UTC(2026, 6, 4, 19));
  });

  it('the repeated hour of 2026-11-01 (01:00–02:00) takes its first, summer-time instant', () => {
    expect(laWallClockMs('2026-11-01T01:30:00')).toBe(Date.UTC(2026, 10, 1, 8, 30));
    expect(laWallClockMs('2026-11-01T02:00:00')).toBe(Date.UTC(2026, 10, 1, 10));
  });

  it('the skipped hour of 2027-03-14 (02:00–03:00) moves forward', () => {
    expect(laWallClockMs('2027-03-14T02:30:00')).toBe(Date.UTC(2027, 2, 14, 10, 30));
    expect(laWallClockMs('2027-03-14T03:00:00')).toBe(Date.UTC(2027, 2, 14, 10));
  });

  it('no time for an empty or malformed text', () => {
    for (const text of [null, undefined, '', 'tomorrow', '2026-13-01T00:00:00', '2026-02-30T00:00:00']) expect(laWallClockMs(text)).toBeNull();
  });

  it('the next midnight there: across UTC dates and on both change days', () => {
    // 2026-11-24 03:00 UTC is 2026-11-23 19:00 in Los Angeles.
    expect(nextLaMidnightMs(Date.UTC(2026, 10, 24, 3))).toBe(Date.UTC(2026, 10, 24, 8));
    // 2026-11-01 00:30 PDT → midnight of 2026-11-02 is PST: the day is 25 hours.
    expect(nextLaMidnightMs(Date.UTC(2026, 10, 1, 7, 30))).toBe(Date.UTC(2026, 10, 2, 8));
    // 2027-03-14 00:30 PST → midnight of 2027-03-15 is PDT: the day is 23 hours.
    expect(nextLaMidnightMs(Date.UTC(2027, 2, 14, 8, 30))).toBe(Date.UTC(2027, 2, 15, 7));
    // At midnight exactly, the next one is a day later.
    expect(nextLaMidnightMs(Date.UTC(2026, 10, 24, 8))).toBe(Date.UTC(2026, 10, 25, 8));
  });
});

describe('the countdown (§4 Header bar countdown)', () => {
  const now = Date.UTC(2026, 10, 23, 20); // 12:00 in Los Angeles

  it('none without timerDateTimeEnd', () => {
    expect(headerBarCountdown(timer('2024-01-01T00:00:00', null), now)).toBeNull();
    expect(countdownSeconds(null, now)).toBe(0);
  });

  it('shown after the start while seconds remain; hidden before the start and at 0', () => {
    const cd = headerBarCountdown(timer('2026-11-23T12:00:00', '2026-11-23T13:00:00'), now);
    expect(cd).toEqual({ startMs: now, endMs: now + 3_600_000 });
    expect(countdownSeconds(cd, now)).toBe(0); // not after the start yet
    expect(countdownSeconds(cd, now + 1)).toBe(3599);
    expect(countdownSeconds(cd, now + 3_599_000)).toBe(1);
    expect(countdownSeconds(cd, now + 3_600_000)).toBe(0);
    expect(countdownSeconds(cd, now + 7_200_000)).toBe(0);
    expect(countdownAhead(cd, now + 3_599_000)).toBe(true);
    expect(countdownAhead(cd, now + 3_599_001)).toBe(false);
  });

  it('without a start it runs at once', () => {
    const cd = headerBarCountdown(timer(null, '2026-11-23T12:00:10'), now);
    expect(countdownSeconds(cd, now)).toBe(10);
  });

  it('with cheatTimer the deadline is the next midnight in Los Angeles', () => {
    const cd = headerBarCountdown(timer('2024-01-01T00:00:00', '2035-12-31T23:59:59', true), now);
    expect(countdownSeconds(cd, now)).toBe(12 * 3600);
    // Just before the midnight of the repeated-hour day, and through that 25-hour day.
    const late = Date.UTC(2026, 10, 1, 6, 59, 58); // 2026-10-31 23:59:58 PDT
    const cheat = headerBarCountdown(timer(null, '2035-12-31T23:59:59', true), late);
    expect(countdownSeconds(cheat, late)).toBe(2);
    const early = Date.UTC(2026, 10, 1, 7); // 2026-11-01 00:00 PDT
    expect(countdownSeconds(headerBarCountdown(timer(null, '2035-12-31T23:59:59', true), early), early)).toBe(25 * 3600);
  });

  it('an end across a midnight and the autumn change counts real seconds (the repeated hour counted twice)', () => {
    const start = laWallClockMs('2026-10-31T23:00:00') as number;
    const cd = headerBarCountdown(timer(null, '2026-11-01T03:00:00'), start);
    expect(countdownSeconds(cd, start)).toBe(5 * 3600);
  });

  it('an end across the spring change counts the skipped hour out', () => {
    const start = laWallClockMs('2027-03-14T00:00:00') as number;
    const cd = headerBarCountdown(timer(null, '2027-03-14T04:00:00'), start);
    expect(countdownSeconds(cd, start)).toBe(3 * 3600);
  });

  it('reads days:hours:minutes:seconds, two digits each, and says it in words', () => {
    const s = 2 * 86_400 + 5 * 3600 + 9 * 60 + 30;
    expect(countdownText(s)).toBe('02:05:09:30');
    expect(countdownParts(s)).toEqual({ days: '02', hours: '05', minutes: '09', seconds: '30' });
    expect(countdownText(0)).toBe('00:00:00:00');
    expect(countdownText(123 * 86_400)).toBe('123:00:00:00');
    expect(countdownLabel(s)).toBe('2 days, 5 hours, 9 minutes and 30 seconds left');
    expect(countdownLabel(3601)).toBe('1 hour and 1 second left');
    expect(countdownLabel(59)).toBe('59 seconds left');
    expect(countdownLabel(0)).toBe('Time is up');
  });
});

describe("what the bar keeps of the service's items", () => {
  it('its fields, the countdown in instants, colours and images', () => {
    const popup = {
      uuid: 'hb',
      template: 'header-bar-with-btn',
      title: 'T',
      titleMobile: 't',
      subTitle: 'S',
      subTitleMobile: 's',
      mainImage: '/u/main.svg',
      mainImageMobile: '',
      smallImage: '',
      gradientStartColor: '#111111',
      gradientEndColor: '#222222',
      bgColor: '#333333',
      textColor: '#ffffff',
      buttonText: 'Join Now',
      buttonUrl: '/join-now/',
      openLinkInNewTab: true,
      showCancelButton: false,
      showTrigger: 1,
      timerDateTimeStart: null,
      timerDateTimeEnd: '2026-11-24T00:00:00',
      cheatTimer: false,
    } as unknown as ValuePopup;
    const [kept] = headerBarItems([popup], Date.UTC(2026, 10, 23, 20));
    expect(kept).toMatchObject({ uuid: 'hb', buttonText: 'Join Now', openLinkInNewTab: true, showCancelButton: false });
    expect(kept?.countdown).toEqual({ startMs: null, endMs: Date.UTC(2026, 10, 24, 8) });
    expect(barBackground(popup)).toBe('linear-gradient(90deg, #111111, #222222)');
    expect(barBackground({ ...popup, gradientStartColor: '', gradientEndColor: '' })).toBe('#333333');
    expect(barBackground({ gradientStartColor: '', gradientEndColor: '', bgColor: '' })).toBeUndefined();
    expect(barImages(popup)).toEqual({ desktop: '/u/main.svg', mobile: '/u/main.svg' });
    expect(barImages({ smallImage: '/u/s.svg', mainImage: '/u/m.svg', mainImageMobile: '/u/mm.svg' })).toEqual({
      desktop: '/u/s.svg',
      mobile: '/u/mm.svg',
    });
  });
});
