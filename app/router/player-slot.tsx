/**
 * Where a page shows the VR player (the video page's panels, the embed page): the player's composition loads from its
 * own chunk (app/router/screens/player.tsx, then the machine and the view, then three.js), the poster standing in
 * meanwhile, so no page's first load carries any of it.
 */
import { Suspense } from 'react';
import type { PlayerKind } from '../../machines/player.machine.ts';
import { lazyComponent } from './lazy-chunk.tsx';
import type { PlayerVideo } from './playable.ts';
import type { ScreenFactories } from './screens.ts';

const VideoPlayer = lazyComponent(() => import('./screens/player.tsx'), 'VideoPlayer');

export function PlayerSlot(props: {
  screens: ScreenFactories;
  video: PlayerVideo;
  kind: PlayerKind;
  /** The quality chosen before playback (the player's lowest when null or not among its sources). */
  quality?: string | null;
  autoplay: boolean;
  signedIn: boolean;
}) {
  return (
    <Suspense fallback={<img className="vrp-fallback" src={props.video.poster.permalink} alt="" width={1280} height={720} />}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
