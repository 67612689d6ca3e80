/**
 * The player's seek bar: a native range (its name 'Seek', its value read as '0:04 of 0:10'), the played
 * share, chapter marks, the toy script's heatmap, and the preview sprite frame above the pointer while it hovers —
 * and above the thumb while the bar has keyboard focus. Presentational: plain data in, the new time out.
 */
import { type CSSProperties, useState } from 'react';
import type { Chapter } from '../../contracts/content-api.ts';
import { formatClock } from '../../domain/format.ts';
import { spriteCell } from '../../domain/player.ts';

export interface SeekBarProps {
  position: number;
  duration: number;
  chapters: readonly Chapter[];
  /** The preview sprite and its grid (frames per side), or null without one. */
  sprite: { url: string; grid: number } | null;
  /** The toy script's intensity per equal slice, 0..1 (empty: no heatmap). */
  heat: readonly number[];
  onSeek: (to: number) => void;
}

const FRAME_W = 128;
const FRAME_H = 96;

function SpriteFrame({ sprite, at, duration, left }: { sprite: { url: string; grid: number }; at: number; duration: number; left: number }) {
  const { col, row } = spriteCell(at, duration, sprite.grid);
  const style: CSSProperties = {
    left: `${left * 100}%`,
    width: FRAME_W,
    height: FRAME_H,
    backgroundImage: `url("${sprite.url}")`,
    backgroundSize: `${sprite.grid * FRAME_W}px ${sprite.grid * FRAME_H}px`,
    backgroundPosition: `-${col * FRAME_W}px -${row * FRAME_H}px`,
  };
  return (
    <div className="vrp-preview" style={style} data-testid="seek-preview" data-cell={`${col},${row}`}>
      <span className="vrp-preview-time">{formatClock(at)}</span>
    </div>
  );
}

export function SeekBar({ position, duration, chapters, sprite, heat, onSeek }: SeekBarProps) {
  const [hover, setHover] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const share = duration > 0 ? Math.min(1, position / duration) : 0;
  const previewAt = hover ?? (focused ? position : null);
  return (
    <div
      className="vrp-seek"
      onPointerMove={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        setHover(duration > 0 && box.width > 0 ? Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)) * duration : null);
      }}
      onPointerLeave={() => setHover(null)}
    >
      {heat.length > 0 ? (
        <div className="vrp-heat" aria-hidden="true">
          {heat.map((h, i) => (
            <span key={i} style={{ opacity: 0.15 + 0.85 * h, background: `hsl(${Math.round(200 - 200 * h)} 90% 55%)` }} />
          ))}
        </div>
      ) : null}
      <div className="vrp-track" aria-hidden="true">
        <span className="vrp-played" style={{ width: `${share * 100}%` }} />
        {duration > 0
          ? chapters
              .filter((c) => c.start > 0)
              .map((c) => (
                <span key={`${c.start}-${c.title}`} className="vrp-chapter-mark" style={{ left: `${(c.start / duration) * 100}%` }} title={c.title} />
              ))
          : null}
      </div>
      <input
        className="vrp-range"
        type="range"
        aria-label="Seek"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(position, duration || 0)}
        aria-valuetext={`${formatClock(position)} of ${formatClock(duration)}`}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        disabled={duration <= 0}
      />
      {sprite && previewAt !== null && duration > 0 ? (
        <SpriteFrame sprite={sprite} at={previewAt} duration={duration} left={previewAt / duration} />
      ) : null}
    </div>
  );
}
