/** Deal rules (spec 001 §2 'Deals', 'Maintenance deals carousel', §4 'Deal countdown and texts', §9 'Deals'). */
import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_CAROUSEL_BREAKPOINTS,
  bySort,
  centredSlides,
  countdownStart,
  dealsToShow,
  discountPercent,
  discountSticker,
  formatCountdown,
  hasCountdown,
  newPriceLabel,
  nextCountdown,
  nextTextIndex,
  oldPriceLabel,
  placeholderCount,
  rotatesTexts,
  slidesOfType,
  slidesPerViewAt,
} from '../../../domain/deals.ts';

describe('discount', () => {
  it('is round((old − new) / old × 100)', () => {
    expect(discountPercent(29.99, 14.99)).toBe(50);
    expect(discountPercent(100, 67)).toBe(33);
    expect(discountPercent(100, 66.5)).toBe(34); // 33.5 rounds up
    expect(discountPercent(30, 20)).toBe(33);
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 12)).toBe(-20);
  });

  it('is 0 without an old price to compare with', () => {
    expect(discountPercent(0, 5)).toBe(0);
    expect(discountPercent(Number.NaN, 5)).toBe(0);
  });

  it("shows the sticker 'N% Off' only when the rounded discount is above 0", () => {
    expect(discountSticker(29.99, 14.99)).toBe('50% Off');
    expect(discountSticker(100, 99.6)).toBeNull(); // 0.4 % rounds to 0
    expect(discountSticker(100, 99.5)).toBe('1% Off');
    expect(discountSticker(10, 10)).toBeNull();
    expect(discountSticker(10, 12)).toBeNull();
  });
});

describe('prices', () => {
  it("old price '$ X', new price '$X' in the site's money format", () => {
    expect(oldPriceLabel(29.99)).toBe('$ 29.99');
    expect(newPriceLabel(14.99)).toBe('$14.99');
    expect(oldPriceLabel(1200)).toBe('$ 1,200');
    expect(newPriceLabel(9)).toBe('$9');
  });
});

describe('countdown', () => {
  it('shows HH:mm:ss', () => {
    expect(formatCountdown(7200)).toBe('02:00:00');
    expect(formatCountdown(2700)).toBe('00:45:00');
    expect(formatCountdown(90)).toBe('00:01:30');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(100 * 3600 + 61)).toBe('100:01:01');
  });

  it('is shown when the timer is above 0', () => {
    expect(hasCountdown({ timer: 90 })).toBe(true);
    expect(hasCountdown({ timer: 0 })).toBe(false);
    expect(hasCountdown({ timer: -5 })).toBe(false);
    expect(countdownStart({ timer: 90.7 })).toBe(90);
    expect(countdownStart({ timer: -5 })).toBe(0);
  });

  it('goes down by 1 and, at 0, back to the timer', () => {
    expect(nextCountdown(90, 90)).toBe(89);
    expect(nextCountdown(1, 90)).toBe(0);
    expect(nextCountdown(0, 90)).toBe(90);
  });
});

describe('notification texts', () => {
  it('rotate with 2 or more, wrapping to the first', () => {
    expect(rotatesTexts({ notificationTexts: ['a', 'b'] })).toBe(true);
    expect(rotatesTexts({ notificationTexts: ['a'] })).toBe(false);
    expect(rotatesTexts({ notificationTexts: [] })).toBe(false);
    expect(nextTextIndex(0, 3)).toBe(1);
    expect(nextTextIndex(2, 3)).toBe(0);
    expect(nextTextIndex(0, 1)).toBe(0);
  });
});

describe('order and filters', () => {
  const deals = [
    { id: 1, sort: 3, type: 'maintenance' },
    { id: 2, sort: 1, type: 'deals' },
    { id: 3, sort: 2, type: 'maintenance' },
    { id: 4, sort: 1, type: 'maintenance' },
  ];

  it('orders by sort ascending, keeping the order of equal sorts', () => {
    expect(bySort(deals).map((d) => d.id)).toEqual([2, 4, 3, 1]);
    expect(deals.map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps only the maintenance deals for the carousel', () => {
    expect(dealsToShow(deals).map((d) => d.id)).toEqual([2, 4, 3, 1]);
    expect(dealsToShow(deals, 'maintenance').map((d) => d.id)).toEqual([4, 3, 1]);
  });

  it('picks the slides of a width, by sort', () => {
    const slides = [
      { id: 1, sort: 2, type: 'desktop' },
      { id: 2, sort: 1, type: 'mobile' },
      { id: 3, sort: 1, type: 'desktop' },
    ];
    expect(slidesOfType(slides, 'desktop').map((s) => s.id)).toEqual([3, 1]);
    expect(slidesOfType(slides, 'mobile').map((s) => s.id)).toEqual([2]);
  });
});

describe('maintenance carousel', () => {
  it('placeholders: one per deal, at most 3; 3 before the deals are known', () => {
    expect(placeholderCount(null)).toBe(3);
    expect(placeholderCount([])).toBe(0);
    expect(placeholderCount([1])).toBe(1);
    expect(placeholderCount([1, 2, 3, 4, 5])).toBe(3);
  });

  it('1 slide (10 px) on xs/sm, 2 (30 px) on md, 3 (30 px) on lg/xl', () => {
    expect([320, 390, 767, 768, 800, 991, 992, 1440, 1920].map(slidesPerViewAt)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(MAINTENANCE_CAROUSEL_BREAKPOINTS[0]).toEqual({ slidesPerView: 1, spaceBetween: 10 });
    expect(MAINTENANCE_CAROUSEL_BREAKPOINTS[768]).toEqual({ slidesPerView: 2, spaceBetween: 30 });
    expect(MAINTENANCE_CAROUSEL_BREAKPOINTS[992]).toEqual({ slidesPerView: 3, spaceBetween: 30 });
  });

  it('centres the slides when there are fewer than 2 deals', () => {
    expect(centredSlides(0)).toBe(true);
    expect(centredSlides(1)).toBe(true);
    expect(centredSlides(2)).toBe(false);
  });
});
