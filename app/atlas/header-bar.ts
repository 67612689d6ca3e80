/**
 * The promo header bar in the atlas: a guest 2.5 s before a Los Angeles midnight with the cheat-timer bar and a
 * showTrigger 2 item, a member with a button bar and no countdown, a page without bars, the age-verification page;
 * route changes with and without a URL hash, the refetch's answers (also none and a failure), closing, following,
 * signing in.
 */
import { type HeaderBarContext, headerBarMachine } from '../../machines/header-bar.machine.ts';
import type { HeaderBarItem } from '../../domain/header-bar.ts';
import { type AtlasEvent, defineAtlasEntry } from './define.ts';

/** 2026-11-23 23:59:57.500 in Los Angeles (UTC−8): 2.5 s before its midnight. */
const NOW = Date.UTC(2026, 10, 24, 7, 59, 57, 500);
const MIDNIGHT = Date.UTC(2026, 10, 24, 8);

const bar = (uuid: string, fields: Partial<HeaderBarItem>): HeaderBarItem => ({
  uuid,
  template: 'regular',
  title: `Header bar ${uuid}`,
  titleMobile: '',
  subTitle: 'New scenes every week',
  subTitleMobile: '',
  mainImage: '/api/value-popup/uploads/hb-guest-countdown-badge.svg',
  mainImageMobile: '',
  smallImage: '',
  gradientStartColor: '#6a1b9a',
  gradientEndColor: '#c2185b',
  bgColor: '',
  textColor: '#ffffff',
  buttonText: '',
  buttonUrl: '',
  openLinkInNewTab: false,
  showCancelButton: true,
  showTrigger: 1,
  countdown: null,
  ...fields,
});

/** The guest's bar: a cheat timer counting to the next midnight in Los Angeles. */
const GUEST = bar('hb-guest-countdown', {
  template: 'header-bar-with-btn',
  buttonText: 'Join Now',
  buttonUrl: '/join-now/',
  countdown: { startMs: Date.UTC(2024, 0, 1, 8), endMs: MIDNIGHT },
});
/** showTrigger 2: the bar of the next route change without a hash. */
const TRIGGER = bar('hb-guest-trigger', { showTrigger: 2, gradientStartColor: '#01579b', gradientEndColor: '#00838f' });
/** A member's bar with a button and no countdown. */
const MEMBERS = bar('hb-members', {
  template: 'header-bar-with-btn',
  buttonText: 'See Member Plus',
  buttonUrl: '/categories/',
  openLinkInNewTab: true,
});

const guest = { group: 'guest' as const, userId: null, affiliateId: null, shown: [] as string[], search: '', nowMs: NOW };

const EVENTS: AtlasEvent<typeof headerBarMachine>[] = [
  { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
  { type: 'ROUTE_CHANGED', path: '/videos/', search: '', hash: 'comments' },
  { type: 'ROUTE_CHANGED', path: '/age-verification/', search: '' },
  { type: 'xstate.done.actor.fetchBars', output: { items: [GUEST, TRIGGER], nowMs: NOW } },
  { type: 'xstate.done.actor.fetchBars', output: { items: [MEMBERS], nowMs: NOW } },
  { type: 'xstate.done.actor.fetchBars', output: { items: [], nowMs: NOW } },
  { type: 'xstate.error.actor.fetchBars', error: new Error('Network error') },
  { type: 'CLOSE' },
  { type: 'FOLLOWED' },
  { type: 'SESSION_CHANGED', group: 'member', userId: 'member-1' },
];

/** The graph's abstraction: the page, the answer, the bar and the items waiting, the countdown's seconds, who and what was shown. */
const view = (c: HeaderBarContext) => ({
  path: c.path,
  items: c.items.map((i) => i.uuid),
  bar: c.bar?.uuid ?? null,
  armed: c.armed?.uuid ?? null,
  promoted: c.promoted?.uuid ?? null,
  left: c.bar?.countdown ? Math.max(0, Math.floor((c.bar.countdown.endMs - c.nowMs) / 1000)) : null,
  viewer: c.userId,
  shown: [...c.shown].sort(),
});

export const headerBarEntry = defineAtlasEntry({
  id: 'header-bar',
  title: 'Promo header bar',
  spec: [
    "001 §2 'Promo header bar (site-wide)'",
    "001 §4 'Value pop-ups' (the header-bar handling), 'Header bar countdown'",
    "001 §7 'Value pop-ups and header bars'",
    '001 §9 (America/Los_Angeles, 1 s ticks, padding 78/118 and 64/104 px)',
  ],
  description:
    "The bar above the header: the root loader's bars for the first page, refetched on every route change; the first showTrigger 1 item, a showTrigger 2 item on the next route change without a hash; none on the age-verification route or without items. Its countdown (to timerDateTimeEnd in Los Angeles, or the next midnight there with cheatTimer) ticks every second and hides at 0. Closing or following records the uuid.",
  area: 'sales',
  lifetime: 'visit',
  machine: headerBarMachine,
  inputs: {
    'guest, 2.5 s before an LA midnight': { ...guest, path: '/', items: [GUEST, TRIGGER] },
    'member, button bar': {
      group: 'member',
      userId: 'member-1',
      affiliateId: null,
      shown: [],
      path: '/date-night/',
      search: '',
      items: [MEMBERS],
      nowMs: NOW,
    },
    'no bars': { ...guest, path: '/videos/', items: [] },
    'age verification page': { ...guest, path: '/age-verification/', shown: ['hb-old'], items: [GUEST, TRIGGER] },
  },
  events: EVENTS,
  fakeActors: ['fetchBars'],
  graph: {
    limit: 20_000,
    serializeState: (s) => JSON.stringify([s.value, view(s.context)]),
    contextView: view,
  },
});
