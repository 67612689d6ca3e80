/**
 * Cookie banner (spec 000 §2.3 'Cookie banner', §9): shown 1 s after load when no prior choice exists and the
 * session is not from the VR app; Accept is remembered 1 year, Reject for the browser session.
 * `persistChoice` (writes the consent cookie) is supplied at composition.
 */
import { assign, setup } from 'xstate';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_MAX_AGE } from '../domain/constants.ts';
import { bannerNotWanted } from './cookie-consent.first.ts';

export type CookieChoice = 'accepted' | 'rejected';
export type CookieConsentInput = { choice: CookieChoice | null; fromApp: boolean };
export type CookieConsentContext = { choice: CookieChoice | null; fromApp: boolean };
export type CookieConsentEvent = { type: 'ACCEPT_CLICKED' } | { type: 'REJECT_CLICKED' };
/** maxAge in seconds; absent = session cookie. */
export type PersistChoiceParams = { value: CookieChoice; maxAge?: number };

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
    tags: {} as 'visible',
  },
  actions: {
    persistChoice: (_, _params: PersistChoiceParams) => {},
    remember: assign((_, choice: CookieChoice) => ({ choice })),
  },
  guards: {
    bannerNotWanted: ({ context }) => bannerNotWanted(context),
  },
  delays: { BANNER_DELAY: COOKIE_BANNER_DELAY_MS },
}).createMachine({
  id: 'cookieConsent',
  description: "Spec 000 §2.3 'Cookie banner'; §9 cookie choice constants.",
  context: ({ input }) => ({ choice: input.choice, fromApp: input.fromApp }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'bannerNotWanted', target: 'dismissed' }, { target: 'hidden' }],
    },
    hidden: {
      description: 'Waiting 1 s after load before showing the banner.',
      after: { BANNER_DELAY: 'visible' },
    },
    visible: {
      tags: ['visible'],
      on: {
        ACCEPT_CLICKED: {
          target: 'dismissed',
          actions: [
            { type: 'remember', params: 'accepted' },
            { type: 'persistChoice', params: { value: 'accepted', maxAge: COOKIE_CONSENT_MAX_AGE } },
          ],
        },
        REJECT_CLICKED: {
          target: 'dismissed',
          actions: [
            { type: 'remember', params: 'rejected' },
            { type: 'persistChoice', params: { value: 'rejected' } },
          ],
        },
      },
    },
    dismissed: {},
  },
});
