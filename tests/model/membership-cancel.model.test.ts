/**
 * Model-based tests of the membership cancellation (spec 001 §2 'Member dashboard' Membership info, §4 'Dashboard and
 * cancellation', §7 membership-cancel, §8): paths from the machine's graph (events and inputs from its atlas entry)
 * replayed with fake actors. Only a cancellable membership opens the confirmation; confirming sends its uuid; a
 * cancellation marks it canceled, shows the server's message, asks the session to refresh its tokens and loads the
 * page's facts again; a refusal shows its message and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { membershipCancelEntry } from '../../app/atlas/membership-cancel.ts';
import type { CancelOutcome, MembershipCancelContext, MembershipInfoData } from '../../machines/membership-cancel.machine.ts';
import { membershipCancelMachine } from '../../machines/membership-cancel.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { canCancel } from '../../domain/membership-info.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('membershipCancel', membershipCancelMachine);

describe('membership cancellation, paths from its graph', () => {
  it('replays every path with the expected confirmation, call, result and session refresh', async () => {
    const paths = entryPaths(membershipCancelEntry);
    await replayAll(paths, {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        let refreshes = 0;
        let cancelCalls = 0;
        let succeeded = 0;
        const machine = membershipCancelMachine.provide({
          actors: fakeActorsOf(membershipCancelEntry, fakes) as never,
          actions: { refreshSession: () => void refreshes++ },
        });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as MembershipCancelContext;
            const prev = before.context as MembershipCancelContext;
            if (event.type === 'xstate.init') expect([after.hasTag('ready'), refreshes]).toEqual([true, 0]);
            if (event.type === 'CANCEL_CLICKED') {
              const { membershipUuid } = event as unknown as { membershipUuid: string };
              const cancellable = prev.memberships.some((m) => m.uuid === membershipUuid && canCancel(m));
              if (cancellable) expect([after.hasTag('confirming'), ctx.target, ctx.error, ctx.message]).toEqual([true, membershipUuid, null, null]);
              else expect(after.hasTag('confirming')).toBe(false);
            }
            if (event.type === 'CANCEL_KEPT')
              expect([after.hasTag('confirming'), ctx.target, fakes.calls.cancelMembership?.length ?? 0]).toEqual([false, null, cancelCalls]);
            if (event.type === 'CANCEL_CONFIRMED') {
              expect(after.hasTag('cancelling')).toBe(true);
              expect(fakes.calls.cancelMembership?.at(-1)).toEqual({ membershipUuid: prev.target });
            }
            if (event.type === 'xstate.done.actor.cancelMembership') {
              const output = (event as unknown as { output: CancelOutcome }).output;
              if (output.ok) {
                succeeded++;
                expect([after.hasTag('done'), ctx.message, ctx.error, refreshes]).toEqual([true, output.message, null, succeeded]);
                expect(ctx.memberships.find((m) => m.uuid === prev.target)?.status).toBe('canceled');
                if (ctx.info?.info.membership_uuid === prev.target)
                  expect([ctx.info?.info.status, ctx.info?.dashboard.rebill_amount]).toEqual(['canceled', 0]);
              } else {
                expect([after.hasTag('failed'), ctx.error, refreshes]).toEqual([true, output.message, succeeded]);
                expect(ctx.memberships).toEqual(prev.memberships);
              }
            }
            if (event.type === 'xstate.error.actor.cancelMembership')
              expect([after.hasTag('failed'), ctx.error, refreshes]).toEqual([true, GENERIC_ERROR, succeeded]);
            if (event.type === 'xstate.done.actor.loadMembershipInfo') {
              const output = (event as unknown as { output: MembershipInfoData }).output;
              expect([after.hasTag('done'), after.hasTag('reloading'), ctx.memberships, ctx.info]).toEqual([
                true,
                false,
                output.memberships,
                output.info,
              ]);
            }
            if (event.type === 'xstate.error.actor.loadMembershipInfo') {
              expect([after.hasTag('done'), ctx.memberships, ctx.info]).toEqual([true, prev.memberships, prev.info]);
            }
            cancelCalls = fakes.calls.cancelMembership?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('membership cancellation with its actors', () => {
  const input = membershipCancelEntry.inputs['active member, one membership here and one on another site'];

  it('keeps the list shown when the reload brings none, and the info when it failed', async () => {
    const actor = createActor(
      membershipCancelMachine.provide({
        actors: {
          cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(async () => ({
            ok: true,
            status: 'canceled',
            accessUntil: 1,
            message: 'Canceled.',
          })),
          loadMembershipInfo: fromPromise<MembershipInfoData, void>(async () => ({ info: null, memberships: [] })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'CANCEL_CLICKED', membershipUuid: 'membership-here' });
    actor.send({ type: 'CANCEL_CONFIRMED' });
    await flush();
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.hasTag('done')).toBe(true);
    expect(snap.context.memberships.map((m) => m.status)).toEqual(['canceled', 'active']);
    expect(snap.context.info?.info.status).toBe('canceled');
    expect(snap.context.message).toBe('Canceled.');
  });

  it('an empty refusal message is the generic one', async () => {
    const actor = createActor(
      membershipCancelMachine.provide({
        actors: { cancelMembership: fromPromise<CancelOutcome, { membershipUuid: string }>(async () => ({ ok: false, status: 500, message: '' })) },
      }),
      { input },
    ).start();
    actor.send({ type: 'CANCEL_CLICKED', membershipUuid: 'membership-here' });
    actor.send({ type: 'CANCEL_CONFIRMED' });
    await flush();
    expect([actor.getSnapshot().hasTag('failed'), actor.getSnapshot().context.error]).toEqual([true, GENERIC_ERROR]);
  });
});
