/**
 * The VR player of a video, composed where a page shows one (the video page's trailer and full panels, the embed
 * page; DESIGN 'Composition': a screen machine is composed by its route): the player machine and its view load
 * from their own chunk when a player opens (three.js later still, with the first 3D view), the factory provides the
 * headset services and the member's resume point, and the machine starts from the video's facts: its projection,
 * the qualities that have a file (fileSize -1 removed, spec 000 §2.4), its chapters and the comfort settings kept
 * on this device. Itself a chunk of its own (routes load it with `lazyComponent`), so no page's first load carries it.
 */
import { useActorRef } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { type PlayerVideo, playableSources } from '../playable.ts';
import type { PlayerKind } from '../../../machines/player.machine.ts';
import { lazyComponent, lazyModule } from '../lazy-chunk.tsx';
import type { ScreenFactories } from '../screens.ts';

// The machine and the browser's headset services, in the player's chunk (never in a page's first load).
const playerModule = lazyModule(() =>
  Promise.all([import('../../../machines/player.machine.ts'), import('../../../adapters/headset.ts')]).then(([machine, headset]) => ({
    playerMachine: machine.playerMachine,
    headset: headset.headsetServices(),
  })),
);
const VrPlayer = lazyComponent(() => import('../../../views/player/VrPlayer.tsx'), 'VrPlayer');

export type { PlayerVideo };

/** `signedIn`: a member's place in a full video is offered and saved. */
type PlayerProps = { screens: ScreenFactories; video: PlayerVideo; kind: PlayerKind; autoplay: boolean; signedIn: boolean };

function ComposedPlayer({ screens, video, kind, autoplay, signedIn }: PlayerProps) {
  const { playerMachine, headset } = playerModule.useLoaded();
  const resume = signedIn && kind === 'full';
  const machine = useMemo(
    () => screens.player(playerMachine, { headset, videoId: video.id, resume }),
    [screens, playerMachine, headset, video.id, resume],
  );
  const sources = playableSources(video, kind);
  const actor = useActorRef(machine, {
    input: {
      format: video.vr,
      kind,
      qualities: sources.map((s) => s.quality),
      chapters: kind === 'full' ? video.chapters : [],
      autoplay,
      xrSupported: false,
      comfort: headset.comfort(),
    },
  });
  return <VrPlayer actor={actor} title={video.title} poster={video.poster.permalink} sources={sources} sprite={video.thumbnailSprites[kind]} />;
}

/** The player of `kind`, with the poster while its chunk loads. */
export function VideoPlayer(props: PlayerProps) {
  return (
    <Suspense fallback={<img className="vrp-fallback" src={props.video.poster.permalink} alt="" width={1280} height={720} />}>
      <ComposedPlayer key={`${props.video.id}-${props.kind}`} {...props} />
    </Suspense>
  );
}

export const preloadPlayer = () => Promise.all([playerModule.preload(), VrPlayer.preload()]).then(() => {});
