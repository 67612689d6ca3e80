/**
 * Vreels rules (spec 000 intro: 'Query vreelz=on auto-plays the short vertical videos on mobile when the
 * configuration flag enableVreels is on'; §2.3 'Mobile bottom menu': 'A VReels play button appears when vreels
 * are enabled and the layout is not the dashboard').
 */

/** The feed's path; the bottom menu's button opens it with vreelz=on. */
export const VREELS_PATH = '/vreels/';

/** Whether the feed starts its first clip by itself. */
export function vreelsAutoplay(enableVreels: boolean, vreelz: unknown): boolean {
  return enableVreels && vreelz === 'on';
}

/** The bottom menu's VReels button link, or null when it is not shown. */
export function vreelsMenuHref(enableVreels: boolean, layout: 'default' | 'dashboard'): string | null {
  return enableVreels && layout !== 'dashboard' ? `${VREELS_PATH}?vreelz=on` : null;
}

/** The index a step of `delta` clips from `index` lands on, kept within the feed (no wrap-around). */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}
