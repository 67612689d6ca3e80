/**
 * The room chat's composer (machines/composer.machine.ts; the messenger's composer is its chat's child): its
 * submission handed to the room chat (`submit`), and the room's chat availability (live, the viewer not banned)
 * followed as DISABLED_CHANGED.
 */
import { selectChatEnabled } from '../../machines/broadcast-room.selectors.ts';
import { type ComposerEvent, composerMachine } from '../../machines/composer.machine.ts';
import { defineScreenMachine } from './define.ts';
import { type RoomLink, roomFact } from './links.ts';

export const composer = defineScreenMachine({
  id: 'composer',
  machine: composerMachine,
  provide: (_services: unknown, { submit, room }: { submit(text: string): void; room: RoomLink }) =>
    composerMachine.provide({
      actions: { submit: (_, params) => submit(params.text) },
      actors: {
        availabilityChanges: roomFact<ComposerEvent, boolean>(room, selectChatEnabled, (enabled) => ({
          type: 'DISABLED_CHANGED',
          disabled: !enabled,
        })),
      },
    }),
});
