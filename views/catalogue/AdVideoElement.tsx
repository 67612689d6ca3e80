/**
 * An ad banner's video element (spec 000 §2.3 'Ad banner'), apart from the banner (views/catalogue/AdBanner.tsx, whose
 * stylesheet styles it) so that the app can compose it with its machine without loading the banner's view and styles.
 */
import type { Ref } from 'react';

export type AdVariant = 'desktop' | 'mobile';

/** What a banner video shows: its source and, when the banner has one, the still image shown before it starts. */
export type AdVideoProps = { src: string; poster?: string; variant: AdVariant };

/** The banner video: muted, inline and looped, never started by itself; it has no sound, so it is hidden from assistive technology. */
export function AdVideoElement({ src, poster, ref }: AdVideoProps & { ref?: Ref<HTMLVideoElement> }) {
  return (
    <video ref={ref} className="ad-banner-video" src={src} poster={poster} muted playsInline loop preload="none" aria-hidden="true" tabIndex={-1} />
  );
}
