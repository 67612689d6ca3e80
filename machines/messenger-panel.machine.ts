/**
 * The messenger panel's visibility (spec 002 §2.6 'Panel', §4.9 'Visibility'): hidden (the default), shown or
 * minimized. Invoked by the messenger (machines/messenger.machine.ts, child id 'panel') for the whole visit while the
 * cams are on; the views send the viewer's presses to it, the messenger its own commands.
 *
 * - The header button toggles between shown and hidden (a minimized panel comes back shown).
 * - The minimize button toggles between minimized and shown; a press on a minimized panel's header shows it.
 * - Opening or creating a chat shows it (the messenger sends SHOW_REQUESTED).
 * - Close, and the messenger's logout, hide it (CLOSED).
 */
import { setup } from 'xstate';

export type MessengerPanelEvent =
  | { type: 'TOGGLED' }
  | { type: 'MINIMIZE_TOGGLED' }
  | { type: 'HEADER_PRESSED' }
  | { type: 'SHOW_REQUESTED' }
  | { type: 'CLOSED' };
export type MessengerPanelTag = 'visible';

export const messengerPanelMachine = setup({
  types: {
    events: {} as MessengerPanelEvent,
    tags: {} as MessengerPanelTag,
  },
}).createMachine({
  id: 'messengerPanel',
  description:
    "Spec 002 §2.6 'Panel', §4.9 'Visibility': hidden (default), shown, minimized; the header button, minimize, a header press, opening a chat, close.",
  initial: 'hidden',
  states: {
    hidden: {
      description: "'hide': nothing of the panel is on the page.",
      on: { TOGGLED: 'shown', SHOW_REQUESTED: 'shown' },
    },
    shown: {
      description: "'show': the chat list or the open chat.",
      tags: ['visible'],
      on: { TOGGLED: 'hidden', MINIMIZE_TOGGLED: 'minimized', CLOSED: 'hidden' },
    },
    minimized: {
      description: "'minimized': only the panel's header, which shows the panel again when pressed.",
      tags: ['visible'],
      on: { TOGGLED: 'shown', MINIMIZE_TOGGLED: 'shown', HEADER_PRESSED: 'shown', SHOW_REQUESTED: 'shown', CLOSED: 'hidden' },
    },
  },
});

export type MessengerPanelActor = import('xstate').ActorRefFrom<typeof messengerPanelMachine>;
