/**
 * Model-based tests of the value pop-ups (spec 001 §4 'Value pop-ups', 'Leave-page trap', §7, §8, §9): paths from the
 * machine's graph (its atlas entry) replayed with fake calls and a simulated clock, with invariants — one pop-up at a
 * time, a shown pop-up never again in the visit, every closing or following recorded once, closing an exit trap
 * continues where the visitor was going; then the timings and the flows one by one.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { valuePopupsEntry } from '../../app/atlas/value-popups.ts';
import type { ValuePopup, ValuePopupContext } from '../../contracts/value-popups.ts';
import { type ValuePopupsContext, type ValuePopupsInput, valuePopupsMachine } from '../../machines/value-popups.machine.ts';
import { selectExitTrapArmed, selectOpenPopup } from '../../machines/value-popups.selectors.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('valuePopups', valuePopupsMachine);

describe('value pop-ups, paths from the graph', () => {
  it('replays every path: one at a time, each recorded once and never shown again, closing continues', async () => {
    await replayAll(entryPaths(valuePopupsEntry), {
      coverage,
      delays: valuePopupsEntry.delays,
      contextView: valuePopupsEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const recordShown = vi.fn();
        const continueTo = vi.fn();
        const goBack = vi.fn();
        let closes = 0;
        return {
          machine: valuePopupsMachine.provide({
            actors: fakeActorsOf(valuePopupsEntry, fakes) as never,
            actions: { recordShown, continueTo, goBack },
          }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as ValuePopupsContext;
            const now = after.context as ValuePopupsContext;
            if (after.hasTag('open')) {
              expect(now.current).not.toBeNull();
              if (!before.hasTag('open')) {
                // Never a pop-up shown (closed or followed) before in this visit.
                expect(was.shown).not.toContain(now.current?.uuid);
                if (event.type === 'LINK_CLICKED' || event.type === 'BACK_PRESSED') expect(now.current?.showTrigger).toBe(2);
                if (now.current?.groupId === 600)
                  expect(['LEAVE_TRAP_TRIGGERED', 'xstate.done.actor.fetchPopups', 'CLOSED', 'FOLLOWED']).toContain(event.type);
                if (now.current?.timeForTrigger) expect(event.type).toMatch(/^xstate\.after\.tick\./);
              }
            }
            if ((event.type === 'CLOSED' || event.type === 'FOLLOWED') && before.hasTag('open')) {
              expect(recordShown).toHaveBeenLastCalledWith(expect.anything(), { uuid: was.current?.uuid, signedIn: was.userId !== null });
              expect(now.shown).toContain(was.current?.uuid);
              if (event.type === 'CLOSED' && was.pending?.kind === 'link')
                expect(continueTo).toHaveBeenLastCalledWith(expect.anything(), was.pending.href);
              if (event.type === 'CLOSED' && was.pending?.kind === 'back') expect(goBack).toHaveBeenCalled();
            }
            if ((event.type === 'CLOSED' || event.type === 'FOLLOWED') && before.hasTag('open')) closes += 1;
            expect(recordShown).toHaveBeenCalledTimes(closes);
          },
        };
      },
    });
  });
});

const item = (uuid: string, fields: Partial<ValuePopup> = {}): ValuePopup =>
  ({
    uuid,
    template: 'regular',
    active: true,
    title: uuid,
    showTrigger: 1,
    timeForTrigger: null,
    groupId: null,
    showCancelButton: true,
    ...fields,
  }) as ValuePopup;

const guest: ValuePopupsInput = { group: 'guest', userId: null, affiliateId: null, shown: [], path: '/space-odyssey/', search: '', firstItems: null };

/** The machine with a fetch answering `answer(context)`, a simulated clock and spied actions. */
function start(answer: (context: ValuePopupContext) => ValuePopup[], input: ValuePopupsInput = guest, shownOnSignIn: string[] = []) {
  const clock = new SimulatedClock();
  const contexts: ValuePopupContext[] = [];
  const actions = { recordShown: vi.fn(), continueTo: vi.fn(), goBack: vi.fn() };
  const machine = valuePopupsMachine.provide({
    actors: {
      fetchPopups: fromPromise<ValuePopup[], ValuePopupContext>(async ({ input }) => {
        contexts.push(input);
        return answer(input);
      }),
      loadShown: fromPromise<string[], { signedIn: boolean }>(async () => shownOnSignIn),
    },
    actions,
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, contexts, actions };
}

describe('value pop-ups, timings and flows', () => {
  it("starts from the first page's answer that came with the page, without a call of its own; the next page asks", async () => {
    const { actor, contexts } = start(() => [], { ...guest, firstItems: [item('now')] });
    await flush();
    expect(contexts).toHaveLength(0);
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('now');
    actor.send({ type: 'CLOSED' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(contexts.map((c) => c.url)).toEqual(['/videos/']);
    actor.stop();
  });

  it('a timed pop-up counts down in 1 s steps and shows after timeForTrigger seconds, not before', async () => {
    const { actor, clock } = start(() => [item('timed', { timeForTrigger: 5 })]);
    await flush();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    for (const left of [5, 4, 3, 2, 1]) {
      expect(actor.getSnapshot().context.remaining).toBe(left);
      expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
      clock.increment(999);
      expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
      clock.increment(1);
    }
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('timed');
    actor.stop();
  });

  it('a pop-up without timeForTrigger shows at once; closing records it and it never shows again in the visit', async () => {
    const { actor, actions, contexts } = start(() => [item('now')]);
    await flush();
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('now');
    actor.send({ type: 'CLOSED' });
    expect(actions.recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'now', signedIn: false });
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    // The service is told the shown ones on the next page; even if it answered it again, it would not show.
    actor.send({ type: 'ROUTE_CHANGED', path: '/summer-splash/', search: '?a=1' });
    await flush();
    expect(contexts.at(-1)).toMatchObject({ url: '/summer-splash/?a=1', shownValuePopUps: [{ uuid: 'now' }], showToGuest: true });
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('the exit trap shows on a link click instead of leaving; closing continues to the link', async () => {
    const { actor, actions } = start(() => [item('exit', { showTrigger: 2 })]);
    await flush();
    expect(selectExitTrapArmed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LINK_CLICKED', href: '/videos/' });
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('exit');
    expect(selectExitTrapArmed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CLOSED' });
    expect(actions.continueTo).toHaveBeenCalledWith(expect.anything(), '/videos/');
    expect(selectExitTrapArmed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'LINK_CLICKED', href: '/models/' });
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('the exit trap shows on back; closing goes back for real; following goes nowhere else', async () => {
    const back = start(() => [item('exit', { showTrigger: 2 })]);
    await flush();
    back.actor.send({ type: 'BACK_PRESSED' });
    expect(selectOpenPopup(back.actor.getSnapshot())?.uuid).toBe('exit');
    back.actor.send({ type: 'CLOSED' });
    expect(back.actions.goBack).toHaveBeenCalledTimes(1);
    back.actor.stop();
    const follow = start(() => [item('exit', { showTrigger: 2 })]);
    await flush();
    follow.actor.send({ type: 'LINK_CLICKED', href: '/videos/' });
    follow.actor.send({ type: 'FOLLOWED' });
    expect(follow.actions.recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'exit', signedIn: false });
    expect(follow.actions.continueTo).not.toHaveBeenCalled();
    follow.actor.stop();
  });

  it('groupId 600 is not sprung by links or back, only by the leave-page trap, also when it triggered while loading', async () => {
    const { actor } = start(() => [item('leave', { showTrigger: 2, groupId: 600 })], { ...guest, path: '/join-now/' });
    await flush();
    actor.send({ type: 'LINK_CLICKED', href: '/videos/' });
    actor.send({ type: 'BACK_PRESSED' });
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    expect(selectExitTrapArmed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'LEAVE_TRAP_TRIGGERED', path: '/join-now/' });
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('leave');
    actor.stop();

    const early = start(() => [item('leave', { showTrigger: 2, groupId: 600 })], { ...guest, path: '/join-now/' });
    early.actor.send({ type: 'LEAVE_TRAP_TRIGGERED', path: '/join-now/' });
    expect(selectOpenPopup(early.actor.getSnapshot())).toBeNull();
    await flush();
    expect(selectOpenPopup(early.actor.getSnapshot())?.uuid).toBe('leave');
    early.actor.stop();
  });

  it('a leave-page trap that springs before the route change to its page arrives still shows there, and on no other page', async () => {
    const answer = (context: ValuePopupContext) => (context.url.startsWith('/join-now/') ? [item('leave', { showTrigger: 2, groupId: 600 })] : []);
    const { actor } = start(answer, { ...guest, path: '/wc-2018/' });
    await flush();
    // The join-now page's machine runs (and its trap springs) before the router's ROUTE_CHANGED reaches the visit.
    actor.send({ type: 'LEAVE_TRAP_TRIGGERED', path: '/join-now/' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/join-now/', search: '' });
    await flush();
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('leave');
    actor.stop();

    const elsewhere = start(answer, { ...guest, path: '/wc-2018/' });
    await flush();
    elsewhere.actor.send({ type: 'LEAVE_TRAP_TRIGGERED', path: '/join-now/' });
    elsewhere.actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    elsewhere.actor.send({ type: 'ROUTE_CHANGED', path: '/join-now/', search: '' });
    await flush();
    expect(selectOpenPopup(elsewhere.actor.getSnapshot())).toBeNull();
    elsewhere.actor.stop();
  });

  it('re-fetches on every route change; a countdown of the page left behind never shows', async () => {
    const { actor, clock, contexts } = start(({ url }) => (url.startsWith('/space-odyssey/') ? [item('timed', { timeForTrigger: 5 })] : []));
    await flush();
    clock.increment(3000);
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    clock.increment(10_000);
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    expect(contexts.map((c) => c.url)).toEqual(['/space-odyssey/', '/videos/']);
    actor.stop();
  });

  it('a failed call shows none (§8)', async () => {
    const { actor } = start(() => {
      throw new Error('down');
    });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'waiting' })).toBe(true);
    expect(selectOpenPopup(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a member signing in: their shown list is loaded, the pop-ups are fetched for members, closing records on the user', async () => {
    const { actor, contexts, actions } = start(
      ({ showToMembers }) => (showToMembers ? [item('done-before'), item('vip', { template: 'easyCancelVipOffer' })] : []),
      guest,
      ['done-before'],
    );
    await flush();
    actor.send({ type: 'SESSION_CHANGED', group: 'member', userId: 'u-1' });
    await flush();
    expect(contexts.at(-1)).toMatchObject({ showToMembers: true, showToGuest: false, shownValuePopUps: [{ uuid: 'done-before' }] });
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('vip');
    actor.send({ type: 'CLOSED' });
    expect(actions.recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'vip', signedIn: true });
    actor.stop();
  });

  it('one pop-up at a time: the leave-page trap during another pop-up waits for it to close', async () => {
    const { actor } = start(() => [item('now'), item('leave', { showTrigger: 2, groupId: 600 })], { ...guest, path: '/join-now/' });
    await flush();
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('now');
    actor.send({ type: 'LEAVE_TRAP_TRIGGERED', path: '/join-now/' });
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('now');
    actor.send({ type: 'CLOSED' });
    expect(selectOpenPopup(actor.getSnapshot())?.uuid).toBe('leave');
    actor.stop();
  });
});
