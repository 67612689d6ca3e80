/**
 * Model-based tests of the broadcast room (spec 002 §2.3, §3.3, §4.3, §6, §8, §9): paths from the machine's graph
 * (inputs, events and delays from its atlas entry) replayed with fake provider operations and a simulated clock.
 * Invariants: a paid control only does its work for an authorised member with the permission flag (a guest gets the
 * full-access confirm, an unauthorised member /tokens/); each §8 outcome opens its dialog; PRIVATE_SHOW / AWAY clear the
 * stream; a banned room stops; the buy tooltip hides after 4000 ms. Then the room on a fake channel and one clock, and
 * its social island linked to it as the room's route links them (DESIGN 'every declared event has a sender').
 */
import { SimulatedClock, createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ROOM_BROADCAST_EXAMPLE, ROOM_ENTERED_EXAMPLE, VIEWERS, broadcastRoomEntry, roomInput } from '../../app/atlas/broadcast-room.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { broadcastRoom } from '../../app/screen-machines/broadcast-room.ts';
import { composer as composerModule } from '../../app/screen-machines/composer.ts';
import { tip as tipModule } from '../../app/screen-machines/tip.ts';
import { type BroadcastRoomContext, broadcastRoomMachine } from '../../machines/broadcast-room.machine.ts';
import { selectControls, selectStatusLabel } from '../../machines/broadcast-room.selectors.ts';
import { BUY_TOOLTIP_MS } from '../../domain/broadcast-room.ts';
import {
  NOT_ENOUGH_TITLE,
  PROVIDER_NOT_ENOUGH,
  PROVIDER_SPY_LIMIT,
  REFUSED_HINT,
  SETTINGS_CHANGED_TITLE,
  SPY_ERROR_TITLE,
} from '../../domain/cam-dialogs.ts';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import { FakeActors, flush } from './replay.ts';
import { fakeCamChannel } from '../support/fake-cam-channel.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('broadcastRoom', broadcastRoomMachine);

describe('broadcast room, paths from the graph', () => {
  it('replays every path: paid controls gated by viewer and permission, §8 dialogs, banned rooms stop, the tooltip hides', async () => {
    const count = await replayAll(entryPaths(broadcastRoomEntry), {
      coverage,
      delays: broadcastRoomEntry.delays,
      contextView: broadcastRoomEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const went: string[] = [];
        let wentBefore = 0;
        let refreshed = 0;
        return {
          machine: broadcastRoomMachine.provide({
            actors: fakeActorsOf(broadcastRoomEntry, fakes) as never,
            actions: {
              goTo: (_, params) => void went.push((params as { path: string }).path),
              refreshBalance: () => void refreshed++,
            },
          }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as BroadcastRoomContext;
            const now = after.context as BroadcastRoomContext;
            const paid = event.type === 'REQUEST_PRIVATE_CLICKED' || event.type === 'ENTER_SPY_CLICKED';
            if (paid && !was.viewer.signedIn) expect(now.dialog).toEqual({ kind: 'fullAccess' });
            const signingIn = was.viewer.signedIn && was.viewer.signingIn;
            if (paid && signingIn && !was.viewer.camAuthorised) expect([went.length, now.dialog]).toEqual([wentBefore, was.dialog]);
            if (paid && !signingIn && was.viewer.signedIn && !was.viewer.camAuthorised) expect(went.at(-1)).toBe('/tokens/');
            if (after.matches({ live: { activity: 'requestingPrivate' } }) && !before.matches({ live: { activity: 'requestingPrivate' } })) {
              expect(was.viewer.camAuthorised).toBe(true);
            }
            if (after.matches({ live: { activity: 'requestingSpy' } }) && !before.matches({ live: { activity: 'requestingSpy' } })) {
              expect(was.viewer.camAuthorised && was.permissions.canUseEnterSpyShow && was.settings.spyShowEnabled).toBe(true);
            }
            if (event.type === 'STATE_CHANGED' && ['PRIVATE_SHOW', 'AWAY'].includes((event as unknown as { state: string }).state)) {
              expect(now.player.streamUrl).toBe('');
            }
            if (event.type === 'BROADCAST_UNAVAILABLE') {
              expect(now.banned).toBe(true);
              expect(went.at(-1)).toBe('/vr-cam-girls/');
            }
            if (after.hasTag('banned')) expect(now.banned).toBe(true);
            if (event.type === 'REQUEST_REFUSED' || event.type === 'xstate.done.actor.requestPrivate') {
              if (now.dialog?.kind === 'notEnough') expect(after.hasTag('buyTooltip')).toBe(true);
            }
            if (event.type === 'xstate.done.actor.findNearby') {
              const nickname = (event as unknown as { output: { ok: boolean; result?: { nickname: string | null } } }).output.result?.nickname;
              if (nickname) expect(went.at(-1)).toBe(`/vr-cam-girls/${nickname}/`);
            }
            if (event.type === 'xstate.done.actor.sendCompliment' && (event as unknown as { output: { ok: boolean } }).output.ok)
              expect(refreshed).toBe(1);
            if (event.type === 'PRIVATE_SHOW_COMPLETED') expect(now.dialog).toEqual({ kind: 'showOver' });
            if (event.type.startsWith('xstate.after')) expect(now.buyTooltipShow).toBe(false);
            expect(now.buyTooltipShow).toBe(after.hasTag('buyTooltip'));
            wentBefore = went.length;
          },
        };
      },
    });
    expect(count).toBeGreaterThanOrEqual(20);
    expect(coverage.complete).toBe(true);
  });
});

function startRoom(answers: Parameters<typeof fakeCamChannel>[0], viewer: CamSessionFacts = VIEWERS.member) {
  const fake = fakeCamChannel(answers);
  const clock = new SimulatedClock();
  const went: string[] = [];
  const balanceRefreshes: string[] = [];
  const session = {
    getSnapshot: () => ({ context: { facts: viewer } }),
    subscribe: () => ({ unsubscribe: () => {} }),
    send: (event: { type: string }) => void balanceRefreshes.push(event.type),
  };
  const machine = broadcastRoom.provide({ camChannel: fake.channel }, { navigate: (path) => void went.push(path), camSession: session });
  const actor = createActor(machine, {
    clock,
    input: roomInput(viewer),
  }).start();
  return { actor, clock, went, balanceRefreshes, ...fake };
}

describe('broadcast room on a fake channel', () => {
  it('enters, follows the room events of its broadcast only, and leaves when stopped', async () => {
    const room = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE } });
    expect(room.actor.getSnapshot().hasTag('entering')).toBe(true);
    await flush();
    expect(room.requests[0]).toEqual({ op: 'room.enter', args: { nickname: 'luna', restorePrivateShow: false } });
    const snap = () => room.actor.getSnapshot();
    expect(snap().hasTag('live')).toBe(true);
    expect(selectStatusLabel(snap())).toBe('live 6k');
    expect(selectControls(snap()).requestPrivate).toEqual({ shown: true, enabled: true, cost: 150 });
    room.push({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'other', count: 9 } });
    expect(snap().context.viewers).toBe(42);
    room.push({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'broadcast-luna', count: 9 } });
    expect(snap().context.viewers).toBe(9);
    room.push({ channel: 'room', event: 'onTipMenuChanged', data: { tipMenu: [] } });
    expect(snap().context.tipMenu.items).toHaveLength(1);
    room.push({
      channel: 'room',
      event: 'onStateChanged',
      data: { broadcastId: 'broadcast-luna', modelNickname: 'luna', state: 'AWAY', reason: 'NONE' },
    });
    expect(snap().context.player.streamUrl).toBe('');
    expect(selectStatusLabel(snap())).toBe('away');
    room.actor.stop();
    expect(room.requests.at(-1)?.op).toBe('room.leave');
  });

  it("a member's room is entered once the cam sign-in settles (as the member); meanwhile a paid press does nothing", async () => {
    const room = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE } }, VIEWERS.signingIn);
    await flush();
    const snap = () => room.actor.getSnapshot();
    // Not entered yet: the provider would take the tab for a guest.
    expect([room.requests, snap().hasTag('entering')]).toEqual([[], true]);
    expect(selectControls(snap()).requestPrivate.enabled).toBe(false);
    expect(selectControls(snap()).enterSpy.enabled).toBe(false);
    room.actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
    room.actor.send({ type: 'ENTER_SPY_CLICKED' });
    expect([room.went, snap().context.dialog, room.requests]).toEqual([[], null, []]);
    room.actor.send({ type: 'VIEWER_CHANGED', facts: VIEWERS.member });
    await flush();
    expect(room.requests[0]).toEqual({ op: 'room.enter', args: { nickname: 'luna', restorePrivateShow: false } });
    expect(selectControls(snap()).requestPrivate.enabled).toBe(true);
    room.actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
    expect(snap().matches({ live: { activity: 'requestingPrivate' } })).toBe(true);
    room.actor.stop();
  });

  it('a private request without tokens: the not-enough dialog and the buy tooltip, hidden after 4000 ms', async () => {
    const room = startRoom({
      'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE },
      'room.requestPrivate': { ok: false, error: PROVIDER_NOT_ENOUGH },
    });
    await flush();
    room.actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
    await flush();
    const snap = () => room.actor.getSnapshot();
    expect(snap().context.dialog).toEqual({ kind: 'notEnough' });
    expect(NOT_ENOUGH_TITLE).toBe('Oops, not enough tokens!');
    expect(snap().context.buyTooltipShow).toBe(true);
    room.clock.increment(BUY_TOOLTIP_MS - 1);
    expect(snap().context.buyTooltipShow).toBe(true);
    room.clock.increment(1);
    expect(snap().context.buyTooltipShow).toBe(false);
    room.actor.stop();
  });

  it('spy limit, refusals and the default refusal with its hint', async () => {
    const room = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE }, 'room.requestSpy': { ok: false, error: PROVIDER_SPY_LIMIT } });
    await flush();
    const snap = () => room.actor.getSnapshot();
    room.actor.send({ type: 'ENTER_SPY_CLICKED' });
    await flush();
    expect(snap().context.dialog).toEqual({ kind: 'message', title: SPY_ERROR_TITLE, text: PROVIDER_SPY_LIMIT });
    room.actor.send({ type: 'DIALOG_CLOSED' });
    room.push({ channel: 'room', event: 'onPrivateShowRequestRefused', data: { reason: 'SETTINGS_CHANGED' } });
    expect(snap().context.dialog).toMatchObject({ title: SETTINGS_CHANGED_TITLE });
    room.push({ channel: 'room', event: 'onPrivateShowRequestExpired', data: {} });
    expect(snap().context.dialog).toMatchObject({ title: 'Private Show with luna', hint: REFUSED_HINT });
    room.actor.stop();
  });

  it('a private show completed: presets from the fees, a compliment sent, the balance refreshed, the info reset', async () => {
    const room = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE }, 'room.compliment': { ok: true, result: { balance: 100 } } });
    await flush();
    const snap = () => room.actor.getSnapshot();
    room.push({
      channel: 'room',
      event: 'onPrivateShowCompleted',
      data: { privateShowFee: 150, privateChatTipFee: 50, tipMenuFee: 0, toysMenuFee: 0, privateRequestId: 'pr-9' },
    });
    expect(snap().context.dialog).toEqual({ kind: 'showOver' });
    expect(snap().context.complementInfo).toEqual({ defaultAmount: 40, privateRequestId: 'pr-9', presetList: [20, 40, 60] });
    room.actor.send({ type: 'COMPLIMENT_AMOUNT_CHOSEN', amount: 60 });
    room.actor.send({ type: 'COMPLIMENT_CLICKED' });
    await flush();
    expect(room.requests.at(-1)).toEqual({ op: 'room.compliment', args: { privateRequestId: 'pr-9', amount: 60 } });
    expect(room.balanceRefreshes).toEqual(['BALANCE_REFRESH_REQUESTED']);
    expect(snap().context.dialog).toBeNull();
    expect(snap().context.complementInfo.privateRequestId).toBe('');
    room.actor.stop();
  });

  it('a guest gets the full-access confirm; the banned room stops entering; unavailable goes to the list', async () => {
    const guest = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE } }, VIEWERS.guest);
    await flush();
    guest.actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
    expect(guest.actor.getSnapshot().context.dialog).toEqual({ kind: 'fullAccess' });
    expect(guest.requests.map((r) => r.op)).toEqual(['room.enter']);
    guest.push({ channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: 'broadcast-luna' } });
    expect(guest.went).toEqual(['/vr-cam-girls/']);
    expect(guest.actor.getSnapshot().hasTag('banned')).toBe(true);
    guest.actor.stop();

    const banned = startRoom({ 'room.enter': { ok: true, result: { ...ROOM_ENTERED_EXAMPLE, banned: true } } });
    await flush();
    expect(banned.actor.getSnapshot().hasTag('banned')).toBe(true);
    expect(banned.actor.getSnapshot().context.settings.privateShowTariff).toBe(30);
    banned.actor.stop();
  });

  it('the viewer facts follow the cam session', () => {
    let listener: ((s: { context: { facts: CamSessionFacts } }) => void) | undefined;
    const session = {
      getSnapshot: () => ({ context: { facts: VIEWERS.guest } }),
      subscribe: (l: typeof listener) => {
        listener = l;
        return { unsubscribe: () => {} };
      },
      send: () => {},
    };
    const { channel } = fakeCamChannel({});
    const machine = broadcastRoom
      .provide({ camChannel: channel }, { navigate: () => {}, camSession: session as never })
      .provide({ actors: { enterRoom: fromCallback(() => {}) as never } });
    const actor = createActor(machine, {
      input: { slug: 'vr-cam-girls', nickname: 'luna', restorePrivateShow: false, broadcast: ROOM_BROADCAST_EXAMPLE, profile: null },
    }).start();
    expect(actor.getSnapshot().context.viewer).toEqual(VIEWERS.guest);
    listener?.({ context: { facts: VIEWERS.member } });
    expect(actor.getSnapshot().context.viewer).toEqual(VIEWERS.member);
    actor.stop();
  });
});

describe("the room's social island follows the room", () => {
  /** The composer and the tip linked to the room as the room's route links them (app/screen-machines/composer.ts, tip.ts). */
  function island(room: ReturnType<typeof startRoom>) {
    const services = { camChannel: room.channel };
    const composer = createActor(composerModule.provide(services, { submit: () => {}, room: room.actor }), { input: { showErrors: false } }).start();
    const tip = createActor(tipModule.provide(services, { navigate: () => {}, camSession: undefined, room: room.actor }), {
      input: { modelId: ROOM_BROADCAST_EXAMPLE.modelId, inChat: true, viewer: VIEWERS.member },
    }).start();
    return { composer, tip };
  }

  it('the composer is disabled until the room is live, enabled then, and disabled (its text cleared) once the room is gone', async () => {
    const room = startRoom({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE } });
    const { composer } = island(room);
    expect(room.actor.getSnapshot().hasTag('entering')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(true);
    await flush();
    expect(room.actor.getSnapshot().hasTag('live')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(false);
    composer.send({ type: 'TEXT_CHANGED', text: 'hello' });
    room.push({ channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: ROOM_BROADCAST_EXAMPLE.id } });
    expect(room.actor.getSnapshot().hasTag('banned')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(true);
    expect(composer.getSnapshot().context.text).toBe('');
    room.actor.stop();
  });

  it("the tip is for the model the room entered, also when it is another than the page's", async () => {
    const other = { ...ROOM_ENTERED_EXAMPLE, broadcast: { ...ROOM_BROADCAST_EXAMPLE, modelId: 'model-after-enter' } };
    const room = startRoom({ 'room.enter': { ok: true, result: other } });
    const { tip } = island(room);
    expect(tip.getSnapshot().context.modelId).toBe(ROOM_BROADCAST_EXAMPLE.modelId);
    await flush();
    expect(tip.getSnapshot().context.modelId).toBe('model-after-enter');
    room.actor.stop();
  });
});
