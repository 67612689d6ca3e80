/**
 * The tooltip of a cut title (spec 000 §2.3 'Shared display elements': tooltips show the full text when the short
 * text is truncated; on touch devices on tap; show delay 100 ms): one for the visit, so one tooltip shows at a time.
 * A mouse entering a cut title opens its tooltip after the delay; keyboard focus and a tap open it at once; leaving,
 * blurring, Escape, a tap elsewhere or a navigation close it. Whether the title is cut is measured by the view and sent with the
 * event: an uncut title never opens one.
 */
import { assign, setup } from 'xstate';
import { TOOLTIP_DELAY_MS } from '../domain/constants.ts';

export type TooltipId = string | number;
export type TooltipEvent =
  | { type: 'HOVERED'; id: TooltipId; cut: boolean }
  | { type: 'FOCUSED'; id: TooltipId; cut: boolean }
  | { type: 'TAPPED'; id: TooltipId; cut: boolean }
  | { type: 'LEFT'; id: TooltipId }
  | { type: 'CLOSED' }
  | { type: 'ROUTE_CHANGED'; path: string; search?: string };
export type TooltipContext = { id: TooltipId | null };

export const tooltipMachine = setup({
  types: { context: {} as TooltipContext, events: {} as TooltipEvent, tags: {} as 'open' },
  actions: {
    target: assign((_, id: TooltipId) => ({ id })),
    clear: assign({ id: null }),
  },
  guards: {
    cut: (_, cut: boolean) => cut,
    same: ({ context }, id: TooltipId) => context.id === id,
  },
  delays: { TOOLTIP_DELAY: TOOLTIP_DELAY_MS },
}).createMachine({
  id: 'tooltip',
  description: "Spec 000 §2.3 'Shared display elements': tooltips of cut text, 100 ms show delay, tap on touch.",
  context: { id: null },
  initial: 'hidden',
  on: {
    FOCUSED: {
      guard: { type: 'cut', params: ({ event }) => event.cut },
      target: '.shown',
      actions: { type: 'target', params: ({ event }) => event.id },
    },
    TAPPED: {
      guard: { type: 'cut', params: ({ event }) => event.cut },
      target: '.shown',
      actions: { type: 'target', params: ({ event }) => event.id },
    },
    CLOSED: { target: '.hidden', actions: 'clear' },
    ROUTE_CHANGED: { target: '.hidden', actions: 'clear', description: 'The titles of the last page are gone.' },
  },
  states: {
    hidden: {
      on: {
        HOVERED: {
          guard: { type: 'cut', params: ({ event }) => event.cut },
          target: 'pending',
          actions: { type: 'target', params: ({ event }) => event.id },
        },
      },
    },
    pending: {
      description: 'A mouse is over a cut title: its tooltip shows after the delay.',
      after: { TOOLTIP_DELAY: 'shown' },
      on: {
        HOVERED: [
          {
            guard: { type: 'cut', params: ({ event }) => event.cut },
            target: 'pending',
            reenter: true,
            actions: { type: 'target', params: ({ event }) => event.id },
          },
          { target: 'hidden', actions: 'clear' },
        ],
        LEFT: { guard: { type: 'same', params: ({ event }) => event.id }, target: 'hidden', actions: 'clear' },
      },
    },
    shown: {
      tags: ['open'],
      on: {
        HOVERED: {
          guard: ({ context, event }) => event.cut && context.id !== event.id,
          target: 'pending',
          actions: { type: 'target', params: ({ event }) => event.id },
        },
        LEFT: { guard: { type: 'same', params: ({ event }) => event.id }, target: 'hidden', actions: 'clear' },
      },
    },
  },
});

export { openTooltipId } from './tooltip.selectors.ts';
