/**
 * Vreels service client ({vreels}; spec 000 §2.4 'Vreels', §7 'GET {vreels}/api/v1/crud/vreels-video/: items').
 * Media paths are prefixed by the content host (spec 000 §3); a failed call is logged by the HTTP client and
 * gives the spec's empty default, no clips. Never throws.
 */
import type { Vreel } from '../contracts/vreels.ts';
import type { HttpClient } from './http.ts';
import { createPrefixer } from './permalinks.ts';

export interface VreelsApi {
  /** The clips of the feed, in order; [] when the service fails. */
  list(): Promise<Vreel[]>;
}

export function createVreelsApi(http: HttpClient, opts: { contentHost: string }): VreelsApi {
  const p = createPrefixer(opts.contentHost);
  return {
    async list() {
      const r = await http.call('vreelsVideos');
      if (!r.ok) return [];
      return r.data.items.map((item) => ({ ...item, src: p.url(item.src), poster: item.poster ? p.url(item.poster) : '' }));
    },
  };
}
