/**
 * An ad banner at one position of a page (spec 000 §2.3 'Ad banner'): the banner the route's loader picked, shown
 * when it is placed at `position`; each of its videos is the visit's `AdVideo` (the app composes and starts its
 * ad-video machine: started when 10 % in view, after 1500 ms when a still image shows first).
 */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { type BannerPosition, bannerAtAny } from '../../domain/ad-banner.ts';
import { Suspense } from 'react';
import { AdBannerView } from '../catalogue/AdBanner.tsx';
import { type AdVideoProps, AdVideoElement } from '../catalogue/AdVideoElement.tsx';
import { useVisit } from './VisitContext.tsx';

/** The visit's video with its machine; the element alone (the server's HTML) until the machine's code is here. */
function VisitAdVideo(props: AdVideoProps) {
  const { AdVideo } = useVisit();
  return (
    <Suspense fallback={<AdVideoElement {...props} />}>
      <AdVideo {...props} />
    </Suspense>
  );
}

const renderVideo = (props: AdVideoProps) => <VisitAdVideo key={`${props.variant}:${props.src}`} {...props} />;

/**
 * The banner at `position`; `alsoFor` names the positions this spot also stands for on a page with one main section
 * (middle and bottom are then one place, and a banner placed at both shows once).
 */
export function AdBannerSlot({
  banner,
  position,
  alsoFor = [],
}: {
  banner: AdBanner | null | undefined;
  position: BannerPosition;
  alsoFor?: readonly BannerPosition[];
}) {
  const placed = bannerAtAny(banner ?? null, [position, ...alsoFor]);
  return placed ? <AdBannerView banner={placed} position={position} renderVideo={renderVideo} /> : null;
}

/** Middle and bottom as one spot (after a page's only main section, before its SEO text). */
export const AdBannerSpot = ({ banner }: { banner: AdBanner | null | undefined }) => (
  <AdBannerSlot banner={banner} position="bottom" alsoFor={['middle']} />
);
