// @vitest-environment jsdom
/**
 * The room's writes into the list's cached cards (spec 002 §4.3, app/screen-machines/broadcast-room.ts): what the
 * room says on entering updates the card, but never over a fact the room told while that answer was on its way — the
 * answer is older (ci49: a card back on the list showed the text status before the one the viewer saw in the room).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ROOM_ENTERED_EXAMPLE, VIEWERS, roomInput } from '../../../app/atlas/broadcast-room.ts';
import { camListCache } from '../../../app/router/cam-cache.ts';
import { broadcastRoom } from '../../../app/screen-machines/broadcast-room.ts';
import type { CamRoom } from '../../../contracts/cam-provider.ts';
import { fakeCamChannel } from '../../support/fake-cam-channel.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the room's writes into the list's cached card", () => {
  it('an entering answer that comes after a text status event leaves the newer text, and still writes what no event told', async () => {
    const card = { ...({} as CamRoom), id: ROOM_ENTERED_EXAMPLE.broadcast.id, broadcastTextStatus: 'From the list', broadcastMembersCount: 1 };
    const cache = camListCache();
    cache.storeRoomPage('all', 1, [card as CamRoom], 1, 1);
    const fake = fakeCamChannel({ 'room.enter': { ok: true, result: ROOM_ENTERED_EXAMPLE } }, { hold: ['room.enter'] });
    const session = { getSnapshot: () => ({ context: { facts: VIEWERS.member } }), subscribe: () => ({ unsubscribe: () => {} }), send: () => {} };
    const machine = broadcastRoom.provide({ camChannel: fake.channel }, { navigate: () => {}, camSession: session });
    const actor = createActor(machine, { input: roomInput(VIEWERS.member) }).start();
    await flush();
    fake.push({ channel: 'room', event: 'onTextStatusChanged', data: { broadcastId: card.id, status: 'Heard in the room' } });
    fake.release('room.enter');
    await flush();
    const cached = cache.roomPage('all', 1)?.rooms[0];
    expect([cached?.broadcastTextStatus, cached?.broadcastMembersCount]).toEqual([
      'Heard in the room',
      ROOM_ENTERED_EXAMPLE.broadcast.broadcastMembersCount,
    ]);
    actor.stop();
  });
});
