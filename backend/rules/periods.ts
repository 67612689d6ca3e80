/** A price's period in months (spec 001 §3 'Price': period unit and count), as the site API compares plans: 30 days make a month. */
import type { Price } from '../../contracts/sales.ts';

export function monthsOf(period: Price['period']): number {
  if (period.unit === 'year') return period.count * 12;
  if (period.unit === 'month') return period.count;
  return period.count / 30;
}
