/**
 * Sibling-site presets (spec 000 §1): one code base, several sites that differ by name, domain and theme.
 * The {AR/VR} acronym is chosen from the site name; the gay-themed sibling labels its cam section 'VR Cam Boys'.
 * The footer's 'Founded in' year is 2021 or 2022 by site, and one sibling greets members by e-mail (§2.3).
 */
export type Theme = 'dark' | 'darkest' | 'light';

interface SitePreset {
  key: string;
  siteName: string;
  siteDomain: string;
  theme: Theme;
  camSectionLabel: 'VR Cam Girls' | 'VR Cam Boys';
  vrCamListSlug: string;
  /** Footer 'Founded in' year (spec 000 §2.3 Footer). */
  foundedIn: 2021 | 2022;
  /** Header greeting with the first 10 characters of the e-mail: on exactly one sibling (spec 000 §2.3 Header). */
  emailGreeting: boolean;
  /** The subtitle under the site's name where its siblings list it (the soft footer, spec 000 §2.3 'Soft layout'). */
  subtitle: string;
  /** The dashboard's easy-cancel survey (spec 001 §9 'Feature flags: easy cancel is disabled in one configuration'). */
  easyCancel: boolean;
  /** The live VR cam area (spec 002 §1): on in the default preset, off on the AR sibling. */
  cams: boolean;
}

export const sitePresets = {
  velvet: {
    key: 'velvet',
    siteName: 'VelvetVR',
    siteDomain: 'velvetvr.test',
    theme: 'dark',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
    foundedIn: 2021,
    emailGreeting: false,
    subtitle: 'Premium VR videos',
    easyCancel: true,
    cams: true,
  },
  midnight: {
    key: 'midnight',
    siteName: 'MidnightVR',
    siteDomain: 'midnightvr.test',
    theme: 'darkest',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
    foundedIn: 2022,
    emailGreeting: true,
    subtitle: 'VR videos after dark',
    easyCancel: true,
    cams: true,
  },
  lumen: {
    key: 'lumen',
    siteName: 'LumenAR',
    siteDomain: 'lumenar.test',
    theme: 'light',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
    foundedIn: 2022,
    emailGreeting: false,
    subtitle: 'AR videos for your phone',
    // The one configuration with easy cancel off (spec 001 §9).
    easyCancel: false,
    cams: false,
  },
  harbor: {
    key: 'harbor',
    siteName: 'HarborVR Guys',
    siteDomain: 'harborvrguys.test',
    theme: 'dark',
    camSectionLabel: 'VR Cam Boys',
    vrCamListSlug: 'vr-cam-boys',
    foundedIn: 2021,
    emailGreeting: false,
    subtitle: 'VR videos for guys',
    easyCancel: true,
    cams: true,
  },
} as const satisfies Record<string, SitePreset>;

export type SiteKey = keyof typeof sitePresets;

/** 'AR' when the site name names AR, else 'VR' (spec 000 §1 '{AR/VR}'). */
export const acronymOf = (siteName: string): 'AR' | 'VR' => (siteName.includes('AR') && !siteName.includes('VR') ? 'AR' : 'VR');
