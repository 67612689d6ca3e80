/**
 * The VR player (spec 000 §2.4 'Video page' player and trailer, the headset-player modal, 'Embed page'):
 * the media element and the 3D viewer rendering the player machine's snapshot, with its controls. The machine
 * decides; this view applies its snapshot to the media element (play or pause by the 'playing' tag, the latest
 * seek, volume, the chosen quality's source), reports the element's facts (MEDIA_*), and hands look-around input
 * (drag, touch, pinch, wheel, arrow keys on the view, device orientation) to the three.js viewer, which loads with
 * the player only.
 *
 * Keyboard on the player: Space play/pause, ←/→ seek 10 s, ↑/↓ volume, F fullscreen, M mute, N next chapter; on
 * the 3D view itself the arrows look around and +/- zoom.
 */
import { useSelector } from '../containers/use-selector.ts';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlayerSource } from '../../contracts/content-api.ts';
import type { playerMachine } from '../../machines/player.machine.ts';
import { SEEK_STEP, VOLUME_STEP } from '../../machines/player.machine.ts';
import { formatClock } from '../../domain/format.ts';
import { SPRITE_GRID } from '../../domain/player.ts';
import ControlSelect from '../catalogue/ControlSelect.tsx';
import { ComfortPanel } from './ComfortPanel.tsx';
import { SeekBar } from './SeekBar.tsx';
import type { VrViewer } from './VrViewer.ts';
import './player.css';

export type PlayerActor = ActorRefFrom<typeof playerMachine>;

export interface VrPlayerProps {
  actor: PlayerActor;
  title: string;
  poster: string;
  /** The sources with a file (fileSize -1 removed), one per quality. */
  sources: readonly PlayerSource[];
  sprite: string | null;
  /** The toy script's intensity per slice of the video (empty: none). */
  heat?: readonly number[];
}

const LOOK_PER_PIXEL = 0.0045;
const KEY_LOOK = 0.12;
const isControl = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.closest('button, select, [role="button"], [role="listbox"], [role="option"]') !== null || target.tagName === 'INPUT');

/** A control's picture (its button carries the name). */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function VrPlayer({ actor, title, poster, sources, sprite, heat = [] }: VrPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<HTMLElement>(null);
  const viewer = useRef<VrViewer | null>(null);
  const [viewerReady, setViewerReady] = useState(false);
  const send = actor.send;

  const playing = useSelector(actor, (s) => s.hasTag('playing'));
  const paused = useSelector(actor, (s) => s.hasTag('paused') || s.hasTag('ready') || s.hasTag('ended'));
  const loading = useSelector(actor, (s) => s.hasTag('loading') || s.hasTag('buffering'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  const sphere = useSelector(actor, (s) => s.hasTag('sphere'));
  const flat = useSelector(actor, (s) => s.hasTag('flat'));
  const immersive = useSelector(actor, (s) => s.hasTag('immersive'));
  const resumeOffered = useSelector(actor, (s) => s.hasTag('resumeOffered'));
  const ctx = useSelector(actor, (s) => s.context);
  const { format, quality, qualities, position, duration, volume, muted, seek, fullscreen, size, comfort, chapters, kind, xrSupported } = ctx;
  const source = sources.find((s) => s.quality === quality) ?? sources[0];
  const canFlatten = format.projection !== 'flat';

  // The element may know its length before the actor listens (it starts after mount): tell it then.
  useEffect(() => {
    const el = video.current;
    if (el && source?.src && el.readyState >= 1 && Number.isFinite(el.duration)) send({ type: 'MEDIA_READY', duration: el.duration });
  }, [send, source?.src]);

  // The snapshot applied to the media element.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (playing && el.paused) el.play().catch(() => send({ type: 'PAUSE' }));
    if (!playing && !el.paused) el.pause();
  }, [playing, send]);
  useEffect(() => {
    const el = video.current;
    if (el && seek.id > 0 && Math.abs(el.currentTime - seek.to) > 0.05) el.currentTime = seek.to;
  }, [seek]);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.volume = volume;
    el.muted = muted;
  }, [volume, muted]);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof document === 'undefined') return;
    if (fullscreen && document.fullscreenElement !== el) el.requestFullscreen?.().catch(() => send({ type: 'FULLSCREEN_CHANGED', on: false }));
    if (!fullscreen && document.fullscreenElement === el) void document.exitFullscreen?.();
  }, [fullscreen, send]);
  useEffect(() => {
    const changed = () => send({ type: 'FULLSCREEN_CHANGED', on: document.fullscreenElement === root.current });
    const hidden = () => send({ type: 'CLOSED' });
    document.addEventListener('fullscreenchange', changed);
    window.addEventListener('pagehide', hidden);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      window.removeEventListener('pagehide', hidden);
      send({ type: 'CLOSED' });
    };
  }, [send]);

  // The three.js viewer, loaded with the first 3D or immersive view.
  const needsViewer = sphere || immersive;
  useEffect(() => {
    if (!needsViewer || viewer.current || !canvas.current || !video.current) return;
    let cancelled = false;
    void import('./VrViewer.ts').then(({ VrViewer }) => {
      if (cancelled || !canvas.current || !video.current) return;
      viewer.current = new VrViewer(canvas.current, video.current, format, comfort);
      setViewerReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [needsViewer, format, comfort]);
  useEffect(
    () => () => {
      viewer.current?.dispose();
      viewer.current = null;
    },
    [],
  );
  useEffect(() => viewer.current?.setComfort(comfort), [comfort]);
  useEffect(() => {
    if (ctx.recentred > 0) viewer.current?.recentre();
  }, [ctx.recentred]);
  useEffect(() => {
    const session = ctx.xrSession as XRSession | null;
    if (!session || !viewerReady || !viewer.current) return;
    const ended = () => send({ type: 'XR_ENDED' });
    session.addEventListener('end', ended);
    viewer.current.present(session).catch(() => void session.end().catch(() => ended()));
    return () => session.removeEventListener('end', ended);
  }, [ctx.xrSession, viewerReady, send]);

  // Look around: drag (mouse or one finger), pinch and wheel zoom.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
      if (pinch.current) viewer.current?.zoom(distance / pinch.current);
      pinch.current = distance || null;
      return;
    }
    viewer.current?.look(-(e.clientX - last.x) * LOOK_PER_PIXEL, (e.clientY - last.y) * LOOK_PER_PIXEL);
  };
  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(e.pointerId);
    pinch.current = null;
  };
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      viewer.current?.zoom(e.deltaY < 0 ? 1.1 : 1 / 1.1);
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, []);
  const [motion, setMotion] = useState(false);
  useEffect(() => {
    if (!motion) return;
    const turn = (e: DeviceOrientationEvent) => {
      if (e.alpha === null || e.beta === null) return;
      viewer.current?.lookAt((-(e.alpha ?? 0) * Math.PI) / 180, (((e.beta ?? 90) - 90) * Math.PI) / 180);
    };
    window.addEventListener('deviceorientation', turn);
    return () => window.removeEventListener('deviceorientation', turn);
  }, [motion]);
  const motionAvailable = typeof window !== 'undefined' && 'DeviceOrientationEvent' in window && window.matchMedia?.('(pointer: coarse)').matches;
  const toggleMotion = async () => {
    const request = (window.DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<string> }).requestPermission;
    if (!motion && request && (await request().catch(() => 'denied')) !== 'granted') return;
    setMotion(!motion);
  };

  const onViewKey = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_LOOK, 0],
      ArrowRight: [KEY_LOOK, 0],
      ArrowUp: [0, KEY_LOOK],
      ArrowDown: [0, -KEY_LOOK],
    };
    const turn = turns[e.key];
    if (turn) viewer.current?.look(turn[0], turn[1]);
    else if (e.key === '+' || e.key === '=') viewer.current?.zoom(1.1);
    else if (e.key === '-') viewer.current?.zoom(1 / 1.1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const onRange = e.target instanceof HTMLInputElement && e.target.type === 'range';
    const onSeekRange = onRange && (e.target as HTMLElement).getAttribute('aria-label') === 'Seek';
    switch (e.key) {
      case ' ':
        if (isControl(e.target) && !onRange) return;
        send({ type: 'PLAY_TOGGLED' });
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onRange && !onSeekRange) return;
        send({ type: 'SEEK_BY', delta: e.key === 'ArrowLeft' ? -SEEK_STEP : SEEK_STEP });
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onRange && !onSeekRange) return;
        send({ type: 'VOLUME_BY', delta: e.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP });
        break;
      case 'f':
      case 'F':
        send({ type: 'FULLSCREEN_TOGGLED' });
        break;
      case 'm':
      case 'M':
        send({ type: 'MUTE_TOGGLED' });
        break;
      case 'n':
      case 'N':
        send({ type: 'NEXT_CHAPTER' });
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const label = `${title} (${kind === 'full' ? 'full video' : 'trailer'})`;
  return (
    <section
      ref={root}
      className={`vrp vrp--${size}${flat ? ' vrp--flat' : ''}`}
      aria-label={`${label} player`}
      onKeyDown={onKey}
      data-state={playing ? 'playing' : paused ? 'paused' : 'other'}
    >
      <div className="vrp-stage">
        <video
          ref={video}
          className="vrp-video"
          src={source?.src}
          poster={poster}
          playsInline
          crossOrigin="anonymous"
          preload="metadata"
          aria-label={label}
          aria-hidden={!flat}
          tabIndex={-1}
          onLoadedMetadata={(e) => send({ type: 'MEDIA_READY', duration: e.currentTarget.duration })}
          onTimeUpdate={(e) => send({ type: 'TIME_UPDATED', position: e.currentTarget.currentTime })}
          onWaiting={() => send({ type: 'MEDIA_WAITING' })}
          onPlaying={() => send({ type: 'MEDIA_PLAYING' })}
          onEnded={() => send({ type: 'MEDIA_ENDED' })}
          onError={() => send({ type: 'MEDIA_ERROR' })}
          onClick={() => send({ type: 'PLAY_TOGGLED' })}
        />
        <canvas
          ref={canvas}
          className="vrp-canvas"
          hidden={!sphere && !immersive}
          tabIndex={sphere ? 0 : -1}
          role="img"
          aria-label={
            immersive
              ? `Headset view of ${title}: what each eye sees`
              : `360° view of ${title}: drag or use the arrow keys to look around, + and - to zoom`
          }
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onViewKey}
          data-testid="vr-canvas"
        />
        {loading ? <div className="vrp-spinner" role="status" aria-label="Loading" /> : null}
        {failed ? (
          <div className="vrp-message" role="alert">
            <p>The video could not be played.</p>
            <button type="button" className="vrp-button" onClick={() => send({ type: 'RETRY' })}>
              Try again
            </button>
          </div>
        ) : null}
        {resumeOffered && ctx.resumeAt !== null ? (
          <div className="vrp-resume">
            <button type="button" className="vrp-button vrp-button--accent" onClick={() => send({ type: 'RESUME_ACCEPTED' })}>
              {`Resume from ${formatClock(ctx.resumeAt)}`}
            </button>
            <button type="button" className="vrp-button" onClick={() => send({ type: 'RESUME_DISMISSED' })}>
              Start over
            </button>
          </div>
        ) : null}
        {ctx.xrError ? (
          <p className="vrp-message vrp-message--small" role="alert">
            {ctx.xrError}
          </p>
        ) : null}
      </div>
      <SeekBar
        position={position}
        duration={duration}
        chapters={chapters}
        sprite={sprite ? { url: sprite, grid: SPRITE_GRID[kind] } : null}
        heat={heat}
        onSeek={(to) => send({ type: 'SEEK', to })}
      />
      <div className="vrp-controls">
        <button type="button" className="vrp-button" onClick={() => send({ type: 'PLAY_TOGGLED' })} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? <Glyph d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <Glyph d="M7 4l13 8-13 8z" />}
        </button>
        <span className="vrp-time">
          <span className="vrp-sr">Time </span>
          {`${formatClock(position)} / ${formatClock(duration)}`}
        </span>
        <button
          type="button"
          className="vrp-button"
          onClick={() => send({ type: 'MUTE_TOGGLED' })}
          aria-label={muted ? 'Unmute' : 'Mute'}
          aria-pressed={muted}
        >
          {muted || volume === 0 ? (
            <Glyph d="M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6" />
          ) : (
            <Glyph d="M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
          )}
        </button>
        <input
          className="vrp-volume"
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)} %`}
          onChange={(e) => send({ type: 'VOLUME_SET', volume: Number(e.currentTarget.value) })}
        />
        <span className="vrp-spacer" />
        {qualities.length > 1 && quality ? (
          <ControlSelect
            label="Quality"
            value={quality}
            options={qualities.map((q) => ({ id: q, label: q }))}
            onChange={(q) => send({ type: 'QUALITY_CHOSEN', quality: q })}
          />
        ) : null}
        {canFlatten ? (
          <button type="button" className="vrp-button" aria-pressed={flat} onClick={() => send(flat ? { type: 'VIEW_3D' } : { type: 'VIEW_FLAT' })}>
            Flat
          </button>
        ) : null}
        {sphere ? (
          <button type="button" className="vrp-button" onClick={() => send({ type: 'RECENTRED' })}>
            Recentre
          </button>
        ) : null}
        {sphere && motionAvailable ? (
          <button type="button" className="vrp-button" aria-pressed={motion} onClick={() => void toggleMotion()}>
            Motion
          </button>
        ) : null}
        {flat ? (
          <button type="button" className="vrp-button" aria-pressed={size === 'fill'} onClick={() => send({ type: 'SIZE_TOGGLED' })}>
            Fill
          </button>
        ) : null}
        {immersive ? (
          <button type="button" className="vrp-button vrp-button--accent" onClick={() => void (ctx.xrSession as XRSession | null)?.end()}>
            Exit VR
          </button>
        ) : xrSupported ? (
          <button type="button" className="vrp-button vrp-button--accent" onClick={() => send({ type: 'ENTER_VR' })}>
            Watch in VR
          </button>
        ) : null}
        {canFlatten ? <ComfortPanel comfort={comfort} onChange={(change) => send({ type: 'COMFORT_CHANGED', comfort: change })} /> : null}
        <button type="button" className="vrp-button" aria-pressed={fullscreen} onClick={() => send({ type: 'FULLSCREEN_TOGGLED' })}>
          Fullscreen
        </button>
      </div>
      {chapters.length > 1 ? (
        <ol className="vrp-chapters" aria-label="Chapters">
          {chapters.map((c) => (
            <li key={`${c.start}-${c.title}`}>
              <button type="button" className="vrp-chapter" onClick={() => send({ type: 'SEEK', to: c.start })}>
                <span>{c.title}</span> <span className="vrp-chapter-time">{formatClock(c.start)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export default VrPlayer;
