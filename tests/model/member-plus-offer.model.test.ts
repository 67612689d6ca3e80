/**
 * Model-based tests of the member-plus offer (spec 001 §5 'Member-plus tile', §2 'Member-plus offer', §3 'Dashboard
 * info', §4 'Member-plus payment flow'): paths from the machine's graph (inputs, events and actor results from its
 * atlas entry) replayed with fake actors. A guest never gets a dashboard call and every tile stays a link; a member's
 * dashboard facts are fetched once, ahead of any click; a click opens the offer exactly when `opensMemberPlus` holds;
 * the price asked for is the tile's; the payment flow starts only from the shown offer, with the tile's priceUuid and
 * the dashboard's payment system, and the offer cannot be closed while it works.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { memberPlusOfferEntry } from '../../app/atlas/member-plus-offer.ts';
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import {
  type MemberPlusOfferContext,
  type MemberPlusOfferInput,
  type MemberPlusTile,
  memberPlusOfferMachine,
} from '../../machines/member-plus-offer.machine.ts';
import { type MemberPlusDashboard, opensMemberPlus } from '../../domain/member-plus.ts';
import { guestFlags } from '../../domain/membership.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('memberPlusOffer', memberPlusOfferMachine);

describe('member-plus offer, paths from its graph', () => {
  it('replays every path: dashboard first, the offer only when the rule holds, buying only from the shown offer', async () => {
    await replayAll(entryPaths(memberPlusOfferEntry), {
      coverage,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const { member } = input as MemberPlusOfferInput;
        return {
          machine: memberPlusOfferMachine.provide({ actors: fakeActorsOf(memberPlusOfferEntry, fakes) as never }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as MemberPlusOfferContext;
            // The dashboard: asked once for a member, never for a guest.
            expect(fakes.calls.loadDashboard).toEqual(member ? [{ member }] : []);
            if (!member) expect(after.matches('links')).toBe(true);
            if (event.type === 'TILE_CLICKED') {
              const { tile } = event as unknown as { tile: MemberPlusTile };
              const opens = before.matches('ready') && opensMemberPlus(tile, ctx.flags, (before.context as MemberPlusOfferContext).dashboard);
              expect(after.hasTag('open')).toBe(opens);
              if (opens) expect(fakes.calls.loadPrice?.at(-1)).toEqual({ priceUuid: tile.priceUuid });
            }
            if (event.type === 'CLOSED' && before.hasTag('open')) expect(after.hasTag('open')).toBe(before.hasTag('busy'));
            if (event.type === 'BUY_CLICKED') {
              expect(after.hasTag('busy')).toBe(before.matches({ offer: 'showing' }) || before.hasTag('busy'));
            }
            if (after.hasTag('busy')) {
              expect(ctx.price).not.toBeNull();
              expect(fakes.calls.payment).toEqual([{ priceUuid: ctx.tile?.priceUuid, paymentSystem: ctx.dashboard?.paymentSystem }]);
            } else expect(fakes.calls.payment).toEqual([]);
            expect(after.hasTag('checking')).toBe(after.matches('loadingDashboard'));
            expect(after.status).toBe('active');
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

describe('member-plus offer outcomes', () => {
  const price = (memberPlusOfferEntry.events.find((e) => e.type === 'xstate.done.actor.loadPrice') as { output: MemberPlusPrice }).output;
  const tile = (memberPlusOfferEntry.events.find((e) => e.type === 'TILE_CLICKED') as { tile: MemberPlusTile }).tile;
  const member = { ...guestFlags, loggedIn: true, active: true, activeOrExpired: true };
  const run = async (dashboard: MemberPlusDashboard, flags = member) => {
    const paid: unknown[] = [];
    const machine = memberPlusOfferMachine.provide({
      actors: {
        loadDashboard: fromPromise(async (): Promise<MemberPlusDashboard> => dashboard),
        loadPrice: fromPromise(async (): Promise<MemberPlusPrice | null> => price),
        payment: fromPromise(async ({ input }) => {
          paid.push(input);
        }) as never,
      },
    });
    const offer = createActor(machine, { input: { member: 'user-1', flags } }).start();
    await waitFor(offer, (s) => !s.hasTag('checking'));
    offer.send({ type: 'TILE_CLICKED', tile });
    if (!offer.getSnapshot().hasTag('open')) return { opened: false, paid };
    await waitFor(offer, (s) => s.matches({ offer: 'showing' }));
    offer.send({ type: 'BUY_CLICKED' });
    await waitFor(offer, (s) => s.matches({ offer: 'leaving' }));
    return { opened: true, paid };
  };

  it('opens for a card biller and buys with the tile’s price and the member’s biller', async () => {
    expect(await run({ status: 'active', paymentSystem: 'segpay' })).toEqual({
      opened: true,
      paid: [{ priceUuid: tile.priceUuid, paymentSystem: 'segpay' }],
    });
  });

  it('stays a link for another biller, an expired dashboard status, unknown facts or a member kind the rule leaves out', async () => {
    expect((await run({ status: 'active', paymentSystem: 'ccbill' })).opened).toBe(false);
    expect((await run({ status: 'EXPIRED', paymentSystem: 'epoch' })).opened).toBe(false);
    expect((await run(null)).opened).toBe(false);
    expect((await run({ status: 'active', paymentSystem: 'epoch' }, { ...guestFlags, loggedIn: true, inactive: true })).opened).toBe(false);
  });
});
