import { describe, expect, it } from 'vitest';
import { PromoTimer } from '../../../contracts/promo-timer.ts';
import { canSeePromoBanner, countdownLabel, countdownText, secondsLeft } from '../../../domain/promo-banner.ts';
import { promoBannerData, promoDeadlineMs } from '../../../domain/promo-timer.ts';

const image = { url: '/x.svg' };
const timer = (dateEnd: string, isCheatTimer = false) => ({ dateEnd, isCheatTimer });

describe('promo timer deadline (spec 001 §4, §9: America/Los_Angeles)', () => {
  it("the end of dateEnd's day in Los Angeles (standard time: UTC−8)", () => {
    expect(promoDeadlineMs(timer('2026-11-23'), Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 24, 8));
  });

  it('summer time: UTC−7', () => {
    expect(promoDeadlineMs(timer('2026-07-04'), Date.UTC(2026, 6, 1))).toBe(Date.UTC(2026, 6, 5, 7));
  });

  it('the daylight-saving change day 2026-11-01 is 25 hours long in Los Angeles', () => {
    // Midnight starting 2026-11-01 is 07:00 UTC (PDT); the day ends at 08:00 UTC on 2026-11-02 (PST).
    const start = Date.UTC(2026, 10, 1, 7);
    const end = promoDeadlineMs(timer('2026-11-01'), start);
    expect(end).toBe(Date.UTC(2026, 10, 2, 8));
    expect(secondsLeft(end as number, start)).toBe(25 * 3600);
    // The spring change day (2026-03-08) has 23 hours.
    const spring = Date.UTC(2026, 2, 8, 8);
    expect(secondsLeft(promoDeadlineMs(timer('2026-03-08'), spring) as number, spring)).toBe(23 * 3600);
  });

  it('a cheat timer counts to the end of today in Los Angeles, whatever dateEnd says', () => {
    // 2026-11-24 03:00 UTC is still 2026-11-23 (19:00) in Los Angeles.
    expect(promoDeadlineMs(timer('2020-01-01', true), Date.UTC(2026, 10, 24, 3))).toBe(Date.UTC(2026, 10, 24, 8));
    // Crossing Los Angeles' midnight: a second later it is the next day, and the deadline moves a day on.
    expect(promoDeadlineMs(timer('2020-01-01', true), Date.UTC(2026, 10, 24, 7, 59, 59))).toBe(Date.UTC(2026, 10, 24, 8));
    expect(promoDeadlineMs(timer('2020-01-01', true), Date.UTC(2026, 10, 24, 8))).toBe(Date.UTC(2026, 10, 25, 8));
    // On the change day the cheat timer's day is 25 hours long too.
    expect(promoDeadlineMs(timer('', true), Date.UTC(2026, 10, 1, 12))).toBe(Date.UTC(2026, 10, 2, 8));
  });

  it('a date crossing Los Angeles midnight: UTC already shows the next day', () => {
    const now = Date.UTC(2026, 10, 24, 7, 59, 58); // 23:59:58 on the 23rd in Los Angeles
    const deadline = promoDeadlineMs(timer('2026-11-23'), now) as number;
    expect(secondsLeft(deadline, now)).toBe(2);
    expect(secondsLeft(deadline, now + 2000)).toBe(0);
  });

  it('past the deadline the timer is disabled (0 left); an invalid date gives none', () => {
    expect(secondsLeft(Date.UTC(2026, 10, 24, 8), Date.UTC(2026, 10, 25))).toBe(0);
    expect(promoDeadlineMs(timer('2026-02-30'), 0)).toBeNull();
    expect(promoDeadlineMs(timer('soon'), 0)).toBeNull();
  });

  it('whole seconds left, rounded down', () => {
    expect(secondsLeft(10_000, 8_001)).toBe(1);
    expect(secondsLeft(10_000, 9_999)).toBe(0);
  });
});

describe('promo banner display', () => {
  it('HH:mm:ss, with days before it when more than a day is left', () => {
    expect(countdownText(0)).toBe('00:00:00');
    expect(countdownText(3661)).toBe('01:01:01');
    expect(countdownText(86_399)).toBe('23:59:59');
    expect(countdownText(86_400)).toBe('1 day 00:00:00');
    expect(countdownText(3 * 86_400 + 5)).toBe('3 days 00:00:05');
  });

  it('a spoken label without the seconds', () => {
    expect(countdownLabel(3 * 86_400 + 2 * 3600 + 60 + 5)).toBe('3 days, 2 hours, 1 minute');
    expect(countdownLabel(59)).toBe('less than a minute');
  });

  it('logged-out visitors in the verified view only (§6)', () => {
    expect(canSeePromoBanner({ loggedIn: false }, true)).toBe(true);
    expect(canSeePromoBanner({ loggedIn: true }, true)).toBe(false);
    expect(canSeePromoBanner({ loggedIn: false }, false)).toBe(false);
  });

  it('what the visit keeps: the deadline, the text, the link (/join-now/ by default) and the images', () => {
    const parsed = PromoTimer.parse({
      dateEnd: '2027-12-31',
      imageMobile: { url: 'm' },
      imageTablet: { url: 't' },
      imageDesktop: { url: 'd' },
      mainDescription: 'Sale',
    });
    expect(promoBannerData(parsed, Date.UTC(2026, 10, 23))).toEqual({
      deadlineMs: Date.UTC(2028, 0, 1, 8),
      description: 'Sale',
      link: '/join-now/',
      images: { mobile: 'm', tablet: 't', desktop: 'd' },
    });
    expect(promoBannerData({ ...parsed, dateEnd: '2027-02-30' }, 0)).toBeNull();
  });

  it('the contract: link optional, dateEnd a date', () => {
    const parsed = PromoTimer.parse({ dateEnd: '2027-12-31', imageMobile: image, imageTablet: image, imageDesktop: image });
    expect(parsed).toMatchObject({ isCheatTimer: false, mainDescription: '' });
    expect(PromoTimer.safeParse({ dateEnd: '31.12.2027', imageMobile: image, imageTablet: image, imageDesktop: image }).success).toBe(false);
  });
});
