/**
 * Model-based tests of the tip flow (spec 002 §4.7 'Tip', §5, §8): paths from the machine's graph replayed with a fake
 * send and a simulated clock. Invariants: nothing is sent for a guest (the confirm opens), for a viewer not authorised
 * (/tokens/), above the balance (not enough) or for an invalid request; a member's request during the cam sign-in waits
 * for it (neither sent nor refused) and then goes through the same checks; every settled send clears the amount and
 * asks for the balance again; the success tooltip only in the chat, hidden after TIP_TOOLTIP.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SOCIAL_VIEWERS, tipEntry } from '../../app/atlas/cam-social.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { TIP_TOOLTIP_MS, type TipContext, type TipOutcome, tipMachine, validTipRequest } from '../../machines/tip.machine.ts';
import { PROVIDER_NOT_ENOUGH_TOKENS } from '../../domain/cam-dialogs.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('tip', tipMachine);
const REQUESTS = ['PRESET_CHOSEN', 'CUSTOM_TIP_SUBMITTED', 'TIP_MENU_ITEM_CHOSEN', 'TOY_CHOSEN'];

describe('tip flow, paths from the graph', () => {
  it('replays every path: guests confirm, unauthorised go to /tokens/, above balance is refused, every send settles', async () => {
    await replayAll(entryPaths(tipEntry), {
      coverage,
      contextView: tipEntry.graph.contextView as (c: unknown) => unknown,
      delays: tipEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const went: string[] = [];
        let refreshed = 0;
        let sends = 0;
        let wentBefore = 0;
        return {
          machine: tipMachine.provide({
            actors: fakeActorsOf(tipEntry, fakes) as never,
            actions: { goTo: (_, p) => void went.push(p.path), refreshBalance: () => void refreshed++ },
          }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as TipContext;
            const now = after.context as TipContext;
            const sent = fakes.calls.sendTip ?? [];
            if (REQUESTS.includes(event.type) && !before.hasTag('sending')) {
              if (!was.viewer.signedIn) expect([now.dialog, sent.length]).toEqual(['fullAccess', sends]);
              else if (was.viewer.signingIn) expect([after.matches('awaitingCam'), went.length, sent.length]).toEqual([true, wentBefore, sends]);
              else if (!was.viewer.camAuthorised) expect([went.at(-1), sent.length]).toEqual(['/tokens/', sends]);
              else if (sent.length > sends) {
                const request = sent.at(-1) as { amount: number; kind: string; itemId: string };
                expect(validTipRequest(request as never, was.modelId)).toBe(true);
                expect(request.amount).toBeLessThanOrEqual(was.viewer.balance ?? 0);
              }
            }
            if (REQUESTS.includes(event.type) && before.hasTag('sending')) expect(sent.length).toBe(sends);
            if (before.matches('awaitingCam') && !after.matches('awaitingCam')) {
              // The sign-in settled: the held request went through the checks of a fresh one.
              const viewer = now.viewer;
              const held = was.pending as { amount: number; kind: string; itemId: string };
              expect(viewer.signedIn && viewer.signingIn).toBe(false);
              if (!viewer.signedIn) expect([now.dialog, sent.length]).toEqual(['fullAccess', sends]);
              else if (!viewer.camAuthorised) expect([went.at(-1), sent.length]).toEqual(['/tokens/', sends]);
              else if (sent.length > sends) {
                expect(sent.at(-1)).toEqual({ ...held, modelId: now.modelId });
                expect(held.amount).toBeLessThanOrEqual(viewer.balance ?? 0);
              } else expect(!validTipRequest(held as never, now.modelId) || now.dialog === 'notEnough').toBe(true);
              if (!after.hasTag('sending')) expect(now.pending).toBeNull();
            }
            if (before.matches('awaitingCam') && after.matches('awaitingCam')) expect([went.length, sent.length]).toEqual([wentBefore, sends]);
            if (event.type.startsWith('xstate.done.actor.sendTip') || event.type.startsWith('xstate.error.actor.sendTip')) {
              expect(now.amount).toBe('');
              expect(refreshed).toBeGreaterThan(0);
              const output = event.type.startsWith('xstate.done') ? (event as unknown as { output: TipOutcome }).output : null;
              const ok = output?.ok === true;
              // A refusal for the balance (it fell after the check) is the not-enough dialog; any other failure the generic one.
              if (!ok) expect(now.dialog).toBe(output?.ok === false && output.error === PROVIDER_NOT_ENOUGH_TOKENS ? 'notEnough' : 'failed');
              expect(after.hasTag('sent')).toBe(ok && was.inChat);
            }
            if (event.type.startsWith('xstate.after')) expect(after.hasTag('sent')).toBe(false);
            sends = sent.length;
            wentBefore = went.length;
          },
        };
      },
    });
  });
});

describe('tip flow, with a clock', () => {
  it('sends a custom tip of digits only, shows the tooltip for 4000 ms, clears the amount and refreshes the balance', async () => {
    const fakes = new FakeActors();
    const clock = new SimulatedClock();
    let refreshed = 0;
    const machine = tipMachine.provide({ actors: fakeActorsOf(tipEntry, fakes) as never, actions: { refreshBalance: () => void refreshed++ } });
    const actor = createActor(machine, { clock, input: { modelId: 'm-1', inChat: true, viewer: SOCIAL_VIEWERS.member } }).start();
    actor.send({ type: 'AMOUNT_CHANGED', text: '1a2' });
    expect(actor.getSnapshot().context.amount).toBe('12');
    actor.send({ type: 'CUSTOM_TIP_SUBMITTED' });
    actor.send({ type: 'PRESET_CHOSEN', amount: 3 });
    expect(fakes.calls.sendTip).toEqual([{ kind: 'tip', amount: 12, itemId: '', modelId: 'm-1' }]);
    fakes.settle('sendTip', 'resolve', { ok: true, balance: 88 });
    await flush();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect([actor.getSnapshot().context.amount, refreshed]).toEqual(['', 1]);
    clock.increment(TIP_TOOLTIP_MS - 1);
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('sent')).toBe(false);
    actor.send({ type: 'PRESET_CHOSEN', amount: 101 });
    expect(actor.getSnapshot().context.dialog).toBe('notEnough');
    actor.stop();
  });
});

describe('tip flow during the cam sign-in', () => {
  const start = () => {
    const fakes = new FakeActors();
    const went: string[] = [];
    const machine = tipMachine.provide({ actors: fakeActorsOf(tipEntry, fakes) as never, actions: { goTo: (_, p) => void went.push(p.path) } });
    const actor = createActor(machine, { input: { modelId: 'm-1', inChat: true, viewer: SOCIAL_VIEWERS.signingIn } }).start();
    return { actor, fakes, went };
  };

  it('holds a preset pressed before the sign-in ends, shown as sending, and sends it once the balance is known', () => {
    const { actor, fakes, went } = start();
    actor.send({ type: 'PRESET_CHOSEN', amount: 25 });
    actor.send({ type: 'PRESET_CHOSEN', amount: 50 });
    expect([actor.getSnapshot().hasTag('sending'), fakes.calls.sendTip ?? [], went]).toEqual([true, [], []]);
    actor.send({ type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.member });
    expect(fakes.calls.sendTip).toEqual([{ kind: 'tip', amount: 25, itemId: '', modelId: 'm-1' }]);
    expect(went).toEqual([]);
    actor.stop();
  });

  it('goes to /tokens/ only once the sign-in is refused, and says not enough once the balance is too low', () => {
    const refused = start();
    refused.actor.send({ type: 'TOY_CHOSEN', itemId: 'buzz', price: 10 });
    expect(refused.went).toEqual([]);
    refused.actor.send({ type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.unauthorised });
    expect([refused.went, refused.fakes.calls.sendTip ?? [], refused.actor.getSnapshot().value]).toEqual([['/tokens/'], [], 'ready']);
    refused.actor.stop();

    const poor = start();
    poor.actor.send({ type: 'PRESET_CHOSEN', amount: 150 });
    poor.actor.send({ type: 'VIEWER_CHANGED', facts: SOCIAL_VIEWERS.member });
    expect([poor.actor.getSnapshot().context.dialog, poor.fakes.calls.sendTip ?? [], poor.actor.getSnapshot().context.pending]).toEqual([
      'notEnough',
      [],
      null,
    ]);
    poor.actor.stop();
  });
});
