/**
 * Model-based tests of the cam room list (spec 002 §2.2, §4.4, §9): paths from the machine's graph (inputs, events
 * and delays from its atlas entry) replayed with fake page loads and a simulated clock. Invariants: the page count is
 * ceil(total / 12); the next page is asked in advance only when more pages exist; a failed load or refresh keeps the
 * rooms shown; each refresh moves the schedule index to the next of its 3 steps and caches it. Then the 3 × 30 s
 * schedule on one simulated clock.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { CAM_LIST_EXAMPLES, CAM_OPTIONS_EXAMPLE, camListEntry } from '../../app/atlas/cam-list.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { type CamListContext, type CamPageRequest, type CamPageResult, camListMachine, selectCamList } from '../../machines/cam-list.machine.ts';
import { DEFAULT_CAM_FILTER, camPageCount } from '../../domain/cam-list.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('camList', camListMachine);

describe('cam list, paths from the graph', () => {
  it('replays every path: pages by filter, the next page in advance, failures keep what is shown, the schedule wraps', async () => {
    const count = await replayAll(entryPaths(camListEntry), {
      coverage,
      delays: camListEntry.delays,
      contextView: camListEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const stored: number[] = [];
        const shown: unknown[] = [];
        return {
          machine: camListMachine.provide({
            actors: fakeActorsOf(camListEntry, fakes) as never,
            actions: {
              storeScheduleIndex: (_, index: number) => void stored.push(index),
              pageShown: (_, params: unknown) => void shown.push(params),
            },
          }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as CamListContext;
            const now = after.context as CamListContext;
            expect(now.pageCount).toBe(camPageCount(now.total));
            expect(now.scheduleIndex).toBeGreaterThanOrEqual(0);
            expect(now.scheduleIndex).toBeLessThan(3);
            if (after.hasTag('prefetching')) {
              expect(now.page).toBeLessThan(now.pageCount);
              expect((fakes.calls.prefetchPage ?? []).at(-1)).toEqual({ filter: now.filter, page: now.page + 1, fresh: false });
            }
            if (event.type.startsWith('xstate.done.actor.refreshPage') || event.type.startsWith('xstate.error.actor.refreshPage')) {
              expect(now.scheduleIndex).toBe((was.scheduleIndex + 1) % 3);
              expect(stored.at(-1)).toBe(now.scheduleIndex);
              expect(now.page).toBe(was.page);
              expect(now.filter).toEqual(was.filter);
            }
            const failed =
              event.type.startsWith('xstate.error.actor.') ||
              ((event.type === 'xstate.done.actor.loadPage' || event.type === 'xstate.done.actor.refreshPage') &&
                (event as { output?: unknown }).output === null);
            if (failed) {
              expect(now.rooms).toBe(was.rooms);
              expect(now.page).toBe(was.page);
              expect(now.pending).toBeNull();
            }
            if (event.type === 'xstate.done.actor.loadPage' && !failed) {
              expect(now.page).toBe(was.pending?.page);
              expect(now.filter).toEqual(was.pending?.filter);
              expect(shown.at(-1)).toEqual({ filter: now.filter, page: now.page });
            }
            if (event.type === 'xstate.after.refresh' || event.type.startsWith('xstate.after')) {
              expect((fakes.calls.refreshPage ?? []).at(-1)).toEqual({ filter: now.filter, page: now.page, fresh: true });
            }
            expect(after.hasTag('loading')).toBe(now.pending !== null);
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(10);
    expect(coverage.complete).toBe(true);
  });
});

describe('the 3 × 30 s schedule on one clock', () => {
  const input = { filter: DEFAULT_CAM_FILTER, page: 1, ...CAM_LIST_EXAMPLES.firstOfTwo, options: CAM_OPTIONS_EXAMPLE };

  it('reloads the current page every 30 s, stores rooms, total and page count, and moves 0 → 1 → 2 → 0 (cached)', async () => {
    const clock = new SimulatedClock();
    const stored: number[] = [];
    const refreshes: unknown[] = [];
    let total = 20;
    const machine = camListMachine.provide({
      actors: {
        loadPage: vi.fn() as never,
        prefetchPage: fromPromise<void, CamPageRequest>(async () => {}),
        refreshPage: fromPromise<CamPageResult, CamPageRequest>(async ({ input: request }) => {
          refreshes.push(request);
          total += 12;
          return { rooms: CAM_LIST_EXAMPLES.refreshed.rooms, total };
        }),
      },
      actions: { storeScheduleIndex: (_, index: number) => void stored.push(index) },
    });
    const actor = createActor(machine, { input, clock }).start();
    expect(selectCamList(actor.getSnapshot()).rooms[0]?.broadcastStatus).toBe('AWAY');
    clock.increment(29_999);
    await flush();
    expect(refreshes).toHaveLength(0);
    for (const [step, index] of [1, 2, 0, 1].entries()) {
      clock.increment(step === 0 ? 1 : 30_000);
      await flush();
      expect(refreshes).toHaveLength(step + 1);
      expect(actor.getSnapshot().context.scheduleIndex).toBe(index);
      expect(stored.at(-1)).toBe(index);
    }
    const context = actor.getSnapshot().context;
    expect(refreshes.at(-1)).toEqual({ filter: DEFAULT_CAM_FILTER, page: 1, fresh: true });
    expect(context.total).toBe(20 + 4 * 12);
    expect(context.pageCount).toBe(Math.ceil(68 / 12));
    expect(context.rooms[0]?.broadcastStatus).toBe('OFFLINE');
    actor.stop();
  });

  it('starts at the cached index; the first page is the server-rendered one, the second loads in advance', async () => {
    const fakes = new FakeActors();
    const actor = createActor(camListMachine.provide({ actors: fakeActorsOf(camListEntry, fakes) as never }), {
      input: { ...input, scheduleIndex: 2 },
    }).start();
    expect(actor.getSnapshot().context.scheduleIndex).toBe(2);
    expect(actor.getSnapshot().hasTag('prefetching')).toBe(true);
    expect(fakes.calls.prefetchPage).toEqual([{ filter: DEFAULT_CAM_FILTER, page: 2, fresh: false }]);
    expect(actor.getSnapshot().can({ type: 'PAGE_CHANGED', page: 2 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'PAGE_CHANGED', page: 3 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'FILTER_CHANGED', filter: DEFAULT_CAM_FILTER })).toBe(false);
    actor.stop();
  });
});
