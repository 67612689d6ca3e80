/**
 * Model-based tests of the promo header bar (spec 001 §2 'Promo header bar', §4 'Value pop-ups' (header-bar
 * handling), 'Header bar countdown', §7, §8, §9): paths from the machine's graph (its atlas entry) replayed with fake
 * calls and a simulated clock, with invariants — never on the age-verification route, no bar without items (but a promoted showTrigger 2 one), every
 * close or follow recorded once, a closed bar never back in the visit; then the countdown across a Los Angeles
 * midnight and the daylight-saving changes, closing, the showTrigger 2 item on the next route change without a hash.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { headerBarEntry } from '../../app/atlas/header-bar.ts';
import { ValuePopup, type ValuePopupContext } from '../../contracts/value-popups.ts';
import { type HeaderBarAnswer, type HeaderBarContext, type HeaderBarInput, headerBarMachine } from '../../machines/header-bar.machine.ts';
import { firstHeaderBarView, selectHeaderBarView } from '../../machines/header-bar.selectors.ts';
import { headerBarItems, laWallClockMs } from '../../domain/header-bar-time.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('headerBar', headerBarMachine);

describe('header bar, paths from the graph', () => {
  it('replays every path: hidden off-route and without items, each close or follow recorded once, a closed bar never back', async () => {
    await replayAll(entryPaths(headerBarEntry), {
      coverage,
      delays: headerBarEntry.delays,
      contextView: headerBarEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const recordShown = vi.fn();
        let records = 0;
        return {
          machine: headerBarMachine.provide({ actors: fakeActorsOf(headerBarEntry, fakes) as never, actions: { recordShown } }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as HeaderBarContext;
            const now = after.context as HeaderBarContext;
            const view = selectHeaderBarView(after as never);
            if (now.path === '/age-verification/') expect(view.bar).toBeNull();
            if (event.type === 'xstate.done.actor.fetchBars' && (event as unknown as { output: HeaderBarAnswer }).output.items.length === 0) {
              // None but the showTrigger 2 item this route change promoted from the last page's answer.
              expect(view.bar?.uuid ?? null).toBe(was.promoted?.uuid ?? null);
            }
            if (event.type === 'xstate.error.actor.fetchBars') expect(view.bar).toBeNull();
            // A bar closed or followed before never comes (back); a followed one stays until the next page.
            if (view.bar && view.bar.uuid !== selectHeaderBarView(before as never).bar?.uuid) expect(was.shown).not.toContain(view.bar.uuid);
            if (view.seconds > 0 && !after.hasTag('loading')) expect(after.hasTag('counting')).toBe(true);
            if ((event.type === 'CLOSE' || event.type === 'FOLLOWED') && before.matches('showing') && was.bar) {
              records += 1;
              expect(recordShown).toHaveBeenLastCalledWith(expect.anything(), { uuid: was.bar.uuid, signedIn: was.userId !== null });
              expect(now.shown).toContain(was.bar.uuid);
              if (event.type === 'CLOSE') expect(view.bar).toBeNull();
            }
            expect(recordShown).toHaveBeenCalledTimes(records);
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

const popup = (uuid: string, fields: Partial<ValuePopup> = {}): ValuePopup =>
  ValuePopup.parse({
    uuid,
    template: 'regular',
    active: true,
    title: uuid,
    ...fields,
  });

const guest = { group: 'guest' as const, userId: null, affiliateId: null, shown: [] as string[], path: '/', search: '' };

/**
 * The machine started at `nowMs` with the root loader's items (worked out as the server does), a refetch answering
 * `answer(context)` at the simulated clock's time, and a spied recordShown.
 */
function start(opts: { nowMs: number; first: ValuePopup[]; answer?: (context: ValuePopupContext) => ValuePopup[]; input?: Partial<HeaderBarInput> }) {
  const clock = new SimulatedClock();
  const contexts: ValuePopupContext[] = [];
  const recordShown = vi.fn();
  const machine = headerBarMachine.provide({
    actors: {
      fetchBars: fromPromise<HeaderBarAnswer, ValuePopupContext>(async ({ input }) => {
        contexts.push(input);
        const nowMs = opts.nowMs + clock.now();
        return { items: headerBarItems((opts.answer ?? (() => opts.first))(input), nowMs), nowMs };
      }),
    },
    actions: { recordShown },
  });
  const input: HeaderBarInput = { ...guest, items: headerBarItems(opts.first, opts.nowMs), nowMs: opts.nowMs, ...opts.input };
  const actor = createActor(machine, { input, clock });
  // The server renders the initial snapshot without starting the visit; the client's first one must be the same.
  const server = selectHeaderBarView(actor.getSnapshot());
  // Before the machine's code comes, the page draws the bar from the same starting facts.
  expect(firstHeaderBarView(input)).toEqual(server);
  actor.start();
  expect(selectHeaderBarView(actor.getSnapshot())).toEqual(server);
  return { actor, clock, contexts, recordShown, view: () => selectHeaderBarView(actor.getSnapshot()) };
}

const seconds = (n: number, clock: SimulatedClock) => {
  for (let i = 0; i < n; i++) clock.increment(1000);
};

describe('header bar, the countdown in Los Angeles time', () => {
  it('ticks every second across an LA midnight to timerDateTimeEnd and hides the countdown (not the bar) at 0', () => {
    const nowMs = laWallClockMs('2026-11-23T23:59:58') as number;
    const { actor, clock, view } = start({
      nowMs,
      first: [popup('end', { timerDateTimeStart: '2026-11-01T00:00:00', timerDateTimeEnd: '2026-11-24T00:00:03' })],
    });
    expect(view()).toMatchObject({ bar: { uuid: 'end' }, seconds: 5 });
    clock.increment(999);
    expect(view().seconds).toBe(5);
    clock.increment(1);
    expect(view().seconds).toBe(4);
    seconds(2, clock); // past midnight in Los Angeles
    expect(view().seconds).toBe(2);
    seconds(2, clock);
    expect(view()).toMatchObject({ bar: { uuid: 'end' }, seconds: 0 });
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
    seconds(5, clock);
    expect(view().seconds).toBe(0);
    actor.stop();
  });

  it('a cheat timer counts to the next LA midnight and hides at it', () => {
    const nowMs = laWallClockMs('2026-11-23T23:59:57') as number;
    const { actor, clock, view } = start({ nowMs, first: [popup('cheat', { timerDateTimeEnd: '2035-12-31T23:59:59', cheatTimer: true })] });
    expect(view().seconds).toBe(3);
    seconds(3, clock);
    expect(view()).toMatchObject({ bar: { uuid: 'cheat' }, seconds: 0 });
    actor.stop();
  });

  it('counts the repeated hour of 2026-11-01 (autumn change): 01:30 PDT to 01:30 PST is an hour', () => {
    const nowMs = laWallClockMs('2026-11-01T01:30:00') as number; // the first 01:30 (PDT)
    const { actor, clock, view } = start({ nowMs, first: [popup('dst', { timerDateTimeEnd: '2026-11-01T02:00:00' })] });
    // 02:00 PST comes 1.5 hours later: the 01:00–02:00 hour is lived twice.
    expect(view().seconds).toBe(90 * 60);
    seconds(60 * 60, clock);
    expect(view().seconds).toBe(30 * 60);
    seconds(30 * 60, clock);
    expect(view().seconds).toBe(0);
    actor.stop();
  });

  it('skips the hour of 2027-03-14 (spring change): a cheat timer from 00:00 counts 23 hours', () => {
    const nowMs = laWallClockMs('2027-03-14T00:00:00') as number;
    const { actor, clock, view } = start({ nowMs, first: [popup('spring', { timerDateTimeEnd: '2035-12-31T23:59:59', cheatTimer: true })] });
    expect(view().seconds).toBe(23 * 3600);
    seconds(2 * 3600, clock); // 03:00 PDT: the 02:00 hour never happened
    expect(view().seconds).toBe(21 * 3600);
    actor.stop();
  });

  it('before timerDateTimeStart no countdown shows; it appears once the start has passed', () => {
    const nowMs = laWallClockMs('2026-11-23T11:59:58') as number;
    const { actor, clock, view } = start({
      nowMs,
      first: [popup('later', { timerDateTimeStart: '2026-11-23T12:00:00', timerDateTimeEnd: '2026-11-23T13:00:00' })],
    });
    expect(view()).toMatchObject({ bar: { uuid: 'later' }, seconds: 0 });
    seconds(3, clock);
    expect(view().seconds).toBe(3599);
    actor.stop();
  });

  it('no countdown without timerDateTimeEnd, and no ticking', () => {
    const { actor, view } = start({ nowMs: Date.UTC(2026, 10, 23, 20), first: [popup('plain')] });
    expect(view()).toMatchObject({ bar: { uuid: 'plain' }, seconds: 0 });
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
    actor.stop();
  });
});

describe('header bar, flows', () => {
  const nowMs = Date.UTC(2026, 10, 23, 20);

  it('closing hides it and records its uuid; the next page asks with it shown and never shows it again', async () => {
    const { actor, contexts, recordShown, view } = start({ nowMs, first: [popup('hb')] });
    actor.send({ type: 'CLOSE' });
    expect(view().bar).toBeNull();
    expect(recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'hb', signedIn: false });
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(contexts.at(-1)).toMatchObject({ url: '/videos/', shownValuePopUps: [{ uuid: 'hb' }], showToGuest: true });
    expect(view().bar).toBeNull();
    actor.stop();
  });

  it("following the 'header-bar-with-btn' button records it (a member's on the user) and keeps the bar until the next page", async () => {
    const { actor, recordShown, view } = start({
      nowMs,
      first: [popup('btn', { template: 'header-bar-with-btn', buttonText: 'Join Now', buttonUrl: '/join-now/' })],
      input: { group: 'member', userId: 'm-1' },
    });
    actor.send({ type: 'FOLLOWED' });
    expect(recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'btn', signedIn: true });
    expect(view().bar?.uuid).toBe('btn');
    actor.send({ type: 'ROUTE_CHANGED', path: '/join-now/', search: '' });
    await flush();
    expect(view().bar).toBeNull();
    actor.stop();
  });

  it('a showTrigger 2 item becomes the bar on the next route change without a hash (not on one with a hash)', async () => {
    const answer = () => [popup('timed'), popup('trigger', { showTrigger: 2 })];
    const { actor, view } = start({ nowMs, first: answer(), answer });
    expect(view().bar?.uuid).toBe('timed');
    actor.send({ type: 'ROUTE_CHANGED', path: '/', search: '', hash: 'comments' });
    expect(view().bar?.uuid).toBe('timed');
    await flush();
    expect(view().bar?.uuid).toBe('timed');
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    expect(view().bar?.uuid).toBe('trigger');
    await flush();
    expect(view().bar?.uuid).toBe('trigger');
    actor.send({ type: 'CLOSE' });
    expect(view().bar).toBeNull();
    actor.send({ type: 'ROUTE_CHANGED', path: '/models/', search: '' });
    await flush();
    expect(view().bar?.uuid).toBe('timed');
    actor.stop();
  });

  it('the promoted showTrigger 2 item stays the bar when the next page answers none (its only other bar was closed)', async () => {
    const { actor, view } = start({
      nowMs,
      first: [popup('timed'), popup('trigger', { showTrigger: 2 })],
      answer: ({ shownValuePopUps }) => [popup('timed')].filter((p) => !shownValuePopUps.some((s) => s.uuid === p.uuid)),
    });
    actor.send({ type: 'CLOSE' });
    expect(view().bar).toBeNull();
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(view().bar?.uuid).toBe('trigger');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/models/', search: '' });
    await flush();
    expect(view().bar).toBeNull();
    actor.stop();
  });

  it('no items → no bar; a failed call → no bar; the bar comes back with a page that has one', async () => {
    const { actor, view } = start({ nowMs, first: [], answer: ({ url }) => (url === '/videos/' ? [popup('v')] : []) });
    expect(view().bar).toBeNull();
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(view().bar?.uuid).toBe('v');
    actor.send({ type: 'ROUTE_CHANGED', path: '/models/', search: '' });
    await flush();
    expect(view().bar).toBeNull();
    actor.stop();
    const failing = createActor(
      headerBarMachine.provide({ actors: { fetchBars: fromPromise<HeaderBarAnswer, ValuePopupContext>(() => Promise.reject(new Error('down'))) } }),
      { input: { ...guest, items: headerBarItems([popup('x')], nowMs), nowMs } },
    ).start();
    expect(selectHeaderBarView(failing.getSnapshot()).bar?.uuid).toBe('x');
    failing.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(selectHeaderBarView(failing.getSnapshot()).bar).toBeNull();
    failing.stop();
  });

  it('never on the age-verification route, and back on the next page', async () => {
    const { actor, contexts, view } = start({ nowMs, first: [popup('hb')], input: { path: '/age-verification/' } });
    expect(view().bar).toBeNull();
    expect(actor.getSnapshot().value).toBe('offRoute');
    actor.send({ type: 'ROUTE_CHANGED', path: '/', search: '' });
    await flush();
    expect(view().bar?.uuid).toBe('hb');
    actor.send({ type: 'ROUTE_CHANGED', path: '/age-verification/', search: '' });
    expect(view().bar).toBeNull();
    expect(contexts).toHaveLength(1);
    actor.stop();
  });

  it('signing in asks for the bars of the member', async () => {
    const { actor, contexts } = start({ nowMs, first: [popup('hb')], input: { path: '/videos/' } });
    actor.send({ type: 'SESSION_CHANGED', group: 'member', userId: 'm-1' });
    await flush();
    expect(contexts.at(-1)).toMatchObject({ showToMembers: true, showToGuest: false, url: '/videos/' });
    actor.send({ type: 'SESSION_CHANGED', group: 'member', userId: 'm-1' });
    expect(contexts).toHaveLength(1);
    actor.stop();
  });
});
