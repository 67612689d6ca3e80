/**
 * The value pop-ups in the atlas: a guest on a page whose answer has a timed pop-up (2 s), an exit trap and the
 * leave-page trap's groupId 600 pop-up, or one shown at once, or none, or a failed call; links clicked, back pressed,
 * the leave-page trap triggering, pop-ups closed or followed, a route change, a member signing in.
 */
import { ValuePopup } from '../../contracts/value-popups.ts';
import { type ValuePopupsContext, valuePopupsMachine } from '../../machines/value-popups.machine.ts';
import { type AtlasEvent, defineAtlasEntry } from './define.ts';

/** A pop-up of the contract's defaults (contracts/value-popups.ts) with these fields. */
const popup = (uuid: string, fields: Partial<ValuePopup>): ValuePopup =>
  ValuePopup.parse({
    uuid,
    template: 'regular',
    active: true,
    title: `Pop-up ${uuid}`,
    subTitle: 'A week of VR on us',
    mainImage: '/api/value-popup/uploads/vp-timed-guest-main.svg',
    gradientStartColor: '#3b1f6e',
    gradientEndColor: '#c2185b',
    textColor: '#ffffff',
    buttonText: 'Join Now',
    buttonUrl: '/join-now/',
    ...fields,
  });

const TIMED = popup('timed', { timeForTrigger: 2 });
const EXIT = popup('exit', { template: 'custom', showTrigger: 2 });
const LEAVE = popup('leave', { template: 'customWithVideo', showTrigger: 2, groupId: 600 });
const AT_ONCE = popup('at-once', { template: 'regularWithVideo' });

const EVENTS: AtlasEvent<typeof valuePopupsMachine>[] = [
  { type: 'xstate.done.actor.fetchPopups', output: [TIMED, EXIT, LEAVE] },
  { type: 'xstate.done.actor.fetchPopups', output: [AT_ONCE] },
  { type: 'xstate.error.actor.fetchPopups', error: new Error('Network error') },
  { type: 'LINK_CLICKED', href: '/videos/' },
  { type: 'BACK_PRESSED' },
  // The trap of the page the visitor is on (the inputs open /time-capsule/, whose answers here hold the leave-trap item).
  { type: 'LEAVE_TRAP_TRIGGERED', path: '/time-capsule/' },
  { type: 'CLOSED' },
  { type: 'FOLLOWED' },
  { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
  { type: 'SESSION_CHANGED', group: 'member', userId: 'member-1' },
  { type: 'xstate.done.actor.loadShown', output: ['timed', 'exit', 'leave', 'at-once'] },
  { type: 'xstate.error.actor.loadShown', error: new Error('Network error') },
];

/** The graph's abstraction: which pop-ups the page still has, which shows, the countdown, where closing goes. */
const view = (c: ValuePopupsContext) => ({
  plan: [c.plan.banner?.uuid ?? null, c.plan.exitTrap?.uuid ?? null, c.plan.leaveTrap?.uuid ?? null],
  current: c.current?.uuid ?? null,
  remaining: c.remaining,
  pending: c.pending?.kind ?? null,
  sprung: c.leaveTrapSprungOn,
  viewer: c.userId,
  shown: [...c.shown].sort(),
});

export const valuePopupsEntry = defineAtlasEntry({
  id: 'value-popups',
  title: 'Value pop-ups',
  spec: [
    "001 §2 'Value pop-ups (site-wide)'",
    "001 §4 'Value pop-ups', 'Leave-page trap' (groupId 600)",
    "001 §7 'Value pop-ups and header bars'",
    "001 §8 'Value pop-up … fetches fail'",
    '001 §9 (showTrigger 1 and 2, 1 s steps)',
  ],
  description:
    'Fetched at start and on every route change. showTrigger 1 counts down timeForTrigger in 1 s steps then shows (at once without it); showTrigger 2 shows on an internal link click other than join-now or on back, and closing continues there; groupId 600 waits for the leave-page trap. Closing or following records the uuid; one pop-up at a time.',
  area: 'sales',
  lifetime: 'visit',
  machine: valuePopupsMachine,
  inputs: {
    guest: { group: 'guest', userId: null, affiliateId: null, shown: [], path: '/time-capsule/', search: '', firstItems: null },
    // The first page's answer came with the page (the server asked for it).
    'guest, answer with the page': {
      group: 'guest',
      userId: null,
      affiliateId: null,
      shown: [],
      path: '/time-capsule/',
      search: '',
      firstItems: [EXIT],
    },
  },
  events: EVENTS,
  // A sign-in only from a guest who has not closed anything yet (elsewhere the event names the viewer already here, and
  // changes nothing): the graph stays small.
  eventsIn: (s) =>
    s.context.userId === null && s.context.shown.length === 0
      ? EVENTS
      : EVENTS.map((e) => (e.type === 'SESSION_CHANGED' ? { type: 'SESSION_CHANGED', group: s.context.group, userId: s.context.userId } : e)),
  fakeActors: ['fetchPopups', 'loadShown'],
  graph: {
    limit: 20_000,
    serializeState: (s) => JSON.stringify([s.value, view(s.context)]),
    contextView: view,
  },
});
