/**
 * An ad banner at one position of a page (spec 000 §2.3 'Ad banner', §3 'Ad banner'): type 1 frames the ad pages
 * (iframesDesktop / iframesMobile) in a sandbox without same-origin rights; type 3 shows its images (each with its
 * link, in a new tab when openLinkInNewTab) and/or its video on its still image. Both variants are in
 * the HTML and a media query shows one (the hidden one's lazy frame or image is never fetched). The box has a fixed
 * aspect ratio per variant, so nothing shifts when the ad arrives. Presentational: the video element comes from
 * `renderVideo` (the container's, which starts it when in view); without one a still video is rendered.
 */
import type { ReactNode } from 'react';
import type { AdBanner, BannerImage } from '../../contracts/ad-banner.ts';
import type { BannerPosition } from '../../domain/ad-banner.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { type AdVariant, type AdVideoProps, AdVideoElement } from './AdVideoElement.tsx';
import './ad-banner.css';

/**
 * Sandbox of a framed ad (no allow-same-origin: the ad cannot reach the site's cookies or storage). It may run
 * scripts and open pop-ups, and a click on it may take the visitor's own tab to its link (top navigation on a user's
 * gesture only), as the demo ad page's link does.
 */
export const AD_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

export const AD_LABEL = 'Advertisement';

const stillVideo = (props: AdVideoProps) => <AdVideoElement {...props} />;

function BannerLink({ item, children, label }: { item: BannerImage; children: ReactNode; label?: string }) {
  if (!item.link) return <>{children}</>;
  return (
    <AppLink
      className="ad-banner-link"
      href={item.link}
      inNewTab={item.openLinkInNewTab}
      rel={item.openLinkInNewTab ? 'sponsored' : undefined}
      aria-label={label}
    >
      {children}
    </AppLink>
  );
}

function Variant({ banner, variant, renderVideo }: { banner: AdBanner; variant: AdVariant; renderVideo: (props: AdVideoProps) => ReactNode }) {
  const desktop = variant === 'desktop';
  // A variant the banner lacks falls back to the other one.
  const pick = <T,>(own: T[], other: T[]) => (own.length > 0 ? own : other);
  const className = `ad-banner-variant ad-banner-variant--${variant}`;
  if (banner.type === 1) {
    const frames = desktop ? pick(banner.iframesDesktop, banner.iframesMobile) : pick(banner.iframesMobile, banner.iframesDesktop);
    return (
      <div className={className}>
        {frames.map((f) => (
          <iframe
            key={f.iframe}
            className="ad-banner-frame"
            src={f.iframe}
            title={AD_LABEL}
            sandbox={AD_SANDBOX}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ))}
      </div>
    );
  }
  const images = desktop ? pick(banner.imagesDesktop, banner.imagesMobile) : pick(banner.imagesMobile, banner.imagesDesktop);
  const video = desktop ? (banner.videoDesktop ?? banner.videoMobile) : (banner.videoMobile ?? banner.videoDesktop);
  if (video) {
    const still = images[0];
    const player = renderVideo({ src: video.permalink, still: still?.image.permalink, variant });
    return (
      <div className={className}>
        {still ? (
          <BannerLink item={still} label={still.image.alt || AD_LABEL}>
            {player}
          </BannerLink>
        ) : (
          player
        )}
      </div>
    );
  }
  return (
    <div className={className}>
      {images.map((item) => (
        <BannerLink key={item.image.permalink} item={item}>
          <img className="ad-banner-image" src={item.image.permalink} alt={item.image.alt || AD_LABEL} loading="lazy" />
        </BannerLink>
      ))}
    </div>
  );
}

export type AdBannerViewProps = {
  banner: AdBanner;
  position: BannerPosition;
  /** Renders a banner video (the container's starts it when in view); default: a video that stays on its still. */
  renderVideo?: (props: AdVideoProps) => ReactNode;
};

export function AdBannerView({ banner, position, renderVideo = stillVideo }: AdBannerViewProps) {
  return (
    <aside className={`ad-banner ad-banner--${position}`} aria-label={AD_LABEL} data-ad-banner={banner.id} data-ad-position={position}>
      <Variant banner={banner} variant="desktop" renderVideo={renderVideo} />
      <Variant banner={banner} variant="mobile" renderVideo={renderVideo} />
    </aside>
  );
}
