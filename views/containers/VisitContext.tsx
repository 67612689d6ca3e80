/**
 * The visit as views see it: the actor of each long-lived machine the app composed (visit-actors.ts, which the app's
 * registry is checked against) and the public site facts.
 */
import { createContext, useContext } from 'react';
import type { adVideoMachine } from '../../machines/ad-video.machine.ts';
import type { ChromeData } from '../../domain/chrome-data.ts';
import type { Platform } from '../../domain/membership.ts';
import type { VisitActors } from './visit-actors.ts';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  theme: 'dark' | 'darkest' | 'light';
  acronym: 'VR' | 'AR';
  camSectionLabel: string;
  /** The cam list's slug (config.vrCamListSlug): rooms are /{slug}/{nickname}/ (spec 002 §2.1). */
  camListSlug: string;
  /** Footer 'Founded in' year of this sibling (spec 000 §2.3). */
  foundedIn: number;
  /** Whether this sibling greets active and expired members by e-mail in the header (spec 000 §2.3). */
  emailGreeting: boolean;
  siteDomain: string;
  /** Configuration flag enableVreels (spec 000 intro, §2.3 'Mobile bottom menu'). */
  enableVreels: boolean;
  /** The sister sites (the soft footer lists them). */
  siblings: { name: string; url: string; subtitle: string }[];
  /** The content admin's root (spec 000 §6 'Staff'), from configuration. */
  contentAdminUrl: string;
}

export type Visit = VisitActors & {
  site: SiteInfo;
  /** Site settings from the digest (spec 000 §3 'Digest'): the Join Now switch, the release-date switch, … */
  settings: ChromeData['settings'];
  /** The visitor's platform (from the user agent), for menu items' allowDevices (§6). */
  platform: Platform;
  /** Seed of this visit's shuffles: differs per visit, the same on server and client. */
  visitSeed: number;
  /**
   * The ad banner video's machine (spec 000 §2.3 'Ad banner'), provided for one video element: its visibility from
   * an IntersectionObserver, play and pause on the element. A screen-local machine each banner video starts.
   */
  adVideo(element: () => HTMLVideoElement | null): typeof adVideoMachine;
};

const VisitContext = createContext<Visit | null>(null);
export const VisitContextProvider = VisitContext.Provider;

export function useVisit(): Visit {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error('useVisit outside the visit provider');
  return visit;
}
