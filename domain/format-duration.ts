/** Durations as the site writes them (spec 000 §2.4 'Video card' duration; the player's clock), apart from the other formats (format.ts): the cards show them. */

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Seconds → 'HH:mm:ss' (hours not wrapped at 24). */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** Seconds → a player's clock: 'm:ss', or 'h:mm:ss' from an hour ('Resume from 12:34'). */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = pad2(total % 60);
  return h > 0 ? `${h}:${pad2(m)}:${s}` : `${m}:${s}`;
}
