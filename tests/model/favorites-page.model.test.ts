/**
 * Model-based tests of the dashboard's favourites page (spec 001 §2 Favorites, §4 'Favourites', §9): paths from the
 * machine's graph (events and inputs from its atlas entry) replayed with fake actors. A card leaves the page only
 * after the server removed it, and then the visit's favourites are told once and the page is loaded again; a page
 * emptied that is not the first goes to the page before; a refusal or failure leaves the card and says so; never two
 * removals at once.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { favoritesPageEntry } from '../../app/atlas/favorites-page.ts';
import { type FavoritesPageContext, favoritesPageMachine } from '../../machines/favorites-page.machine.ts';
import type { FavoritesPageData } from '../../domain/favorites-page.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('favoritesPage', favoritesPageMachine);

const spied = (fakes: FakeActors) => {
  const told: { tab: string; item: { id: number; title: string } }[] = [];
  const pages: number[] = [];
  const machine = favoritesPageMachine.provide({
    actors: fakeActorsOf(favoritesPageEntry, fakes) as never,
    actions: {
      favoriteRemoved: (_, params) => told.push(params),
      goToPage: (_, params) => pages.push(params.page),
    },
  });
  return { machine, told, pages };
};

describe('favourites page, paths from its graph', () => {
  it('replays every path: a card leaves only after the server removed it, and the page refills', async () => {
    await replayAll(entryPaths(favoritesPageEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const { machine, told, pages } = spied(fakes);
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as FavoritesPageContext;
            const now = after.context as FavoritesPageContext;
            expect(fakes.maxInFlight.removeFavorite ?? 0).toBeLessThanOrEqual(1);
            if (event.type === 'REMOVE_REQUESTED') {
              const { id } = event as unknown as { id: number };
              const listed = was.data.items.some((item) => item.id === id);
              if (listed && was.removing === null && !before.hasTag('refilling')) {
                expect(fakes.calls.removeFavorite?.at(-1)).toEqual({ tab: was.tab, id });
                expect(after.hasTag('removing')).toBe(true);
              }
              // The card stays while the call is under way.
              expect(now.data).toEqual(was.data);
            }
            if (event.type === 'xstate.done.actor.removeFavorite' && (event as unknown as { output: boolean }).output) {
              expect(told.at(-1)).toEqual({ tab: was.tab, item: was.removing });
              expect(fakes.calls.loadPage?.at(-1)).toEqual({ tab: was.tab, page: was.data.page });
              expect(now.status?.failed).toBe(false);
            } else if (event.type.endsWith('.removeFavorite')) {
              // Refused or failed: nothing changes but the message.
              expect([now.data, now.removing, now.status?.failed]).toEqual([was.data, null, true]);
            }
            if (event.type === 'xstate.done.actor.loadPage') {
              const output = (event as unknown as { output: FavoritesPageData | null }).output;
              if (output && output.items.length === 0 && output.page > 1) {
                expect([after.hasTag('leaving'), pages.at(-1)]).toEqual([true, was.data.page - 1]);
              } else if (output) expect(now.data).toEqual(output);
              const removedId = was.removing?.id;
              expect(now.data.items.some((item) => item.id === removedId)).toBe(false);
            }
            if (event.type === 'xstate.error.actor.loadPage') {
              expect(now.data.items.some((item) => item.id === was.removing?.id)).toBe(false);
              expect(now.data.total).toBe(was.data.total - 1);
            }
            if (!event.type.endsWith('.removeFavorite')) expect(told).toHaveLength(fakes.calls.loadPage?.length ?? 0);
          },
        };
      },
    });
  });
});

describe('favourites page, one removal', () => {
  it('says the removal to screen readers; a click meanwhile sends nothing', async () => {
    const fakes = new FakeActors();
    const { machine, told } = spied(fakes);
    const data: FavoritesPageData = {
      items: [
        { id: 1, title: 'One' },
        { id: 2, title: 'Two' },
      ],
      page: 1,
      pages: 1,
      total: 2,
    };
    const actor = createActor(machine, { input: { tab: 'videos', data } }).start();
    actor.send({ type: 'REMOVE_REQUESTED', id: 1 });
    actor.send({ type: 'REMOVE_REQUESTED', id: 2 });
    expect(fakes.calls.removeFavorite).toEqual([{ tab: 'videos', id: 1 }]);
    fakes.settle('removeFavorite', 'resolve', true);
    await flush();
    expect(told).toEqual([{ tab: 'videos', item: { id: 1, title: 'One' } }]);
    expect(actor.getSnapshot().context.status).toEqual({ text: 'Removed One from favorites', failed: false });
    expect(actor.getSnapshot().context.data.items).toHaveLength(2);
    fakes.settle('loadPage', 'resolve', { items: [{ id: 2, title: 'Two' }], page: 1, pages: 1, total: 1 });
    await flush();
    expect(actor.getSnapshot().context.data.items).toEqual([{ id: 2, title: 'Two' }]);
    actor.stop();
  });
});
