/**
 * Where a page shows the VR player (the video page's panels, the embed page): the player's composition loads from its
 * own chunk (app/router/screens/player.tsx, then the machine and the view, then three.js), the poster standing in
 * meanwhile, so no page's first load carries any of it.
 */
import { Suspense } from 'react';
import { lazyComponent } from '../../views/ui/lazy.tsx';
import type { PlayerProps } from './screens/player.tsx';

const VideoPlayer = lazyComponent(() => import('./screens/player.tsx'), 'VideoPlayer');

export function PlayerSlot(props: PlayerProps) {
  return (
    <Suspense fallback={<img className="vrp-fallback" src={props.video.poster.permalink} alt="" width={1280} height={720} />}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
