/**
 * Inline SVG (spec 000 §2.3 'Header and footer logos are fetched as SVG text from their permalinks';
 * §7 'GET of an SVG icon or logo URL to inline it'). Only an answer that is an SVG document is kept, through the
 * one sanitiser's SVG profile (adapters/sanitize.ts); anything else gives '' and is logged.
 */
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

export function createSvgLoader(deps: { fetch: typeof fetch; base: string; log: Logger; sanitizer: Sanitizer; cache?: RequestCache }): SvgLoader {
  return async (url) => {
    if (!url) return '';
    const href = url.startsWith('http') ? url : `${deps.base}${url}`;
    const key = `svg ${href}`;
    const hit = deps.cache?.get(key);
    if (typeof hit === 'string') return hit;
    try {
      const res = await deps.fetch(href, { signal: AbortSignal.timeout(15_000) });
      if (!res.ok) {
        deps.log.warn(`[svg] ${res.status} for ${href}`);
        return '';
      }
      const svg = (await deps.sanitizer()).svg(await res.text());
      if (!svg) deps.log.warn(`[svg] not an SVG document: ${href}`);
      else deps.cache?.set(key, svg);
      return svg;
    } catch (error) {
      deps.log.error(`[svg] failed for ${href}`, error);
      return '';
    }
  };
}
