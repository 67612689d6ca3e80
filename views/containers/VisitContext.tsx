/**
 * The visit's long-lived actors as views see them: one React context holding the actor refs the app
 * composed (session, cookie consent, 18+ splash, card preview) and the public site facts.
 */
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import type { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import type { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  theme: 'dark' | 'darkest' | 'light';
  acronym: 'VR' | 'AR';
  camSectionLabel: string;
}

export interface Visit {
  site: SiteInfo;
  session: ActorRefFrom<typeof sessionMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  ageSplash: ActorRefFrom<typeof ageSplashMachine>;
  cardPreview: ActorRefFrom<typeof cardPreviewMachine>;
}

const VisitContext = createContext<Visit | null>(null);
export const VisitContextProvider = VisitContext.Provider;

export function useVisit(): Visit {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error('useVisit outside the visit provider');
  return visit;
}
