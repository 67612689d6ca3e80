/**
 * Model-based tests of the deal cards (spec 001 §2 'Deals', 'Maintenance deals carousel', §4 'Deal countdown and
 * texts', §9): paths from the machine's graph (inputs, events and delays from its atlas entry) replayed with a fake
 * `loadDeals` and a simulated clock. Each tick moves every countdown down by 1 and back to its timer after 0; each
 * rotation shows the next text of the cards with 2 or more; the carousel keeps only the maintenance deals, by sort.
 * Then the two clocks together, on one simulated clock, over a whole minute.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEAL_EXAMPLES, dealCardsEntry } from '../../app/atlas/deal-cards.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import type { Deal } from '../../contracts/deals.ts';
import { type DealCardsContext, dealCardsMachine } from '../../machines/deal-cards.machine.ts';
import { selectCard, selectDeals } from '../../machines/deal-cards.selectors.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('dealCards', dealCardsMachine);

describe('deal cards, paths from the graph', () => {
  it('replays every path: countdowns down by 1 and back to the timer, texts to the next and wrapping, only maintenance deals in the carousel', async () => {
    const count = await replayAll(entryPaths(dealCardsEntry), {
      coverage,
      delays: dealCardsEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        return {
          machine: dealCardsMachine.provide({ actors: fakeActorsOf(dealCardsEntry, fakes) as never }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as DealCardsContext;
            const now = after.context as DealCardsContext;
            const deals = now.deals ?? [];
            expect(now.remaining).toHaveLength(deals.length);
            expect(now.textIndex).toHaveLength(deals.length);
            deals.forEach((deal, i) => {
              expect(now.remaining[i]).toBeGreaterThanOrEqual(0);
              expect(now.remaining[i]).toBeLessThanOrEqual(Math.max(0, deal.timer));
              expect(now.textIndex[i]).toBeLessThan(Math.max(1, deal.notificationTexts.length));
            });
            if (event.type.startsWith('xstate.after.tick')) {
              deals.forEach((deal, i) => {
                const left = was.remaining[i] ?? 0;
                expect(now.remaining[i]).toBe(deal.timer > 0 ? (left > 0 ? left - 1 : deal.timer) : 0);
              });
              expect(now.textIndex).toEqual(was.textIndex);
            }
            if (event.type.startsWith('xstate.after.rotation')) {
              deals.forEach((deal, i) => {
                const n = deal.notificationTexts.length;
                expect(now.textIndex[i]).toBe(n >= 2 ? ((was.textIndex[i] ?? 0) + 1) % n : 0);
              });
              expect(now.remaining).toEqual(was.remaining);
            }
            if (event.type === 'xstate.done.actor.loadDeals') {
              expect(deals.every((deal) => deal.type === 'maintenance')).toBe(true);
              expect(deals.map((deal) => deal.sort)).toEqual([...deals.map((deal) => deal.sort)].sort((a, b) => a - b));
              expect(now.remaining).toEqual(deals.map((deal) => deal.timer));
            }
            if (event.type === 'xstate.error.actor.loadDeals') expect(now.deals).toEqual([]);
            expect(after.hasTag('loading')).toBe(now.deals === null);
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(10);
    expect(coverage.complete).toBe(true);
  });
});

const texts = (deal: Deal, index: number) => deal.notificationTexts[index];

describe('deal cards on one clock', () => {
  const both: Deal[] = [
    { ...(DEAL_EXAMPLES.countdowns[0] as Deal), timer: 90, notificationTexts: ['First', 'Second', 'Third'] },
    { ...(DEAL_EXAMPLES.countdowns[1] as Deal), timer: 0, notificationTexts: ['Only one'] },
  ];

  it('starts at the timers and the first texts (the server-rendered snapshot), by sort', () => {
    const actor = createActor(dealCardsMachine, { input: { deals: both } });
    const snapshot = actor.getSnapshot();
    expect(selectDeals(snapshot).loading).toBe(false);
    expect(selectDeals(snapshot).deals?.map((d) => d.id)).toEqual([2, 1]);
    expect(selectCard(snapshot, 1)).toEqual({ remaining: 90, textIndex: 0 });
    expect(selectCard(snapshot, 0)).toEqual({ remaining: 0, textIndex: 0 });
  });

  it('a 90 s countdown and 3 texts together: down a second per second, reset at 0; a new text every 5 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(dealCardsMachine, { input: { deals: both }, clock }).start();
    const card = () => selectCard(actor.getSnapshot(), 1);
    // A simulated clock fires each timer once per increment: move it a second at a time, as time goes.
    const advance = (ms: number) => {
      for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
    };
    clock.increment(999);
    expect(card()).toEqual({ remaining: 90, textIndex: 0 });
    clock.increment(1);
    expect(card()).toEqual({ remaining: 89, textIndex: 0 });
    advance(4000); // 5 s
    expect(card()).toEqual({ remaining: 85, textIndex: 1 });
    advance(5000); // 10 s
    expect(card()).toEqual({ remaining: 80, textIndex: 2 });
    advance(5000); // 15 s: wraps to the first text
    expect(card()).toEqual({ remaining: 75, textIndex: 0 });
    expect(texts(actor.getSnapshot().context.deals?.[1] as Deal, card().textIndex)).toBe('First');
    advance(75_000); // 90 s: at 0
    expect(card()).toEqual({ remaining: 0, textIndex: 0 });
    advance(1000); // back to the timer
    expect(card().remaining).toBe(90);
    advance(1000);
    expect(card().remaining).toBe(89);
    // The card without a timer and with one text never moves.
    expect(selectCard(actor.getSnapshot(), 0)).toEqual({ remaining: 0, textIndex: 0 });
    actor.stop();
  });

  it('the maintenance carousel: loading (placeholders) until the deals answer, then only maintenance deals by sort', async () => {
    const fakes = new FakeActors();
    const machine = dealCardsMachine.provide({ actors: fakeActorsOf(dealCardsEntry, fakes) as never });
    const actor = createActor(machine, { input: { deals: null, only: 'maintenance' } }).start();
    expect(selectDeals(actor.getSnapshot())).toEqual({ deals: null, loading: true });
    fakes.settle('loadDeals', 'resolve', DEAL_EXAMPLES.loaded);
    await flush();
    expect(selectDeals(actor.getSnapshot()).deals?.map((d) => d.id)).toEqual([7, 6]);
    expect(selectDeals(actor.getSnapshot()).loading).toBe(false);
    actor.stop();
  });
});
