/** A price's period in months, as the site API compares plans (spec 001 §3 'Price'). */
import { describe, expect, it } from 'vitest';
import { monthsOf } from '../../../backend/rules/periods.ts';

describe('months of a period', () => {
  it('counts a year as 12 months and 30 days as a month', () => {
    expect([monthsOf({ unit: 'year', count: 1 }), monthsOf({ unit: 'month', count: 3 }), monthsOf({ unit: 'day', count: 30 })]).toEqual([12, 3, 1]);
    expect(monthsOf({ unit: 'day', count: 90 })).toBe(3);
  });
});
