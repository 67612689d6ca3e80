/**
 * The Terms of Service modal of the 18+ splash (spec 000 §2.3 '18+ splash screen', §4 'Modal operations', §8
 * 'Terms missing'): opening it loads the 'terms-and-conditions' page (the `loadTerms` actor, provided at
 * composition); a page without title or text shows 'No terms text available' and logs 'No terms data'; closing
 * it finishes after the 300 ms animation. A failed load counts as a missing page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { MODAL_CLOSE_MS, NO_TERMS_DATA } from '../domain/constants.ts';

export type TermsPage = { title: string; text: string };
export type TermsDialogContext = { terms: TermsPage | null };
export type TermsDialogEvent = { type: 'TERMS_REQUESTED' } | { type: 'CLOSE_REQUESTED' };
export type TermsDialogTag = 'open' | 'loading' | 'closing';

const complete = (page: TermsPage | null): page is TermsPage => Boolean(page?.title.trim() && page.text.trim());

export const termsDialogMachine = setup({
  types: {
    context: {} as TermsDialogContext,
    events: {} as TermsDialogEvent,
    tags: {} as TermsDialogTag,
  },
  actors: {
    loadTerms: fromPromise<TermsPage | null, void>(() => Promise.reject(new Error('loadTerms not provided'))),
  },
  actions: {
    logError: (_, _params: { message: string }) => {},
    keep: assign((_, terms: TermsPage | null) => ({ terms })),
  },
  guards: {
    complete: (_, page: TermsPage | null) => complete(page),
  },
  delays: { CLOSE_ANIMATION: MODAL_CLOSE_MS },
}).createMachine({
  id: 'termsDialog',
  description: "Spec 000 §2.3 splash Terms of Service modal; §4 modal operations (300 ms close); §8 'Terms missing'.",
  context: { terms: null },
  initial: 'closed',
  states: {
    closed: { on: { TERMS_REQUESTED: 'loading' } },
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: [
          {
            guard: { type: 'complete', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'keep', params: ({ event }) => event.output },
          },
          {
            target: 'shown',
            actions: [
              { type: 'keep', params: null },
              { type: 'logError', params: { message: NO_TERMS_DATA } },
            ],
          },
        ],
        onError: {
          target: 'shown',
          actions: [
            { type: 'keep', params: null },
            { type: 'logError', params: { message: NO_TERMS_DATA } },
          ],
        },
      },
      on: { CLOSE_REQUESTED: 'closing' },
    },
    shown: {
      tags: ['open'],
      on: { CLOSE_REQUESTED: 'closing' },
    },
    closing: {
      tags: ['closing'],
      after: { CLOSE_ANIMATION: 'closed' },
    },
  },
});

export { type TermsView, selectTermsView } from './terms-dialog.selectors.ts';
