/**
 * The room's social island linked to the room as the room's route composes them (app/router/cam-social-screens.ts;
 * DESIGN 'every declared event has a sender'): the composer follows the room's chat availability (DISABLED_CHANGED
 * while the room is not live or the viewer is banned) and the tip follows the room's model (MODEL_CHANGED), with no
 * view in between.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ROOM_BROADCAST_EXAMPLE, ROOM_ENTERED_EXAMPLE, VIEWERS } from '../../../app/atlas/broadcast-room.ts';
import { createCamRoomScreens } from '../../../app/router/cam-room-screens.ts';
import { createCamSocialScreens } from '../../../app/router/cam-social-screens.ts';
import type { CamChannelClient, CamEvent } from '../../../contracts/cam-channel.ts';
import { broadcastRoomMachine } from '../../../machines/broadcast-room.machine.ts';
import { composerMachine } from '../../../machines/composer.machine.ts';
import { tipMachine } from '../../../machines/tip.machine.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The room, its composer and its tip on one fake provider interface that answers `room.enter` with `entered`. */
function island(entered: typeof ROOM_ENTERED_EXAMPLE) {
  const listeners = new Set<(event: CamEvent) => void>();
  const channel: CamChannelClient = {
    request: async (op) => (op === 'room.enter' ? { ok: true, result: entered } : { ok: true, result: {} }) as never,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {},
  };
  const push = (event: CamEvent) => {
    for (const listener of listeners) listener(event);
  };
  const camSession = { getSnapshot: () => ({ context: { facts: VIEWERS.member } }), subscribe: () => ({ unsubscribe: () => {} }), send: () => {} };
  const nav = { navigate: () => {} };
  const room = createActor(createCamRoomScreens({ camChannel: channel }, nav, camSession).broadcastRoom(broadcastRoomMachine), {
    input: {
      slug: 'vr-cam-girls',
      nickname: 'luna',
      restorePrivateShow: false,
      broadcast: ROOM_BROADCAST_EXAMPLE,
      profile: null,
      viewer: VIEWERS.member,
    },
  }).start();
  const social = createCamSocialScreens({ camChannel: channel }, nav, camSession);
  const composer = createActor(social.composer(composerMachine, { submit: () => {}, room }), { input: { showErrors: false } }).start();
  const tip = createActor(social.tip(tipMachine, { room }), {
    input: { modelId: ROOM_BROADCAST_EXAMPLE.modelId, inChat: true, viewer: VIEWERS.member },
  }).start();
  return { room, composer, tip, push };
}

describe("the room's social island follows the room", () => {
  it('the composer is disabled until the room is live, enabled then, and disabled again once the room is gone', async () => {
    const { room, composer, push } = island(ROOM_ENTERED_EXAMPLE);
    expect(room.getSnapshot().hasTag('entering')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(true);
    await settle();
    expect(room.getSnapshot().hasTag('live')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(false);
    composer.send({ type: 'TEXT_CHANGED', text: 'hello' });
    push({ channel: 'room', event: 'onBroadcastUnavailable', data: { broadcastId: ROOM_BROADCAST_EXAMPLE.id } });
    expect(room.getSnapshot().hasTag('banned')).toBe(true);
    expect(composer.getSnapshot().hasTag('disabled')).toBe(true);
    expect(composer.getSnapshot().context.text).toBe('');
  });

  it("the tip is for the model the room entered, also when it is another than the page's", async () => {
    const other = { ...ROOM_ENTERED_EXAMPLE, broadcast: { ...ROOM_BROADCAST_EXAMPLE, modelId: 'model-after-enter' } };
    const { tip } = island(other);
    expect(tip.getSnapshot().context.modelId).toBe(ROOM_BROADCAST_EXAMPLE.modelId);
    await settle();
    expect(tip.getSnapshot().context.modelId).toBe('model-after-enter');
  });
});
