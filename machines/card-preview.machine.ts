/**
 * Video card preview (spec 000 §2.4 'Video card', §9 'preview debounce 150 ms'): one machine per list or page;
 * a muted preview plays on the active card (hover or touch), only one card previews at a time, activation is
 * debounced 150 ms, and entering another card restarts the debounce. `enabled: false` (configuration) turns
 * previews off.
 */
import { assign, setup } from 'xstate';
import { PREVIEW_DEBOUNCE_MS } from '../domain/constants.ts';

export type CardId = string | number;
export type CardPreviewInput = { enabled?: boolean };
export type CardPreviewContext = { enabled: boolean; pendingId: CardId | null; activeId: CardId | null };
export type CardPreviewEvent = { type: 'POINTER_ENTERED'; id: CardId } | { type: 'POINTER_LEFT'; id: CardId };

export const cardPreviewMachine = setup({
  types: {
    context: {} as CardPreviewContext,
    events: {} as CardPreviewEvent,
    input: {} as CardPreviewInput,
    tags: {} as 'previewing' | 'pending',
  },
  actions: {
    setPending: assign((_, id: CardId) => ({ pendingId: id, activeId: null })),
    activate: assign(({ context }) => ({ activeId: context.pendingId, pendingId: null })),
    reset: assign({ pendingId: null, activeId: null }),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    isPending: ({ context }, id: CardId) => context.pendingId === id,
    isActive: ({ context }, id: CardId) => context.activeId === id,
  },
  delays: { PREVIEW_DEBOUNCE: PREVIEW_DEBOUNCE_MS },
}).createMachine({
  id: 'cardPreview',
  description: "Spec 000 §2.4 'Video card' preview; §9 preview debounce 150 ms.",
  context: ({ input }) => ({ enabled: input.enabled ?? true, pendingId: null, activeId: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'enabled', target: 'idle' }, { target: 'off' }] },
    off: { description: 'Previews switched off by configuration.' },
    idle: {
      on: { POINTER_ENTERED: { target: 'pending', actions: { type: 'setPending', params: ({ event }) => event.id } } },
    },
    pending: {
      tags: ['pending'],
      after: { PREVIEW_DEBOUNCE: { target: 'previewing', actions: 'activate' } },
      on: {
        POINTER_ENTERED: { target: 'pending', reenter: true, actions: { type: 'setPending', params: ({ event }) => event.id } },
        POINTER_LEFT: { guard: { type: 'isPending', params: ({ event }) => event.id }, target: 'idle', actions: 'reset' },
      },
    },
    previewing: {
      tags: ['previewing'],
      on: {
        POINTER_ENTERED: {
          guard: ({ context, event }) => context.activeId !== event.id,
          target: 'pending',
          actions: { type: 'setPending', params: ({ event }) => event.id },
        },
        POINTER_LEFT: { guard: { type: 'isActive', params: ({ event }) => event.id }, target: 'idle', actions: 'reset' },
      },
    },
  },
});

/** Whether the card with `id` plays its preview now. */
export const isCardPreviewing = (snapshot: { hasTag(tag: 'previewing'): boolean; context: CardPreviewContext }, id: CardId): boolean =>
  snapshot.hasTag('previewing') && snapshot.context.activeId === id;
