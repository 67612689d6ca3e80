/** Display rules (spec 000 §5, §2.1 pagination head, §2.3 copyright, §2.4 duration). */
import { describe, expect, it, vi } from 'vitest';
import {
  copyrightYear,
  excerpt,
  formatDate,
  formatDuration,
  formatMoney,
  isPastLastPage,
  pageDescription,
  pageTitle,
  relLinks,
  relativeTime,
} from '../../../domain/format.ts';

describe('formatDuration', () => {
  it('formats seconds as HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(1845.7)).toBe('00:30:45');
  });
});

describe('pagination head', () => {
  it("appends ' - Page N' to the title after page 1", () => {
    expect(pageTitle('VR Porn Videos', 1)).toBe('VR Porn Videos');
    expect(pageTitle('VR Porn Videos', 3)).toBe('VR Porn Videos - Page 3');
  });
  it("appends ' Page N' to the description only when one exists", () => {
    expect(pageDescription('Best videos.', 2)).toBe('Best videos. Page 2');
    expect(pageDescription('Best videos.', 1)).toBe('Best videos.');
    expect(pageDescription('', 2)).toBe('');
  });
  it('gives rel prev/next, the prev of page 2 being the bare path', () => {
    expect(relLinks('/videos/', 1, 3)).toEqual({ next: '/videos/?page=2' });
    expect(relLinks('/videos/', 2, 3)).toEqual({ prev: '/videos/', next: '/videos/?page=3' });
    expect(relLinks('/videos/', 3, 3)).toEqual({ prev: '/videos/?page=2' });
    expect(relLinks('/videos/', 1, 1)).toEqual({});
  });
  it('gives no rel links past the last page, which is the 404 screen', () => {
    expect(relLinks('/videos/', 999, 13)).toEqual({});
    expect(relLinks('/videos/', 14, 13)).toEqual({});
    expect(isPastLastPage(13, 13)).toBe(false);
    expect(isPastLastPage(14, 13)).toBe(true);
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 0)).toBe(true);
  });
});

describe('excerpt', () => {
  it("strips HTML and cuts to 55 characters with '...'", () => {
    const html = `<p>${'word '.repeat(20)}</p>`;
    const out = excerpt(html);
    expect(out.endsWith('...')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(58);
    expect(out).not.toContain('<');
    expect(excerpt('<b>Short</b> text')).toBe('Short text');
    expect(excerpt('<i>abcdef</i>', 3)).toBe('abc...');
  });
});

describe('formatMoney', () => {
  it("uses '$', ',' thousands, 2 decimals, whole numbers without decimals, '-' after the prefix", () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(30)).toBe('$30');
    expect(formatMoney(0.99)).toBe('$0.99');
    expect(formatMoney(-1234.5)).toBe('$-1,234.50');
    expect(formatMoney(1_000_000)).toBe('$1,000,000');
  });
});

describe('relativeTime', () => {
  const now = 1_736_942_400;
  it('walks from a few seconds to years, with ago or in', () => {
    expect(relativeTime(now - 10, now)).toBe('a few seconds ago');
    expect(relativeTime(now - 44, now)).toBe('a few seconds ago');
    expect(relativeTime(now - 60, now)).toBe('a minute ago');
    expect(relativeTime(now - 5 * 60, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 60 * 60, now)).toBe('an hour ago');
    expect(relativeTime(now - 3 * 3600, now)).toBe('3 hours ago');
    expect(relativeTime(now - 24 * 3600, now)).toBe('a day ago');
    expect(relativeTime(now - 4 * 86400, now)).toBe('4 days ago');
    expect(relativeTime(now - 30 * 86400, now)).toBe('a month ago');
    expect(relativeTime(now - 90 * 86400, now)).toBe('3 months ago');
    expect(relativeTime(now - 365 * 86400, now)).toBe('a year ago');
    expect(relativeTime(now - 3 * 365 * 86400, now)).toBe('3 years ago');
    expect(relativeTime(now + 2 * 3600, now)).toBe('in 2 hours');
  });
});

describe('copyrightYear', () => {
  it('uses the UTC year', () => {
    expect(copyrightYear(Date.UTC(2024, 11, 31, 23, 30))).toBe(2024);
    expect(copyrightYear(Date.UTC(2025, 0, 1, 0, 30))).toBe(2025);
  });
});

describe('date formats (spec 000 §9)', () => {
  it('formats unix seconds in UTC in the spec formats', () => {
    const sec = Date.UTC(2026, 3, 5, 23, 30) / 1000;
    expect(formatDate(sec, 'MMM DD, YYYY')).toBe('Apr 05, 2026');
    expect(formatDate(sec, 'MMMM DD, YYYY')).toBe('April 05, 2026');
    expect(formatDate(sec, 'MMMM D')).toBe('April 5');
    expect(formatDate(sec, 'MMMM D, YYYY')).toBe('April 5, 2026');
  });

  it('builds no Intl formatter when the module loads, and each one once at its first use', async () => {
    // Every page's first load has these modules, and most pages show no date or price: the first date formatter of a
    // page loads the locale's data, most of the app's start task on a phone when the module built them.
    vi.resetModules();
    const { DateTimeFormat, NumberFormat } = Intl;
    const built = { dates: 0, numbers: 0 };
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.dates += 1;
      }
    } as typeof Intl.DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.numbers += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      const fresh = await import('../../../domain/format.ts');
      expect(built).toEqual({ dates: 0, numbers: 0 });
      expect(fresh.formatDate(0, 'MMMM D')).toBe('January 1');
      expect(fresh.formatDate(86_400, 'MMMM D')).toBe('January 2');
      expect(built.dates).toBe(1);
      expect(fresh.formatMoney(1234.5)).toBe('$1,234.50');
      expect(fresh.formatMoney(20)).toBe('$20');
      expect(built.numbers).toBe(2);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
  });
});

describe('readable text on a CMS colour (menu badges)', () => {
  it('takes black or white, whichever contrasts more, and leaves other colours to the theme', async () => {
    const { readableTextOn, contrastRatio, luminance } = await import('../../../domain/color.ts');
    expect(readableTextOn('#ffb300')).toBe('#000000');
    expect(readableTextOn('#e53935')).toBe('#000000');
    expect(readableTextOn('#1f5fd6')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('red')).toBeUndefined();
    // The chosen text reaches WCAG AA on both badge colours of the seed.
    for (const bg of ['#ffb300', '#e53935']) expect(contrastRatio(luminance(bg) ?? 0, 0)).toBeGreaterThanOrEqual(4.5);
  });
});
