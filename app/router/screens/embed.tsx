/**
 * The embed page's screen with its player (spec 000 §2.4 'Embed page'): the VR player of the
 * trailer, composed after hydration (no autoplay: the embedding page's visitor starts it). The server's HTML, and a
 * browser without the app, have the browser's own player; a visitor who started that player before the app ran, or
 * whose keyboard focus is on it, keeps it (swapping it would stop their video, or drop their focus on the body).
 * Loaded with the embed route only.
 */
import { useEffect, useRef, useState } from 'react';
import { EmbedScreen } from '../../../views/containers/EmbedScreen.tsx';
import type { PlayerVideo } from '../playable.ts';
import { PlayerSlot } from '../player-slot.tsx';
import type { Services } from '../services.ts';

export type EmbedData = Parameters<typeof EmbedScreen>[0]['data'] & { player: PlayerVideo };

export function EmbedWithPlayer({ data, services }: { data: EmbedData; services: Services }) {
  const native = useRef<HTMLVideoElement>(null);
  const [vr, setVr] = useState(false);
  useEffect(() => {
    const video = native.current;
    const inUse = video !== null && (!video.paused || video.currentTime > 0 || document.activeElement === video);
    if (!inUse) setVr(true);
  }, []);
  return (
    <EmbedScreen
      data={data}
      nativeRef={native}
      player={vr ? <PlayerSlot services={services} video={data.player} kind="trailer" autoplay={false} signedIn={false} /> : undefined}
    />
  );
}
