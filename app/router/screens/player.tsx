/**
 * The VR player of a video, composed where a page shows one (the video page's trailer and full panels, the embed
 * page; DESIGN 'Composition': a screen machine is composed by its route): the player machine and its view load
 * from their own chunk when a player opens (three.js later still, with the first 3D view), the factory provides the
 * headset services and the member's resume point, and the machine starts from the video's facts: its projection,
 * the qualities that have a file (fileSize -1 removed, spec 000 §2.4), its chapters and the comfort settings kept
 * on this device.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { headsetServices } from '../../../adapters/headset.ts';
import type { Video } from '../../../contracts/content-api.ts';
import type { PlayerKind } from '../../../machines/player.machine.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { PlayerProgress, ScreenFactories } from '../screens.ts';

const playerModule = lazyModule(() => import('../../../machines/player.machine.ts'));
const VrPlayer = lazyComponent(() => import('../../../views/player/VrPlayer.tsx'), 'VrPlayer');

export type PlayerVideo = Pick<Video, 'id' | 'title' | 'poster' | 'vr' | 'videoPlayerSources' | 'thumbnailSprites' | 'chapters'>;

/** The sources of a kind that have a file, in the order given (spec 000 §2.4: fileSize -1 is dropped). */
export const playableSources = (video: PlayerVideo, kind: PlayerKind) => video.videoPlayerSources[kind].filter((s) => s.fileSize !== -1 && s.src);

function ComposedPlayer({ video, kind, autoplay, progress }: { video: PlayerVideo; kind: PlayerKind; autoplay: boolean; progress?: PlayerProgress }) {
  const { screens } = useRouteContext({ strict: false }) as { screens: ScreenFactories };
  const { playerMachine } = playerModule.useLoaded();
  const machine = useMemo(() => screens.player(playerMachine, { progress }), [screens, playerMachine, progress]);
  const sources = playableSources(video, kind);
  const actor = useActorRef(machine, {
    input: {
      format: video.vr,
      kind,
      qualities: sources.map((s) => s.quality),
      chapters: kind === 'full' ? video.chapters : [],
      autoplay,
      xrSupported: false,
      comfort: headsetServices().comfort(),
    },
  });
  return <VrPlayer actor={actor} title={video.title} poster={video.poster.permalink} sources={sources} sprite={video.thumbnailSprites[kind]} />;
}

/** The player of `kind`, with the poster while its chunk loads. */
export function VideoPlayer(props: { video: PlayerVideo; kind: PlayerKind; autoplay: boolean; progress?: PlayerProgress }) {
  return (
    <Suspense fallback={<img className="vrp-fallback" src={props.video.poster.permalink} alt="" width={1280} height={720} />}>
      <ComposedPlayer key={`${props.video.id}-${props.kind}`} {...props} />
    </Suspense>
  );
}

export const preloadPlayer = () => Promise.all([playerModule.preload(), VrPlayer.preload()]).then(() => {});
