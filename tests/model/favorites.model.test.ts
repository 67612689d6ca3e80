/**
 * Model-based tests of favourites (spec 000 §4 'Favourites', §6, §7, §8): paths from the machine's graph (events and
 * inputs from its atlas entry) replayed with fake actors. The lists change only when a save answered true; a refusal
 * or failure leaves them and says so; no item is ever sent twice at once; a guest's clicks send nothing.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { favoritesEntry } from '../../app/atlas/favorites.ts';
import { type FavoritesContext, type FavoritesInput, favoritesMachine } from '../../machines/favorites.machine.ts';
import { firstFavoritesView, selectFavoritesView } from '../../machines/favorites.selectors.ts';
import { expectFirstViewsAreFirstSnapshots } from './first-view.ts';
import { FAVORITE_STATUS_MS, type FavoriteTarget, isFavorite, sameTarget } from '../../domain/favorites.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('favorites', favoritesMachine);

type Saved = { target: FavoriteTarget; on: boolean };

describe('favourites, paths from the graph', () => {
  it('replays every path: lists follow only what the server did, one call per item at a time', async () => {
    await replayAll(entryPaths(favoritesEntry), {
      coverage,
      delays: favoritesEntry.delays,
      contextView: favoritesEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = favoritesMachine.provide({ actors: fakeActorsOf(favoritesEntry, fakes) as never });
        // Saves asked before this event: the last of them is the one an answer is for (the next may start at once).
        let asked = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as FavoritesContext;
            const now = after.context as FavoritesContext;
            // Never two calls for one item at once: what waits is never what is being saved, and nothing waits twice.
            if (now.saving) expect(now.queue.some((t) => sameTarget(t, now.saving as FavoriteTarget))).toBe(false);
            expect(new Set(now.queue.map((t) => `${t.kind}:${t.id}`)).size).toBe(now.queue.length);
            if (event.type === 'TOGGLE_REQUESTED' && !was.allowed) expect([now.saving, now.queue]).toEqual([was.saving, was.queue]);
            if (event.type === 'xstate.done.actor.saveFavorite' || event.type === 'xstate.error.actor.saveFavorite') {
              const target = was.saving as FavoriteTarget;
              const ok = event.type === 'xstate.done.actor.saveFavorite' && (event as unknown as { output: boolean }).output;
              const sent = fakes.calls.saveFavorite?.[asked - 1] as Saved;
              expect(sent.target).toEqual(target);
              expect(sent.on).toBe(!isFavorite(was, target));
              expect(isFavorite(now, target)).toBe(ok ? sent.on : isFavorite(was, target));
              expect(now.status?.failed).toBe(!ok);
            } else if (event.type === 'FAVORITE_CHANGED') {
              // Another screen's call the server did: the list follows at once.
              const change = event as unknown as { target: FavoriteTarget; on: boolean };
              expect(isFavorite(now, change.target)).toBe(change.on);
            } else if (event.type !== 'xstate.done.actor.loadFavorites' && event.type !== 'SESSION_CHANGED') {
              // Only a save's answer, a load or a change of member moves the lists.
              expect([now.videoIds, now.modelIds]).toEqual([was.videoIds, was.modelIds]);
            }
            if (event.type === 'SESSION_CHANGED' && (event as unknown as { userId: string | null }).userId !== was.userId) {
              expect([now.saving, now.queue]).toEqual([null, []]);
              if (now.userId === null) expect([now.videoIds, now.modelIds]).toEqual([[], []]);
            }
            asked = fakes.calls.saveFavorite?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('favourites, before the machine has come', () => {
  it("the hearts are drawn as the machine's first snapshot shows them, for every starting fact of the atlas", () => {
    const machine = favoritesMachine.provide({ actors: fakeActorsOf(favoritesEntry, new FakeActors()) as never });
    expectFirstViewsAreFirstSnapshots(favoritesEntry.inputs, machine, firstFavoritesView, selectFavoritesView);
  });

  it('arriving after a sign-in, with no lists for this member, loads theirs; a hearts press meanwhile waits its turn', async () => {
    const fakes = new FakeActors();
    const machine = favoritesMachine.provide({ actors: fakeActorsOf(favoritesEntry, fakes) as never });
    const input = favoritesEntry.inputs['member, arrived after signing in'] as FavoritesInput;
    const actor = createActor(machine, { input }).start();
    expect(fakes.calls.loadFavorites).toHaveLength(1);
    actor.send({ type: 'TOGGLE_REQUESTED', target: { kind: 'video', id: '3', title: 'Sunset Terrace' } });
    expect(fakes.calls.saveFavorite ?? []).toHaveLength(0);
    fakes.settle('loadFavorites', 'resolve', { videoIds: ['3'], modelIds: [7] });
    await flush();
    expect(selectFavoritesView(actor.getSnapshot())).toEqual({ allowed: true, videoIds: ['3'], modelIds: [7] });
    // Its turn came with the member's lists: the video was a favourite, so the press removes it.
    expect(fakes.calls.saveFavorite).toEqual([{ target: { kind: 'video', id: '3', title: 'Sunset Terrace' }, on: false }]);
    actor.stop();
  });
});

describe('favourites, with a clock', () => {
  const VIDEO: FavoriteTarget = { kind: 'video', id: '3', title: 'Sunset Terrace' };
  const MODEL: FavoriteTarget = { kind: 'model', id: 7, title: 'Ava Lumen' };
  const start = () => {
    const fakes = new FakeActors();
    const clock = new SimulatedClock();
    const machine = favoritesMachine.provide({ actors: fakeActorsOf(favoritesEntry, fakes) as never });
    const actor = createActor(machine, { clock, input: { videoIds: [], modelIds: [], userId: 'm', allowed: true } }).start();
    return { actor, fakes, clock };
  };

  it('a double click sends one call; the heart fills when it answers; the message goes after a moment', async () => {
    const { actor, fakes, clock } = start();
    actor.send({ type: 'TOGGLE_REQUESTED', target: VIDEO });
    actor.send({ type: 'TOGGLE_REQUESTED', target: VIDEO });
    expect(fakes.calls.saveFavorite).toEqual([{ target: VIDEO, on: true }]);
    expect(actor.getSnapshot().context.videoIds).toEqual([]);
    fakes.settle('saveFavorite', 'resolve', true);
    await flush();
    expect(actor.getSnapshot().context.videoIds).toEqual(['3']);
    expect(actor.getSnapshot().context.status).toEqual({ text: 'Added Sunset Terrace to favorites', failed: false });
    clock.increment(FAVORITE_STATUS_MS - 1);
    expect(actor.getSnapshot().context.status).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().context.status).toBeNull();
    actor.stop();
  });

  it('another item clicked meanwhile is saved next; a refusal leaves its heart and says so', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'TOGGLE_REQUESTED', target: VIDEO });
    actor.send({ type: 'TOGGLE_REQUESTED', target: MODEL });
    fakes.settle('saveFavorite', 'resolve', true);
    await flush();
    expect(fakes.calls.saveFavorite?.at(-1)).toEqual({ target: MODEL, on: true });
    fakes.settle('saveFavorite', 'resolve', false);
    await flush();
    const { context } = actor.getSnapshot();
    expect([context.videoIds, context.modelIds]).toEqual([['3'], []]);
    expect(context.status).toEqual({ text: 'Could not add Ava Lumen to favorites. Please try again.', failed: true });
    actor.stop();
  });
});
