/**
 * An ad banner's video element (spec 000 §2.3 'Ad banner'), apart from the banner (views/catalogue/AdBanner.tsx, whose
 * stylesheet styles it) so that the app can compose it with its machine without loading the banner's view and styles.
 */
import type { Ref } from 'react';

export type AdVariant = 'desktop' | 'mobile';

/** What a banner video shows: its source and, when the banner has one, the still image shown before it starts. */
export type AdVideoProps = { src: string; still?: string; variant: AdVariant };

/**
 * The banner video: muted, inline and looped, never started by itself; it has no sound, so it is hidden from assistive
 * technology. Its still is a lazy image under the video, not the video's poster: both variants are in the HTML and a
 * media query shows one, and a poster is fetched in the hidden variant too, where a lazy image never is (a phone would
 * download the desktop still, a desktop the phone's). The video has no frame to paint until it plays, so the still
 * shows through it until then.
 */
export function AdVideoElement({ src, still, ref }: AdVideoProps & { ref?: Ref<HTMLVideoElement> }) {
  const video = <video ref={ref} className="ad-banner-video" src={src} muted playsInline loop preload="none" aria-hidden="true" tabIndex={-1} />;
  if (still === undefined) return video;
  return (
    <span className="ad-banner-video-box">
      <img className="ad-banner-still" src={still} alt="" loading="lazy" />
      {video}
    </span>
  );
}
