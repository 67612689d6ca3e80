/**
 * Model-based tests of the js-hit tracker (spec 001 §4 'Affiliate id', §9 'Affiliate cookies'): paths from the
 * machine's graph (inputs and events from its atlas entry) replayed with a fake `recordHit`. One hit at a time, each
 * for the visit's first affiliate and a body the site host accepts; unique until a hit of this browser was recorded;
 * nothing without an affiliate; the page the visit is on already is no new hit.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { affiliateHitsEntry } from '../../app/atlas/affiliate-hits.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { AffiliateHitBody } from '../../contracts/affiliate.ts';
import { type AffiliateHitsContext, type AffiliateHitsInput, MAX_WAITING_HITS, affiliateHitsMachine } from '../../machines/affiliate-hits.machine.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('affiliate-hits', affiliateHitsMachine);

/** The machine with a fresh fake `recordHit`. */
const provided = () => {
  const fakes = new FakeActors();
  return { fakes, machine: affiliateHitsMachine.provide({ actors: fakeActorsOf(affiliateHitsEntry, fakes) as never }) };
};
const start = (input: AffiliateHitsInput) => {
  const { machine, fakes } = provided();
  return { actor: createActor(machine, { input }).start(), fakes };
};
const landed = affiliateHitsEntry.inputs['landed through aff-7, first visit'] as AffiliateHitsInput;
const page = (path: string, search = '') => ({ type: 'ROUTE_CHANGED' as const, path, search });

describe('affiliate hits, paths from the graph', () => {
  it('replays every path: one hit at a time, for the first affiliate, unique until one was recorded', async () => {
    await replayAll(entryPaths(affiliateHitsEntry), {
      coverage,
      contextView: affiliateHitsEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: () => {
        const { machine, fakes } = provided();
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as AffiliateHitsContext;
            const now = after.context as AffiliateHitsContext;
            expect(fakes.maxInFlight.recordHit ?? 0).toBeLessThanOrEqual(1);
            expect(now.waiting.length).toBeLessThanOrEqual(MAX_WAITING_HITS);
            expect(after.hasTag('tracked')).toBe(now.affId !== '');
            expect(after.hasTag('recording')).toBe(now.waiting.length > 0);
            // The first affiliate keeps the visit.
            if (was.affId) expect([now.affId, now.offerId]).toEqual([was.affId, was.offerId]);
            for (const hit of fakes.calls.recordHit ?? []) expect(AffiliateHitBody.safeParse(hit).success).toBe(true);
            if (event.type === 'xstate.done.actor.recordHit') {
              expect(now.counted).toBe(now.affId);
              expect(now.waiting.length).toBe(was.waiting.length - 1);
            }
            if (event.type === 'xstate.error.actor.recordHit') {
              expect(now.counted).toBe(was.counted);
              expect(now.waiting.length).toBe(was.waiting.length - 1);
            }
          },
        };
      },
    });
  });
});

describe('affiliate hits, what each hit says', () => {
  it("sends the landing as the browser's unique hit, then the next pages; a new hit cookie is this affiliate's", async () => {
    const { actor, fakes } = start(landed);
    expect(fakes.calls.recordHit).toEqual([{ affId: 'aff-7', offerId: 'spring', path: '/join-now/', unique: true }]);
    actor.send(page('/videos/'));
    actor.send(page('/models/', '?aff_id=other-9'));
    fakes.settle('recordHit', 'resolve', undefined);
    await flush();
    expect(fakes.calls.recordHit?.[1]).toEqual({ affId: 'aff-7', offerId: 'spring', path: '/videos/', unique: false });
    fakes.settle('recordHit', 'resolve', undefined);
    await flush();
    expect(fakes.calls.recordHit?.[2]).toEqual({ affId: 'aff-7', offerId: 'spring', path: '/models/', unique: false });
    fakes.settle('recordHit', 'resolve', undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('tracking');
    actor.stop();
  });

  it('tries the unique hit again with the next page when the first was not recorded', async () => {
    const { actor, fakes } = start(landed);
    fakes.settle('recordHit', 'reject', new Error('HTTP 503'));
    await flush();
    expect(actor.getSnapshot().value).toBe('tracking');
    actor.send(page('/videos/'));
    expect(fakes.calls.recordHit?.[1]).toMatchObject({ path: '/videos/', unique: true });
    actor.stop();
  });

  it('is no hit when the router tells the page the visit is on again', () => {
    const { actor, fakes } = start(landed);
    actor.send(page(landed.path, landed.search));
    expect(actor.getSnapshot().context.waiting).toEqual(['/join-now/']);
    expect(fakes.calls.recordHit).toHaveLength(1);
    actor.stop();
  });

  it('records nothing without an affiliate, until a page lands with one', async () => {
    const { actor, fakes } = start({ affId: '', offerId: '', counted: '', path: '/', search: '' });
    actor.send(page('/videos/'));
    actor.send(page('/videos/', '?aff_id=%3Cscript%3E'));
    expect(fakes.calls.recordHit).toEqual([]);
    const linkData = btoa(JSON.stringify({ aff_id: 'aff-3', offer_id: 'o9' }));
    actor.send(page('/models/', `?link_data=${encodeURIComponent(linkData)}`));
    expect(fakes.calls.recordHit).toEqual([{ affId: 'aff-3', offerId: 'o9', path: '/models/', unique: true }]);
    actor.stop();
  });

  it(`keeps at most ${MAX_WAITING_HITS} pages waiting while a hit hangs`, () => {
    const { actor } = start(landed);
    for (let i = 0; i < 10; i += 1) actor.send(page(`/videos/${i}/`));
    expect(actor.getSnapshot().context.waiting).toEqual(['/join-now/', '/videos/0/', '/videos/1/', '/videos/2/', '/videos/3/']);
    actor.stop();
  });
});
