/**
 * Model-based tests of the header search box (spec 000 §2.3 'Search', §9 thresholds): paths from the machine's graph
 * (events and delays from its atlas entry) replayed with a fake search call and a simulated clock. Under 3 characters
 * no call and no results; a call only after the debounce, with the trimmed query; never two calls at once (a newer
 * query aborts the one in flight); Enter submits from 2 characters; a route change clears the box.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { searchEntry } from '../../app/atlas/search.ts';
import type { SearchResults } from '../../contracts/search.ts';
import { canFetch, canSubmit, searchHref, trimQuery } from '../../domain/search.ts';
import { type SearchContext, searchMachine } from '../../machines/search.machine.ts';
import { selectSearchView } from '../../machines/search.selectors.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('search', searchMachine);

describe('search box, paths from its graph', () => {
  it('replays every path: thresholds, debounce, one call at a time, submit, clear on route change', async () => {
    const paths = entryPaths(searchEntry);
    await replayAll(paths, {
      coverage,
      delays: searchEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const submit = vi.fn();
        const machine = searchMachine.provide({
          actors: fakeActorsOf(searchEntry, fakes) as never,
          actions: { submit: (_, { href }) => submit(href) },
        });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as SearchContext;
            const view = selectSearchView(after as never);
            expect(fakes.maxInFlight.search ?? 0).toBeLessThanOrEqual(1);
            if (event.type === 'TYPED') {
              const { value } = event as unknown as { value: string };
              expect(ctx.query).toBe(value);
              // Typing never opens or collapses the box.
              expect(after.hasTag('open')).toBe(before.hasTag('open'));
              if (trimQuery(value) === '') expect(view.status).toBe('idle');
              else if (!canFetch(value)) {
                expect(view.status).toBe('continue-typing');
                expect(ctx.results).toBeNull();
              } else if (trimQuery(value) !== (before.context as SearchContext).term) {
                // A new query waits for the pause in typing: no call yet, and the one in flight is aborted.
                expect(after.hasTag('loading')).toBe(true);
                expect(fakes.inFlight.search ?? 0).toBe(0);
              }
            }
            if (event.type.startsWith('xstate.after.')) {
              expect(fakes.calls.search?.at(-1)).toEqual({ term: ctx.term });
              expect(ctx.term).toBe(trimQuery(ctx.query));
            }
            if (event.type === 'SUBMITTED') {
              const query = (before.context as SearchContext).query;
              if (canSubmit(query)) expect(submit).toHaveBeenLastCalledWith(searchHref(query));
              else expect(submit).not.toHaveBeenCalledWith(searchHref(query));
            }
            if (event.type === 'ROUTE_CHANGED' || event.type === 'CLEARED') {
              expect(ctx).toEqual({ query: '', term: '', results: null });
              expect(view.open).toBe(false);
              expect(fakes.inFlight.search ?? 0).toBe(0);
            }
            if (event.type.startsWith('xstate.done.actor.search')) {
              const output = (event as unknown as { output: SearchResults }).output;
              expect(view.status).toBe(output.pages.length > 0 ? 'results' : 'empty');
            }
            if (event.type.startsWith('xstate.error.actor.search')) expect(view.status).toBe('empty');
          },
        };
      },
    });
  });
});

describe('search box with a real clock of its own', () => {
  it('fetches once after typing pauses 250 ms, and aborts the call in flight for a newer query', async () => {
    const clock = new SimulatedClock();
    const signals: AbortSignal[] = [];
    const terms: string[] = [];
    const machine = searchMachine.provide({
      actors: {
        search: fromPromise<SearchResults, { term: string }>(({ input, signal }) => {
          terms.push(input.term);
          signals.push(signal);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'TYPED', value: 'sp' });
    expect(selectSearchView(actor.getSnapshot()).status).toBe('continue-typing');
    actor.send({ type: 'TYPED', value: 'spa' });
    clock.increment(200);
    actor.send({ type: 'TYPED', value: 'spa d' });
    clock.increment(249);
    expect(terms).toEqual([]);
    clock.increment(1);
    expect(terms).toEqual(['spa d']);
    actor.send({ type: 'TYPED', value: 'spa da' });
    expect(signals[0]?.aborted).toBe(true);
    clock.increment(250);
    expect(terms).toEqual(['spa d', 'spa da']);
    actor.send({ type: 'TYPED', value: ' spa da ' });
    expect(signals[1]?.aborted).toBe(false);
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/' });
    expect(signals[1]?.aborted).toBe(true);
    expect(selectSearchView(actor.getSnapshot()).query).toBe('');
    actor.stop();
  });
});
