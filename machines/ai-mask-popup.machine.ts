/**
 * The AI-mask pop-up of a video page (spec 000 §2.4 'Videos whose transparency mode is 3 are AI-mask videos and use
 * the AI-mask pop-up settings'; §7 'GET /aima{secret}'; §8 'AI-mask pop-up'): started by the video route for an
 * AI-mask video only. It loads the settings (the provided `loadSettings`: none when the call fails, when the CMS has
 * none, or when this browser session has already seen the pop-up), waits the settings' delay on the page, opens, and
 * closes by its close button (or, unless persistent, a click outside or Escape) or by its button, which leads on;
 * either marks it seen for the session (the provided `markSeen`). Inactive settings show nothing.
 * A screen machine: started by its route (app/router/screens), never by a view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AiMaskPopup } from '../contracts/ai-mask.ts';

export type AiMaskPopupContext = { settings: AiMaskPopup | null };
export type AiMaskPopupEvent =
  /** The visitor closed the pop-up. */
  | { type: 'CLOSED' }
  /** The visitor followed its button. */
  | { type: 'FOLLOWED' };

export const aiMaskPopupMachine = setup({
  types: {
    context: {} as AiMaskPopupContext,
    events: {} as AiMaskPopupEvent,
    tags: {} as 'open',
  },
  actors: {
    /** The settings to show: null when there are none to show (failed, none, or already seen this session). */
    loadSettings: fromPromise<AiMaskPopup | null>(async () => null),
  },
  actions: {
    /** Remembers for this browser session that the pop-up was seen. */
    markSeen: () => {},
  },
  guards: {
    active: (_, settings: AiMaskPopup | null) => settings?.isActive === true,
  },
  delays: {
    /** The settings' delaySeconds on the page before it opens. */
    showDelay: ({ context }) => (context.settings?.delaySeconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'aiMaskPopup',
  description: "Spec 000 §2.4 'Video page': AI-mask videos (transparency mode 3) use the AI-mask pop-up settings (§7 GET /aima{secret}).",
  context: { settings: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          {
            guard: { type: 'active', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({ settings: ({ event }) => event.output }),
          },
          { target: 'done' },
        ],
        onError: 'done',
      },
    },
    waiting: { after: { showDelay: 'open' } },
    open: {
      tags: ['open'],
      on: {
        CLOSED: { target: 'done', actions: 'markSeen' },
        FOLLOWED: { target: 'done', actions: 'markSeen' },
      },
    },
    done: { type: 'final' },
  },
});
