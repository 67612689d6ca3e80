/**
 * The ad banner view (spec 000 §2.3 'Ad banner'): server-rendered HTML of each form — framed ads in a sandbox
 * without same-origin rights, images with their links (a new tab marked sponsored), a video on its still — each
 * variant in the HTML for the media query to choose, in a region named 'Advertisement'.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdBanner } from '../../../contracts/ad-banner.ts';
import { AdBannerView } from '../../../views/catalogue/AdBanner.tsx';

const image = (variant: string, link = '/join-now/', openLinkInNewTab = false) => ({
  image: { permalink: `/media/art/banner/1-${variant}.svg`, alt: 'Advertisement' },
  link,
  openLinkInNewTab,
});

describe('AdBannerView', () => {
  it('frames a type 1 banner in a sandbox without same-origin rights, lazily, titled', () => {
    const banner = AdBanner.parse({
      id: 3,
      type: 1,
      middle: true,
      iframesDesktop: [{ iframe: '/media/ads/3-desktop.html' }],
      iframesMobile: [{ iframe: '/media/ads/3-mobile.html' }],
    });
    const html = renderToString(<AdBannerView banner={banner} position="middle" />);
    expect(html).toMatch(/^<aside class="ad-banner ad-banner--middle" aria-label="Advertisement"/);
    const frames = html.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    expect(frames[0]).toContain('src="/media/ads/3-desktop.html"');
    expect(frames[1]).toContain('src="/media/ads/3-mobile.html"');
    for (const frame of frames) {
      expect(frame).toContain('title="Advertisement"');
      expect(frame).toContain('loading="lazy"');
      expect(frame).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox');
      expect(frame).not.toContain('allow-same-origin');
    }
  });

  it('links a type 3 image banner, in a new tab marked sponsored when the item says so', () => {
    const banner = AdBanner.parse({
      id: 1,
      type: 3,
      bottom: true,
      imagesDesktop: [image('desktop', 'https://partner.example/', true)],
      imagesMobile: [image('mobile', '/join-now/')],
    });
    const html = renderToString(<AdBannerView banner={banner} position="bottom" />);
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('href="https://partner.example/"');
    expect(links[0]).toContain('target="_blank"');
    expect(links[0]).toContain('rel="sponsored noopener"');
    expect(links[1]).toContain('href="/join-now/"');
    expect(links[1]).not.toContain('target=');
    expect(html).toMatch(/<img [^>]*src="\/media\/art\/banner\/1-mobile.svg" alt="Advertisement" loading="lazy"/);
    expect(html).not.toContain('<video');
  });

  it('shows a type 3 video muted and inline on its still image, the link named, the silent video hidden from assistive technology', () => {
    const banner = AdBanner.parse({
      id: 2,
      type: 3,
      bottom: true,
      videoDesktop: { permalink: '/media/clips/preview-1.webm' },
      imagesDesktop: [image('desktop')],
    });
    const html = renderToString(<AdBannerView banner={banner} position="bottom" />);
    const videos = html.match(/<video[^>]*>/g) ?? [];
    // The mobile variant falls back to the desktop video and still.
    expect(videos).toHaveLength(2);
    // The still is a lazy image under each video, not its poster (a poster is fetched in the hidden variant too).
    const stills = html.match(/<img [^>]*class="ad-banner-still"[^>]*><video/g) ?? [];
    expect(stills).toHaveLength(2);
    for (const still of stills) {
      expect(still).toContain('src="/media/art/banner/1-desktop.svg"');
      expect(still).toContain('loading="lazy"');
      expect(still).toContain('alt=""');
    }
    for (const video of videos) {
      expect(video).toContain('src="/media/clips/preview-1.webm"');
      expect(video).not.toContain('poster=');
      expect(video).toMatch(/ muted=""/);
      expect(video).toMatch(/ playsInline=""/i);
      expect(video).toContain('loop=""');
      expect(video).toContain('aria-hidden="true"');
      expect(video).not.toContain('autoplay');
    }
    for (const link of html.match(/<a [^>]*>/g) ?? []) {
      expect(link).toContain('href="/join-now/"');
      expect(link).toContain('aria-label="Advertisement"');
    }
  });
});
