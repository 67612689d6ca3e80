/**
 * Ad banners (spec 000 §2.3 'Ad banner', §3 'Ad banner', §7 GET {content}/ad-banner/{place}: data). Type 1 shows
 * iframes (each `iframe` is the address of the ad page to frame: our reading of the spec's field, so no upstream HTML
 * is ever written into ours); type 3 shows images (each with its link) and/or a video. Desktop and mobile variants;
 * `middle` and `bottom` say at which positions of the page the banner appears; `weight` its share of the picks.
 */
import { z } from 'zod/mini';

const BannerImage = z.object({
  image: z.object({ permalink: z.string(), alt: z._default(z.string(), '') }),
  link: z._default(z.string(), ''),
  openLinkInNewTab: z._default(z.boolean(), false),
});
export type BannerImage = z.infer<typeof BannerImage>;

const BannerVideo = z._default(z.nullable(z.object({ permalink: z.string() })), null);
const BannerIframes = z._default(z.array(z.object({ iframe: z.string() })), []);

export const AdBanner = z.object({
  id: z.number(),
  type: z.number(),
  weight: z._default(z.number(), 1),
  middle: z._default(z.boolean(), false),
  bottom: z._default(z.boolean(), false),
  videoDesktop: BannerVideo,
  videoMobile: BannerVideo,
  imagesDesktop: z._default(z.array(BannerImage), []),
  imagesMobile: z._default(z.array(BannerImage), []),
  iframesDesktop: BannerIframes,
  iframesMobile: BannerIframes,
});
export type AdBanner = z.infer<typeof AdBanner>;

export const AdBannerAnswer = z.object({ data: z._default(z.array(AdBanner), []) });
export type AdBannerAnswer = z.infer<typeof AdBannerAnswer>;
