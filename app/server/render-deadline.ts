/**
 * The server render's deadline (adapters/constants.ts): an abort signal at RENDER_DEADLINE_MS from the render's start,
 * moved to PERSONAL_RENDER_DEADLINE_MS when the page is the visitor's own (services.personalPage(): from the render's start
 * for a route marked `personal`, app/server/entry.tsx).
 * Stopped once the loaders are done.
 */
import { PERSONAL_RENDER_DEADLINE_MS, RENDER_DEADLINE_MS } from '../../adapters/constants.ts';

export interface RenderDeadline {
  signal: AbortSignal;
  /** The page is the visitor's own: the deadline moves to PERSONAL_RENDER_DEADLINE_MS from the start (if not passed). */
  personal(): void;
  stop(): void;
}

export function renderDeadline(): RenderDeadline {
  const started = Date.now();
  const controller = new AbortController();
  const abort = (ms: number) => () => controller.abort(new Error(`render deadline of ${ms} ms`));
  let timer = setTimeout(abort(RENDER_DEADLINE_MS), RENDER_DEADLINE_MS);
  let moved = false;
  return {
    signal: controller.signal,
    personal() {
      if (moved || controller.signal.aborted) return;
      moved = true;
      clearTimeout(timer);
      timer = setTimeout(abort(PERSONAL_RENDER_DEADLINE_MS), Math.max(0, PERSONAL_RENDER_DEADLINE_MS - (Date.now() - started)));
    },
    stop: () => clearTimeout(timer),
  };
}
