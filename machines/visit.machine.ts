/**
 * The root actor of a visit (DESIGN 'Machines'): the long-lived machines are its children, started and
 * stopped with it, each with its starting facts from the visit's input (cookies and root loader data).
 * Created per request on the server (never started there) and once in the browser.
 */
import { setup } from 'xstate';
import { type AgeSplashInput, ageSplashMachine } from './age-splash.machine.ts';
import { type CardPreviewInput, cardPreviewMachine } from './card-preview.machine.ts';
import { type CookieConsentInput, cookieConsentMachine } from './cookie-consent.machine.ts';
import { type SessionInput, sessionMachine } from './session.machine.ts';

export type VisitInput = {
  session: SessionInput;
  cookieConsent: CookieConsentInput;
  ageSplash: AgeSplashInput;
  cardPreview: CardPreviewInput;
};

export const visitMachine = setup({
  types: {
    input: {} as VisitInput,
    context: {} as { input: VisitInput },
    children: {} as { session: 'session'; cookieConsent: 'cookieConsent'; ageSplash: 'ageSplash'; cardPreview: 'cardPreview' },
  },
  actors: { session: sessionMachine, cookieConsent: cookieConsentMachine, ageSplash: ageSplashMachine, cardPreview: cardPreviewMachine },
}).createMachine({
  id: 'visit',
  description: "DESIGN 'Machines': one root actor per visit whose children are the session (spec 000 §4), the cookie banner and the 18+ splash (§2.3) and the card preview (§2.4).",
  context: ({ input }) => ({ input }),
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => context.input.session },
    { id: 'cookieConsent', systemId: 'cookieConsent', src: 'cookieConsent', input: ({ context }) => context.input.cookieConsent },
    { id: 'ageSplash', systemId: 'ageSplash', src: 'ageSplash', input: ({ context }) => context.input.ageSplash },
    { id: 'cardPreview', systemId: 'cardPreview', src: 'cardPreview', input: ({ context }) => context.input.cardPreview },
  ],
});
