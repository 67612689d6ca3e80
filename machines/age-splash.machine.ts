/**
 * 18+ splash screen (spec 000 §2.3 '18+ splash screen', §9 'Age (18+) cookie 30 days'): shown until the
 * visitor agrees; 'I Agree' sets the age cookie for 30 days and hides the screen; the /tour/ route sets the
 * cookie automatically. 'Disagree' is a plain external link. `persistAgreement` is supplied at composition.
 */
import { setup } from 'xstate';
import { AGE_COOKIE_MAX_AGE } from '../domain/constants.ts';
import { isAutoAgreePath } from './age-splash.first.ts';

export type AgeSplashInput = { agreed: boolean; path: string };
export type AgeSplashEvent = { type: 'AGREE_CLICKED' } | { type: 'ROUTE_CHANGED'; path: string };
/** maxAge in seconds (30 days). */
export type PersistAgreementParams = { maxAge: number };

export const ageSplashMachine = setup({
  types: {
    context: {} as AgeSplashInput,
    events: {} as AgeSplashEvent,
    input: {} as AgeSplashInput,
    tags: {} as 'visible',
  },
  actions: {
    persistAgreement: (_, _params: PersistAgreementParams) => {},
  },
  guards: {
    agreed: ({ context }) => context.agreed,
    autoAgreePath: (_, path: string) => isAutoAgreePath(path),
  },
}).createMachine({
  id: 'ageSplash',
  description: "Spec 000 §2.3 '18+ splash screen'; §9 age cookie 30 days.",
  context: ({ input }) => ({ agreed: input.agreed, path: input.path }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'agreed', target: 'hidden' },
        {
          guard: { type: 'autoAgreePath', params: ({ context }) => context.path },
          target: 'hidden',
          actions: { type: 'persistAgreement', params: { maxAge: AGE_COOKIE_MAX_AGE } },
        },
        { target: 'visible' },
      ],
    },
    visible: {
      tags: ['visible'],
      on: {
        AGREE_CLICKED: { target: 'hidden', actions: { type: 'persistAgreement', params: { maxAge: AGE_COOKIE_MAX_AGE } } },
        ROUTE_CHANGED: {
          guard: { type: 'autoAgreePath', params: ({ event }) => event.path },
          target: 'hidden',
          actions: { type: 'persistAgreement', params: { maxAge: AGE_COOKIE_MAX_AGE } },
        },
      },
    },
    hidden: {},
  },
});
