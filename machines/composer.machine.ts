/**
 * The message composer (spec 002 §2.4 'Composer', §4.7 'Composer behaviour', §5 'Messages', §9 400 characters and the
 * emoji picker): the room chat's and the messenger's, so nothing here knows a room.
 *
 * - The text is kept within 400 characters; an emoji goes in over the selection only when it fits.
 * - SUBMITTED sends the trimmed text when it is not empty, the composer is enabled and no send is in flight (the
 *   sending flag): action `submit` hands it to whoever sends it (provided at composition: the room chat's message flow,
 *   or the messenger), which answers SEND_SETTLED. A success clears the text; a failure keeps it, and shows the inline
 *   error 'Can’t send the message' when the composer is told to (input `showErrors`: the messenger).
 * - Becoming disabled clears the text (the view lets the field lose focus) and closes the picker. Whoever owns the chat
 *   says when: the `availabilityChanges` actor (provided at composition: the room's chat, enabled while the room is
 *   live and the viewer not banned), or DISABLED_CHANGED sent by the owner (the messenger's chat).
 * - The emoji picker opens and closes (its code is loaded by the view on the first open).
 */
import { assign, fromCallback, setup } from 'xstate';
import { SEND_FAILED, clampMessage, insertEmoji, sendableText } from '../domain/composer.ts';

/** The composer starts enabled; its chat's owner tells it DISABLED_CHANGED when the chat is (or becomes) unavailable. */
export type ComposerInput = { showErrors: boolean };
export type ComposerContext = {
  text: string;
  /** Where the caret goes after an insert (the view puts it there). */
  caret: number;
  disabled: boolean;
  showErrors: boolean;
  pickerOpen: boolean;
  error: string | null;
};
export type ComposerEvent =
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'EMOJI_CHOSEN'; emoji: string; start: number; end: number }
  | { type: 'PICKER_TOGGLED' }
  | { type: 'PICKER_CLOSED' }
  | { type: 'SUBMITTED' }
  | { type: 'SEND_SETTLED'; ok: boolean }
  | { type: 'DISABLED_CHANGED'; disabled: boolean };
export type ComposerTag = 'editing' | 'sending' | 'disabled';

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
    tags: {} as ComposerTag,
  },
  actors: {
    /** Its chat's availability, now and on every change, as DISABLED_CHANGED (provided at composition). */
    availabilityChanges: fromCallback<ComposerEvent, undefined>(() => {}),
  },
  actions: {
    /** Hands the trimmed text to the sender (provided at composition); it answers SEND_SETTLED. */
    submit: (_, _params: { text: string }) => {},
    adoptText: assign((_, text: string) => {
      const kept = clampMessage(text);
      return { text: kept, caret: kept.length, error: null };
    }),
    addEmoji: assign(({ context }, { emoji, start, end }: { emoji: string; start: number; end: number }) => {
      const next = insertEmoji(context.text, emoji, { start, end });
      return { text: next.text, caret: next.caret };
    }),
    togglePicker: assign(({ context }) => ({ pickerOpen: !context.pickerOpen })),
    closePicker: assign({ pickerOpen: false }),
    clearText: assign({ text: '', caret: 0, error: null }),
    sayFailed: assign(({ context }) => ({ error: context.showErrors ? SEND_FAILED : null })),
    disable: assign({ disabled: true, text: '', caret: 0, pickerOpen: false, error: null }),
    enable: assign({ disabled: false }),
  },
  guards: {
    sendable: ({ context }) => sendableText(context.text) !== null,
    becameDisabled: (_, disabled: boolean) => disabled,
    becameEnabled: (_, disabled: boolean) => !disabled,
    settledOk: (_, ok: boolean) => ok,
  },
}).createMachine({
  id: 'composer',
  description: "Spec 002 §2.4 'Composer', §4.7 'Composer behaviour', §5 'Messages': 400 characters, a send at a time, disabled clears the text.",
  context: ({ input }) => ({ text: '', caret: 0, disabled: false, showErrors: input.showErrors, pickerOpen: false, error: null }),
  invoke: { id: 'availabilityChanges', src: 'availabilityChanges' },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        TEXT_CHANGED: { actions: { type: 'adoptText', params: ({ event }) => event.text } },
        EMOJI_CHOSEN: { actions: { type: 'addEmoji', params: ({ event }) => event } },
        PICKER_TOGGLED: { actions: 'togglePicker' },
        PICKER_CLOSED: { actions: 'closePicker' },
        SUBMITTED: {
          guard: 'sendable',
          target: 'sending',
          actions: { type: 'submit', params: ({ context }) => ({ text: sendableText(context.text) ?? '' }) },
        },
        DISABLED_CHANGED: { guard: { type: 'becameDisabled', params: ({ event }) => event.disabled }, target: 'disabled', actions: 'disable' },
      },
    },
    sending: {
      description: 'The sending flag: a second send waits until this one is settled.',
      tags: ['editing', 'sending'],
      on: {
        TEXT_CHANGED: { actions: { type: 'adoptText', params: ({ event }) => event.text } },
        EMOJI_CHOSEN: { actions: { type: 'addEmoji', params: ({ event }) => event } },
        PICKER_TOGGLED: { actions: 'togglePicker' },
        PICKER_CLOSED: { actions: 'closePicker' },
        SEND_SETTLED: [
          { guard: { type: 'settledOk', params: ({ event }) => event.ok }, target: 'editing', actions: 'clearText' },
          { target: 'editing', actions: 'sayFailed' },
        ],
        DISABLED_CHANGED: { guard: { type: 'becameDisabled', params: ({ event }) => event.disabled }, target: 'disabled', actions: 'disable' },
      },
    },
    disabled: {
      description: "'The chat is unavailable.' with a lock: no text, no picker, no send.",
      tags: ['disabled'],
      entry: 'disable',
      on: {
        DISABLED_CHANGED: { guard: { type: 'becameEnabled', params: ({ event }) => event.disabled }, target: 'editing', actions: 'enable' },
      },
    },
  },
});

export type ComposerActor = import('xstate').ActorRefFrom<typeof composerMachine>;
