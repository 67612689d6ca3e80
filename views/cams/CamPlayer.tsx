/**
 * The broadcast room's player (spec 002 §2.3, §3.3 player {streamUrl, muted, volume}, §9 'aspect ratio 990/556'; live HLS
 * played with hls.js loaded only in a room). Presentational: it plays what it is given
 * and reports the viewer's choices (mute, volume, fullscreen) to the room, which decides.
 * - The box keeps 990/556 before any video arrives (nothing shifts); with no stream it shows an idle poster with
 *   `idleText` (the room's status label).
 * - The video is inline, autoplaying muted (browsers refuse sound without a gesture). hls.js plays it wherever Media
 *   Source Extensions exist — its own chunk, imported only once a stream URL is set — recovering from network and
 *   media errors and torn down when the URL changes or the player goes away; a browser without them (older iOS
 *   Safari) plays the HLS URL itself. hls.js runs without its worker: the pages' CSP ('strict-dynamic',
 *   app/server/security-headers.ts) would refuse a blob: worker.
 * - A 'video3D' stream (side-by-side stereo, 180° per eye, as the simulator sends it) opens in the VR player's
 *   three.js viewer (views/player/VrViewer.ts, loaded only then): drag to look around; flat if WebGL is missing.
 * - Fullscreen uses the Fullscreen API on the player's box (it covers the site header and the bottom menu); where the
 *   API is missing the box fills the window instead and the room hides the header and the menu
 *   (`onFullscreenChange`: broadcast-room.css keys on the room's data-fullscreen).
 */
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Comfort } from '../../contracts/player-settings.ts';
import type { CamPlayerProps } from './contracts.ts';
import type { VrViewer } from '../player/VrViewer.ts';
import './cam-player.css';

const HLS_MIME = 'application/vnd.apple.mpegurl';
const STEREO_180 = { projection: 'equirect180', stereo: 'sbs', fov: 180 } as const;
const NO_COMFORT: Comfort = { height: 0, tilt: 0, zoom: 1, swapEyes: false };
const LOOK_PER_PIXEL = 0.004;
const VOLUME_STEP = 0.05;

type HlsInstance = { destroy(): void };

/** Media Source Extensions, which hls.js plays through (iOS Safari before 17.1 has none: it plays HLS itself). */
const hasMediaSource = (): boolean =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window || 'WebKitMediaSource' in window);

/**
 * Plays `url` in `video` with hls.js (imported now) wherever the browser has Media Source Extensions, else natively
 * (hls.js's own advice). Chromium's native HLS reloads a live playlist of looping clips without pause (hundreds of
 * requests a second, seen in Chromium 156), while hls.js keeps to the target duration. Returns the teardown.
 */
function attachStream(video: HTMLVideoElement, url: string): () => void {
  let cancelled = false;
  let hls: HlsInstance | null = null;
  const play = () => void video.play()?.catch(() => {});
  const playNatively = () => {
    if (cancelled || !video.canPlayType(HLS_MIME)) return;
    video.src = url;
    play();
  };
  if (!hasMediaSource()) playNatively();
  else {
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return playNatively();
      const player = new Hls({ enableWorker: false, backBufferLength: 10 });
      hls = player;
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) player.startLoad();
        else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) player.recoverMediaError();
        else player.destroy();
      });
      player.on(Hls.Events.MANIFEST_PARSED, play);
      player.loadSource(url);
      player.attachMedia(video);
    });
  }
  return () => {
    cancelled = true;
    hls?.destroy();
    hls = null;
    video.removeAttribute('src');
    video.load?.();
  };
}

export function CamPlayer({
  streamUrl,
  streamType,
  muted,
  volume,
  label,
  idleText,
  onMutedChange,
  onVolumeChange,
  onFullscreenChange,
}: CamPlayerProps) {
  const root = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<VrViewer | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  /** Fullscreen by filling the window (no Fullscreen API). */
  const [filling, setFilling] = useState(false);
  const [stereoShown, setStereoShown] = useState(false);
  const stereo = streamType === 'video3D' && streamUrl !== '';

  useEffect(() => {
    const el = video.current;
    if (!el || !streamUrl) return;
    return attachStream(el, streamUrl);
  }, [streamUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stream brings a new video element to set up.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.muted = muted;
    el.volume = Math.min(1, Math.max(0, volume));
  }, [muted, volume, streamUrl]);

  // The 3D viewer, loaded with the first stereo stream.
  useEffect(() => {
    if (!stereo || !canvas.current || !video.current) return;
    let cancelled = false;
    const [c, v] = [canvas.current, video.current];
    void import('../player/VrViewer.ts')
      .then(({ VrViewer }) => {
        if (cancelled) return;
        viewer.current = new VrViewer(c, v, STEREO_180, NO_COMFORT);
        setStereoShown(true);
      })
      .catch(() => setStereoShown(false));
    return () => {
      cancelled = true;
      viewer.current?.dispose();
      viewer.current = null;
      setStereoShown(false);
    };
  }, [stereo]);

  const report = useRef(onFullscreenChange);
  report.current = onFullscreenChange;
  const shown = useRef(false);
  const changeFullscreen = useCallback((on: boolean) => {
    if (shown.current === on) return;
    shown.current = on;
    setFullscreen(on);
    report.current?.(on);
  }, []);
  useEffect(() => {
    const changed = () => changeFullscreen(document.fullscreenElement === root.current && root.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [changeFullscreen]);
  useEffect(() => {
    if (!filling) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setFilling(false);
      changeFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [filling, changeFullscreen]);
  // Leaving the room in fullscreen leaves fullscreen too.
  useEffect(
    () => () => {
      if (typeof document !== 'undefined' && root.current && document.fullscreenElement === root.current) void document.exitFullscreen?.();
    },
    [],
  );

  const toggleFullscreen = () => {
    const el = root.current;
    if (!el) return;
    if (filling) {
      setFilling(false);
      changeFullscreen(false);
      return;
    }
    if (document.fullscreenElement === el) {
      void document.exitFullscreen?.();
      return;
    }
    if (document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      el.requestFullscreen().catch(() => {
        setFilling(true);
        changeFullscreen(true);
      });
      return;
    }
    setFilling(true);
    changeFullscreen(true);
  };

  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current;
    if (!last || last.id !== e.pointerId) return;
    viewer.current?.look(-(e.clientX - last.x) * LOOK_PER_PIXEL, (e.clientY - last.y) * LOOK_PER_PIXEL);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const className = ['cam-player', filling ? 'cam-player--filling' : '', stereoShown ? 'cam-player--stereo' : ''].filter(Boolean).join(' ');
  return (
    <section ref={root} className={className} aria-label={`${label} live`} data-fullscreen={fullscreen ? 'true' : 'false'}>
      <div className="cam-player__stage">
        {streamUrl ? (
          <>
            <video ref={video} className="cam-player__video" playsInline autoPlay muted={muted} />
            {stereo ? (
              <canvas
                ref={canvas}
                className="cam-player__canvas"
                aria-label="3D view: drag to look around"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
              />
            ) : null}
          </>
        ) : (
          <div className="cam-player__idle">
            <span>{idleText}</span>
          </div>
        )}
      </div>
      <div className="cam-player__controls">
        <button type="button" className="cam-player__button" onClick={() => onMutedChange(!muted)}>
          {muted ? 'Unmute' : 'Mute'}
        </button>
        <input
          className="cam-player__volume"
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(e) => onVolumeChange(Number(e.currentTarget.value))}
        />
        <button type="button" className="cam-player__button cam-player__button--end" onClick={toggleFullscreen}>
          {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        </button>
      </div>
    </section>
  );
}

export default CamPlayer;
