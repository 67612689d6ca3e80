/** The messenger's times (spec 002 §2.6 'Times', §9): relative under 24 hours, else DD.MM.YYYY; separators 'November 20'. */
import { describe, expect, it } from 'vitest';
import { TIME_REFRESH_MS, dayKey, fullDate, messengerTime, separatorLabel } from '../../../domain/messenger-time.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('messenger times', () => {
  it('under 24 hours old: a relative time', () => {
    expect(messengerTime(NOW - 5 * MIN, NOW, 'UTC')).toBe('5 minutes ago');
    expect(messengerTime(NOW - 20_000, NOW, 'UTC')).toBe('a few seconds ago');
    expect(messengerTime(NOW - MIN, NOW, 'UTC')).toBe('a minute ago');
    expect(messengerTime(NOW - 3 * HOUR, NOW, 'UTC')).toBe('3 hours ago');
    expect(messengerTime(NOW - 24 * HOUR + 1000, NOW, 'UTC')).toBe('a day ago');
  });

  it("a time slightly ahead of the viewer's clock reads 'a few seconds ago', not 'in …'", () => {
    expect(messengerTime(NOW + 10_000, NOW, 'UTC')).toBe('a few seconds ago');
    expect(messengerTime(NOW + 5 * MIN, NOW, 'UTC')).toBe('a few seconds ago');
  });

  it('24 hours old and older: DD.MM.YYYY in the time zone', () => {
    expect(messengerTime(NOW - 24 * HOUR, NOW, 'UTC')).toBe('19.11.2026');
    expect(messengerTime(Date.parse('2026-03-05T09:00:00Z'), NOW, 'UTC')).toBe('05.03.2026');
    const lateEvening = Date.parse('2026-11-17T23:30:00Z');
    expect(messengerTime(lateEvening, NOW, 'UTC')).toBe('17.11.2026');
    expect(messengerTime(lateEvening, NOW, 'Europe/Berlin')).toBe('18.11.2026');
    expect(fullDate(Date.parse('2025-12-31T23:59:59Z'), 'UTC')).toBe('31.12.2025');
  });

  it('date separators give month and day, in the time zone', () => {
    expect(separatorLabel(NOW, 'UTC')).toBe('November 20');
    expect(separatorLabel(Date.parse('2026-11-20T23:30:00Z'), 'UTC')).toBe('November 20');
    expect(separatorLabel(Date.parse('2026-11-20T23:30:00Z'), 'Europe/Berlin')).toBe('November 21');
    expect(separatorLabel(Date.parse('2026-01-01T00:00:00Z'), 'UTC')).toBe('January 1');
  });

  it("a calendar day is the zone's, and the relative times refresh every 60 s", () => {
    expect(dayKey(Date.parse('2026-11-20T23:30:00Z'), 'UTC')).toBe('2026-11-20');
    expect(dayKey(Date.parse('2026-11-20T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-21');
    expect(dayKey(Date.parse('2026-11-21T05:00:00Z'), 'America/New_York')).toBe('2026-11-21');
    expect(dayKey(Date.parse('2026-11-21T04:00:00Z'), 'America/New_York')).toBe('2026-11-20');
    expect(TIME_REFRESH_MS).toBe(60_000);
  });
});
