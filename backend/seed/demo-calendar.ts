/**
 * The dates of the demo's offers, relative to the day the demo is seeded (issue 37 'countdowns'): an offer that says
 * 'the end of the year' ends on the last day of this year, or of next year when fewer than MIN_DAYS_LEFT days of
 * this one remain, so no countdown reads '402 days' or '3324 Days'. The memberships' renewals and the upcoming scenes'
 * release dates are days after it too (users.ts, videos.ts). What is past (registrations, publications, favourites)
 * stays on the fixed calendar (constants.ts BASE_TIME).
 */

/** The shortest year-end offer a seed makes: with fewer days left in the year, the offer runs to the next one's end. */
const MIN_DAYS_LEFT = 14;
const DAY_MS = 86_400_000;

/** The day the seed is made: the start of today in UTC. */
export const seedDay = (nowMs: number = Date.now()): number => Math.floor(nowMs / DAY_MS) * DAY_MS;

/** The year whose last day ends the demo's year-end offers seeded on `dayMs`. */
export function offerYear(dayMs: number): number {
  const year = new Date(dayMs).getUTCFullYear();
  return Date.UTC(year + 1, 0, 1) - dayMs < MIN_DAYS_LEFT * DAY_MS ? year + 1 : year;
}

/** A wall-clock date and time (no zone) `days` days from `dayMs`: 'YYYY-MM-DDT00:00:00'. */
export const wallClockDaysFrom = (dayMs: number, days: number): string => `${new Date(dayMs + days * DAY_MS).toISOString().slice(0, 10)}T00:00:00`;
