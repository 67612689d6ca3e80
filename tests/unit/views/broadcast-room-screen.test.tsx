/**
 * The broadcast room's views (spec 002 §2.3, §8): the server-rendered room from the machine's initial snapshot (name,
 * bio with the name first, status label, viewers, text status, the private show's cost, the reserved player box), and
 * each §8 dialog's texts and buttons.
 */
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ROOM_BROADCAST_EXAMPLE, ROOM_PROFILE_EXAMPLE, VIEWERS, roomInput } from '../../../app/atlas/broadcast-room.ts';
import { broadcastRoomMachine } from '../../../machines/broadcast-room.machine.ts';
import { composerMachine } from '../../../machines/composer.machine.ts';
import { roomChatMachine } from '../../../machines/room-chat.machine.ts';
import { tipMachine } from '../../../machines/tip.machine.ts';
import { NO_COMPLIMENT, defaultRefusal, privateRequestDialog } from '../../../domain/broadcast-room.ts';
import { BroadcastRoomScreen } from '../../../views/cams/BroadcastRoomScreen.tsx';
import { RoomDialog } from '../../../views/cams/RoomDialogs.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const noop = () => {};

describe('BroadcastRoomScreen', () => {
  it("renders the room from the machine's initial snapshot (what the server sends)", () => {
    const room = createActor(broadcastRoomMachine, { input: roomInput(VIEWERS.guest) });
    const social = {
      tip: createActor(tipMachine, { input: { modelId: ROOM_BROADCAST_EXAMPLE.modelId, inChat: true, viewer: VIEWERS.guest } }),
      chat: createActor(roomChatMachine, { input: { broadcastId: ROOM_BROADCAST_EXAMPLE.id, viewer: VIEWERS.guest } }),
      composer: createActor(composerMachine, { input: { showErrors: false } }),
    };
    const html = renderToString(
      <BroadcastRoomScreen
        room={room}
        social={social}
        data={{
          broadcast: ROOM_BROADCAST_EXAMPLE,
          profile: ROOM_PROFILE_EXAMPLE,
          seoText: null,
          adBanner: null,
          crumbs: [{ label: 'VR Cam Girls', href: '/vr-cam-girls/' }, { label: 'Luna Vale' }],
        }}
      />,
    );
    const t = text(html);
    expect(html).toContain('<h1 class="cam-room__name">Luna Vale</h1>');
    expect(t).toContain('Luna Vale Stargazer and yoga lover. Say hi in the chat!');
    expect(t).toContain('live 6k');
    expect(t).toContain('42 viewers');
    expect(t).toContain('Morning stretch in VR');
    expect(t).toContain('Private Show 150 tokens');
    expect(t).toContain('Spy Mode');
    expect(html).toContain('aria-label="Luna Vale live"');
    expect(t).toContain('Appearance Slim, Latina, Black hair, Brown eyes');
  });
});

describe('RoomDialog', () => {
  const render = (dialog: Parameters<typeof RoomDialog>[0]['dialog']) =>
    text(
      renderToString(
        <RoomDialog
          dialog={dialog}
          compliment={{ info: NO_COMPLIMENT, amount: 0 }}
          busy={false}
          onClose={noop}
          onComplimentAmount={noop}
          onCompliment={noop}
        />,
      ),
    );
  // react-aria renders its modals into a portal: on the server nothing; the texts are checked through the rules and e2e.
  it('renders without throwing for every kind', () => {
    for (const dialog of [
      { kind: 'fullAccess' as const },
      { kind: 'notEnough' as const },
      privateRequestDialog('Request already exists'),
      defaultRefusal('luna'),
      { kind: 'lowBalance' as const, mode: 'private' as const, remainingMinutes: 2 },
      { kind: 'showOver' as const },
    ])
      expect(typeof render(dialog)).toBe('string');
  });
});
