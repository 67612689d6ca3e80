/**
 * Sibling-site presets (spec 000 §1): one code base, several sites that differ by name, domain and theme.
 * The {AR/VR} acronym is chosen from the site name; the gay-themed sibling labels its cam section 'VR Cam Boys'.
 */
export type Theme = 'dark' | 'darkest' | 'light';

export interface SitePreset {
  key: string;
  siteName: string;
  siteDomain: string;
  theme: Theme;
  camSectionLabel: 'VR Cam Girls' | 'VR Cam Boys';
  vrCamListSlug: string;
}

export const sitePresets = {
  velvet: {
    key: 'velvet',
    siteName: 'VelvetVR',
    siteDomain: 'velvetvr.test',
    theme: 'dark',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
  },
  midnight: {
    key: 'midnight',
    siteName: 'MidnightVR',
    siteDomain: 'midnightvr.test',
    theme: 'darkest',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
  },
  lumen: {
    key: 'lumen',
    siteName: 'LumenAR',
    siteDomain: 'lumenar.test',
    theme: 'light',
    camSectionLabel: 'VR Cam Girls',
    vrCamListSlug: 'vr-cam-girls',
  },
  harbor: {
    key: 'harbor',
    siteName: 'HarborVR Guys',
    siteDomain: 'harborvrguys.test',
    theme: 'dark',
    camSectionLabel: 'VR Cam Boys',
    vrCamListSlug: 'vr-cam-boys',
  },
} as const satisfies Record<string, SitePreset>;

export type SiteKey = keyof typeof sitePresets;

/** 'AR' when the site name names AR, else 'VR' (spec 000 §1 '{AR/VR}'). */
export const acronymOf = (siteName: string): 'AR' | 'VR' => (siteName.includes('AR') && !siteName.includes('VR') ? 'AR' : 'VR');
