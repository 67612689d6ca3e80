/**
 * The VR player of a video, composed where a page shows one (the video page's trailer and full panels, the embed
 * page; DESIGN 'Composition': a screen machine is composed by its route): the player machine and its view load
 * from their own chunk when a player opens (three.js later still, with the first 3D view), its module
 * (app/screen-machines/player.ts) provides the headset services and the member's resume point, and the machine starts from the video's facts: its projection,
 * the qualities that have a file (fileSize -1 removed, spec 000 §2.4), its chapters and the comfort settings kept
 * on this device. Itself a chunk of its own (routes load it with `lazyComponent`), so no page's first load carries it.
 */
import { useActorRef } from '@xstate/react';
import { Suspense, use, useMemo } from 'react';
import { playableSources } from '../../../domain/player.ts';
import type { PlayerVideo } from '../playable.ts';
import type { PlayerKind } from '../../../machines/player.machine.ts';
import { lazyComponent, lazyModule } from '../../../views/ui/lazy.tsx';
import type { Services } from '../services.ts';

// The machine, the browser's headset services and the toy script's reader, in the player's chunk (never in a page's first load).
const playerModule = lazyModule(() =>
  Promise.all([
    import('../../screen-machines/player.ts'),
    import('../../../adapters/headset.ts'),
    import('../../../adapters/toy-script.ts'),
    import('../../../domain/player.ts'),
  ]).then(([machine, headset, script, rules]) => ({
    player: machine.player,
    headset: headset.headsetServices(),
    heatOf: (url: string) =>
      script.loadToyScript(url).then((s) => (s ? rules.scriptIntensity(s, (s.actions.at(-1)?.at ?? 0) / 1000, HEAT_SLICES) : [])),
  })),
);

const NO_HEAT: number[] = [];
/** Slices of the seek bar's toy-script heatmap. */
const HEAT_SLICES = 100;
/** The heatmaps of this visit's toy scripts, by URL (each fetched once). */
const heats = new Map<string, Promise<number[]>>();
const VrPlayer = lazyComponent(() => import('../../../views/player/VrPlayer.tsx'), 'VrPlayer');

export type { PlayerVideo };

/** `signedIn`: a member's place in a full video is offered and saved. */
export type PlayerProps = {
  services: Services;
  video: PlayerVideo;
  kind: PlayerKind;
  /** The quality chosen before playback (the player's lowest when null or not among its sources). */
  quality?: string | null;
  autoplay: boolean;
  signedIn: boolean;
};

function ComposedPlayer({ services, video, kind, quality, autoplay, signedIn }: PlayerProps) {
  const { player, headset, heatOf } = playerModule.useLoaded();
  // A full video's toy script: its heatmap on the seek bar (the player waits for it: a small file).
  const scriptUrl = kind === 'full' ? video.toyScript : null;
  if (scriptUrl && !heats.has(scriptUrl)) heats.set(scriptUrl, heatOf(scriptUrl));
  const heat = scriptUrl ? use(heats.get(scriptUrl) as Promise<number[]>) : NO_HEAT;
  const resume = signedIn && kind === 'full';
  const machine = useMemo(() => player.provide(services, { headset, videoId: video.id, resume }), [player, services, headset, video.id, resume]);
  const sources = playableSources(video, kind);
  const actor = useActorRef(machine, {
    input: {
      format: video.vr,
      kind,
      qualities: sources.map((s) => s.quality),
      quality,
      chapters: kind === 'full' ? video.chapters : [],
      autoplay,
      xrSupported: false,
      comfort: headset.comfort(),
    },
  });
  return (
    <VrPlayer actor={actor} title={video.title} poster={video.poster.permalink} sources={sources} sprite={video.thumbnailSprites[kind]} heat={heat} />
  );
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
