/**
 * Inline SVG (spec 000 §2.3 'Header and footer logos are fetched as SVG text from their permalinks';
 * §7 'GET of an SVG icon or logo URL to inline it'). Only an answer that is an SVG document is kept, through the
 * one sanitiser's SVG profile (adapters/sanitize.ts); anything else gives '' and is logged.
 */
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { FAILURE_SECONDS, beforeDeadline } from './deadline.ts';
import type { Logger } from './log.ts';
import type { RequestCache } from './request-cache.ts';
import type { Sanitizer } from './sanitize.ts';

export type SvgLoader = (url: string) => Promise<string>;

/**
 * Inline SVG of a visit: `load` fetches (and sanitises) one, `peek` gives what is known of it without a call —
 * what `load` fetched, or in the browser what the server rendered into the page (an element with
 * `data-inline-svg` naming its URL), so the page's inline data never carries a second copy of an SVG.
 */
export interface InlineSvg {
  load: SvgLoader;
  peek: (url: string) => string;
}

export function createInlineSvg(load: SvgLoader, fromDocument: (url: string) => string | undefined = () => undefined): InlineSvg {
  const known = new Map<string, string>();
  return {
    load: async (url) => {
      const svg = await load(url);
      known.set(url, svg);
      return svg;
    },
    peek: (url) => {
      const hit = known.get(url) ?? fromDocument(url);
      if (hit !== undefined) known.set(url, hit);
      return hit ?? '';
    },
  };
}

/**
 * Loads of one server process share the request cache like the public GETs do: a fresh logo is served as
 * it is, a stale one at once while one load fetches the new one, identical loads in flight are one, and a failing
 * upstream (no answer, 5xx) is remembered FAILURE_SECONDS as ''.
 */
export function createSvgLoader(deps: {
  fetch: typeof fetch;
  base: string;
  log: Logger;
  sanitizer: Sanitizer;
  cache?: RequestCache;
  /** The server render's deadline (adapters/http.ts `HttpDeps.deadline`): past it the render gets '' while the load goes on. */
  deadline?: AbortSignal;
}): SvgLoader {
  /** The SVG, or '' and whether the upstream failed (rather than answered something that is not a logo). */
  const fetchSvg = async (href: string): Promise<{ svg: string; upstreamFailed: boolean }> => {
    try {
      const res = await deps.fetch(href, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!res.ok) {
        deps.log.warn(`[svg] ${res.status} for ${href}`);
        return { svg: '', upstreamFailed: res.status >= 500 };
      }
      const svg = (await deps.sanitizer()).svg(await res.text());
      if (!svg) deps.log.warn(`[svg] not an SVG document: ${href}`);
      return { svg, upstreamFailed: false };
    } catch (error) {
      deps.log.error(`[svg] failed for ${href}`, error);
      return { svg: '', upstreamFailed: true };
    }
  };
  return async (url) => {
    if (!url) return '';
    const href = url.startsWith('http') ? url : `${deps.base}${url}`;
    const key = `svg ${href}`;
    const cache = deps.cache;
    const entry = cache?.peek(key) as { value: string; fresh: boolean } | undefined;
    if (entry?.fresh) return entry.value;
    // One load per logo at a time, shared by the renders waiting for it; one that lost its deadline fills the cache.
    let running = cache?.inFlight.get(key) as Promise<string> | undefined;
    if (!running) {
      running = fetchSvg(href).then(({ svg, upstreamFailed }) => {
        if (svg) cache?.set(key, svg);
        else if (upstreamFailed && !entry) cache?.set(key, '', FAILURE_SECONDS);
        return svg;
      });
      if (cache) {
        const done = running.finally(() => cache.inFlight.delete(key));
        cache.inFlight.set(key, done);
        running = done;
      }
    }
    // A stale logo now, the new one for whoever asks next.
    if (entry?.value) {
      running.catch(() => {});
      return entry.value;
    }
    if (!deps.deadline) return running;
    return beforeDeadline(running, deps.deadline, () => {
      deps.log.warn(`[svg] no answer by the render's deadline: ${href}`);
      return '';
    });
  };
}
