/**
 * Seeded ad banners (spec 000 §2.3 'Ad banner', §3 'Ad banner'): for every place the site asks for, three items of
 * different weights — an image banner (type 3) in the middle, an image-and-video banner (type 3, the image is the
 * video's still) at the bottom, and an iframe banner (type 1) at both — so the weighted pick shows each in turn.
 * Art is generated (backend/media/art.ts bannerArt), the video is a demo preview clip, the iframe frames the
 * backend's demo ad page. Stored under the setting 'adBanners', keyed by place.
 */
import type { AdBanner, BannerImage } from '../../contracts/ad-banner.ts';

/** The places the content API has banners for: the site's pages that show one, and the cam area's one place. */
export const AD_PLACES: readonly string[] = [
  'index',
  'app',
  'deals',
  'models',
  'models-slug',
  'videos',
  'contact',
  'faq',
  'help',
  'categories',
  'categories-slug',
  'blog',
  'blog-slug',
  'try-ar',
  'vr-cam-girls',
];

/** Where the demo banners lead: the join page, a category, and a partner site in a new tab. */
type Target = { link: string; openLinkInNewTab: boolean };
const JOIN: Target = { link: '/join-now/', openLinkInNewTab: false };
const TARGETS: readonly Target[] = [
  JOIN,
  { link: '/categories/', openLinkInNewTab: false },
  { link: 'https://partner-vr.example/', openLinkInNewTab: true },
];

const images = (id: number, variant: 'desktop' | 'mobile', target: Target): BannerImage[] => [
  { image: { permalink: `/media/art/banner/${id}-${variant}.svg`, alt: 'Advertisement' }, ...target },
];

const none = { videoDesktop: null, videoMobile: null, imagesDesktop: [], imagesMobile: [], iframesDesktop: [], iframesMobile: [] };

function bannersOf(placeIndex: number): AdBanner[] {
  const base = (placeIndex + 1) * 10;
  const target = (k: number) => TARGETS[(placeIndex + k) % TARGETS.length] ?? JOIN;
  const clip = `/media/clips/preview-${(placeIndex % 6) + 1}.webm`;
  return [
    {
      ...none,
      id: base + 1,
      type: 3,
      weight: 3,
      middle: true,
      bottom: false,
      imagesDesktop: images(base + 1, 'desktop', target(0)),
      imagesMobile: images(base + 1, 'mobile', target(0)),
    },
    {
      ...none,
      id: base + 2,
      type: 3,
      weight: 2,
      middle: false,
      bottom: true,
      videoDesktop: { permalink: clip },
      videoMobile: { permalink: clip },
      imagesDesktop: images(base + 2, 'desktop', target(1)),
      imagesMobile: images(base + 2, 'mobile', target(1)),
    },
    {
      ...none,
      id: base + 3,
      type: 1,
      weight: 1,
      middle: true,
      bottom: true,
      iframesDesktop: [{ iframe: `/media/ads/${base + 3}-desktop.html` }],
      iframesMobile: [{ iframe: `/media/ads/${base + 3}-mobile.html` }],
    },
  ];
}

export function buildAdBanners(): Record<string, AdBanner[]> {
  return Object.fromEntries(AD_PLACES.map((place, i) => [place, bannersOf(i)]));
}
