/**
 * The fake-buy pop-ups' fixed list (spec 001 §2 'Fake-buy social-proof pop-ups', §9 'about 100 entries; 16 avatar
 * images'; 'Subscription plans named in social proof: 1-month and 1-year'): where the buyer is from, the plan, how long
 * ago, and one of 16 avatars (generated art, /media/art/avatar/1.svg to 16.svg). A visit shows them in an order of its
 * own (the visit's seed), the same on the server and in the browser. Kept out of the pages' first load: only the
 * pop-up's lazily loaded view reads it.
 */
import { FAKE_BUY_ENTRY_COUNT } from './fake-buy.ts';
import { seededShuffle } from './suggested.ts';

export type FakeBuyPlan = '1-month' | '1-year';
export type FakeBuyUnit = 'minute' | 'hour' | 'day';

export interface FakeBuyEntry {
  /** City or region, country. */
  place: string;
  plan: FakeBuyPlan;
  ago: { amount: number; unit: FakeBuyUnit };
  /** 1 to 16. */
  avatar: number;
}

/** The number of avatar images (§9). */
export const FAKE_BUY_AVATARS = 16;

type Row = [place: string, plan: FakeBuyPlan, amount: number, unit: FakeBuyUnit, avatar: number];

const ROWS: readonly Row[] = [
  ['Austin, USA', '1-year', 6, 'day', 1],
  ['Denver, USA', '1-month', 3, 'minute', 2],
  ['Seattle, USA', '1-month', 7, 'minute', 3],
  ['Miami, USA', '1-month', 1, 'day', 4],
  ['Chicago, USA', '1-month', 4, 'minute', 5],
  ['Boston, USA', '1-year', 20, 'minute', 6],
  ['Phoenix, USA', '1-month', 2, 'minute', 7],
  ['Portland, USA', '1-year', 12, 'minute', 8],
  ['Nashville, USA', '1-month', 4, 'day', 9],
  ['San Diego, USA', '1-month', 6, 'hour', 10],
  ['Toronto, Canada', '1-year', 25, 'minute', 11],
  ['Vancouver, Canada', '1-year', 8, 'hour', 12],
  ['Montreal, Canada', '1-month', 15, 'minute', 13],
  ['Calgary, Canada', '1-month', 20, 'minute', 14],
  ['London, United Kingdom', '1-year', 12, 'minute', 15],
  ['Manchester, United Kingdom', '1-month', 10, 'hour', 16],
  ['Glasgow, United Kingdom', '1-year', 18, 'minute', 1],
  ['Bristol, United Kingdom', '1-year', 50, 'minute', 2],
  ['Dublin, Ireland', '1-month', 20, 'hour', 3],
  ['Cork, Ireland', '1-year', 1, 'hour', 4],
  ['Berlin, Germany', '1-month', 4, 'minute', 5],
  ['Bavaria, Germany', '1-year', 12, 'minute', 6],
  ['Hamburg, Germany', '1-month', 20, 'hour', 7],
  ['Cologne, Germany', '1-month', 5, 'day', 8],
  ['Vienna, Austria', '1-month', 40, 'minute', 9],
  ['Zurich, Switzerland', '1-month', 1, 'minute', 10],
  ['Geneva, Switzerland', '1-month', 50, 'minute', 11],
  ['Amsterdam, Netherlands', '1-month', 20, 'minute', 12],
  ['Rotterdam, Netherlands', '1-month', 9, 'minute', 13],
  ['Brussels, Belgium', '1-month', 8, 'hour', 14],
  ['Paris, France', '1-month', 5, 'hour', 15],
  ['Lyon, France', '1-month', 6, 'hour', 16],
  ['Provence, France', '1-year', 20, 'minute', 1],
  ['Madrid, Spain', '1-month', 12, 'hour', 2],
  ['Catalonia, Spain', '1-month', 16, 'hour', 3],
  ['Valencia, Spain', '1-month', 40, 'minute', 4],
  ['Lisbon, Portugal', '1-year', 6, 'hour', 5],
  ['Porto, Portugal', '1-month', 4, 'hour', 6],
  ['Milan, Italy', '1-month', 16, 'hour', 7],
  ['Tuscany, Italy', '1-month', 4, 'hour', 8],
  ['Copenhagen, Denmark', '1-year', 18, 'minute', 9],
  ['Stockholm, Sweden', '1-month', 2, 'hour', 10],
  ['Oslo, Norway', '1-month', 4, 'minute', 11],
  ['Helsinki, Finland', '1-year', 40, 'minute', 12],
  ['Reykjavik, Iceland', '1-year', 5, 'day', 13],
  ['Prague, Czechia', '1-month', 8, 'hour', 14],
  ['Warsaw, Poland', '1-month', 15, 'minute', 15],
  ['Budapest, Hungary', '1-month', 12, 'hour', 16],
  ['Sydney, Australia', '1-year', 6, 'day', 1],
  ['Queensland, Australia', '1-month', 2, 'day', 2],
  ['Melbourne, Australia', '1-year', 18, 'minute', 3],
  ['Auckland, New Zealand', '1-month', 16, 'hour', 4],
  ['Wellington, New Zealand', '1-year', 5, 'hour', 5],
  ['Tokyo, Japan', '1-month', 30, 'minute', 6],
  ['Osaka, Japan', '1-year', 3, 'hour', 7],
  ['Seoul, South Korea', '1-year', 7, 'minute', 8],
  ['Singapore, Singapore', '1-month', 8, 'hour', 9],
  ['Texas, USA', '1-year', 9, 'minute', 10],
  ['Ontario, Canada', '1-year', 45, 'minute', 11],
  ['Scotland, United Kingdom', '1-year', 6, 'hour', 12],
  ['Toronto, Canada', '1-month', 1, 'hour', 13],
  ['Lyon, France', '1-month', 20, 'minute', 14],
  ['Tokyo, Japan', '1-month', 2, 'minute', 15],
  ['Milan, Italy', '1-month', 30, 'minute', 16],
  ['Oslo, Norway', '1-month', 15, 'minute', 1],
  ['London, United Kingdom', '1-month', 8, 'hour', 2],
  ['Portland, USA', '1-year', 6, 'hour', 3],
  ['Helsinki, Finland', '1-month', 30, 'minute', 4],
  ['Reykjavik, Iceland', '1-month', 20, 'minute', 5],
  ['Ontario, Canada', '1-month', 3, 'day', 6],
  ['Lyon, France', '1-year', 50, 'minute', 7],
  ['Copenhagen, Denmark', '1-month', 7, 'minute', 8],
  ['Seattle, USA', '1-month', 18, 'minute', 9],
  ['Stockholm, Sweden', '1-month', 8, 'hour', 10],
  ['Porto, Portugal', '1-month', 15, 'minute', 11],
  ['Denver, USA', '1-year', 9, 'minute', 12],
  ['Auckland, New Zealand', '1-month', 6, 'day', 13],
  ['Dublin, Ireland', '1-month', 5, 'minute', 14],
  ['Queensland, Australia', '1-year', 4, 'minute', 15],
  ['Tokyo, Japan', '1-month', 20, 'hour', 16],
  ['Chicago, USA', '1-year', 16, 'hour', 1],
  ['Montreal, Canada', '1-year', 6, 'hour', 2],
  ['Tuscany, Italy', '1-year', 5, 'hour', 3],
  ['Tokyo, Japan', '1-month', 18, 'minute', 4],
  ['Prague, Czechia', '1-month', 1, 'minute', 5],
  ['Seattle, USA', '1-month', 8, 'hour', 6],
  ['Sydney, Australia', '1-year', 1, 'minute', 7],
  ['Seattle, USA', '1-month', 4, 'day', 8],
  ['Amsterdam, Netherlands', '1-month', 4, 'hour', 9],
  ['Nashville, USA', '1-month', 25, 'minute', 10],
  ['Texas, USA', '1-month', 9, 'minute', 11],
  ['Tokyo, Japan', '1-month', 7, 'minute', 12],
  ['Scotland, United Kingdom', '1-month', 1, 'minute', 13],
  ['Auckland, New Zealand', '1-month', 18, 'minute', 14],
  ['Oslo, Norway', '1-month', 3, 'day', 15],
  ['Stockholm, Sweden', '1-month', 2, 'day', 16],
  ['Singapore, Singapore', '1-month', 1, 'hour', 1],
  ['Texas, USA', '1-month', 6, 'hour', 2],
  ['Stockholm, Sweden', '1-month', 7, 'minute', 3],
  ['Seoul, South Korea', '1-month', 3, 'minute', 4],
];

export const FAKE_BUY_ENTRIES: readonly FakeBuyEntry[] = ROWS.map(([place, plan, amount, unit, avatar]) => ({
  place,
  plan,
  ago: { amount, unit },
  avatar,
}));

export { FAKE_BUY_ENTRY_COUNT };

let shuffled: { seed: number; entries: FakeBuyEntry[] } | null = null;

/** The `index`-th entry of the visit's order (the list shuffled with the visit's seed), wrapping around. */
export function fakeBuyEntryAt(seed: number, index: number): FakeBuyEntry {
  if (shuffled?.seed !== seed) shuffled = { seed, entries: seededShuffle(FAKE_BUY_ENTRIES, seed) };
  const n = shuffled.entries.length;
  return shuffled.entries[((index % n) + n) % n] as FakeBuyEntry;
}

// Built at the first entry shown, not with the module (which loads once the page is live): an Intl formatter is costly to create.
let relative: Intl.RelativeTimeFormat | undefined;

/** '5 minutes ago', '1 hour ago', '3 days ago'. */
export const agoText = (ago: FakeBuyEntry['ago']): string => {
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  return relative.format(-ago.amount, ago.unit);
};

/** The pop-up's text (§2): 'Someone from {place} – Recently purchased {plan} subscription – {N … ago}'. */
export const fakeBuyText = (entry: FakeBuyEntry): string =>
  `Someone from ${entry.place} – Recently purchased ${entry.plan} subscription – ${agoText(entry.ago)}`;

/** The avatar image of an entry (the reference backend's generated art). */
export const fakeBuyAvatarUrl = (entry: FakeBuyEntry): string => `/media/art/avatar/${entry.avatar}.svg`;
