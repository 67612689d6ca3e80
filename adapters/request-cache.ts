/**
 * Request cache of public GET answers (spec 000 §9 'Request cache size 150, time 300'): at most 150
 * entries, each kept 300 s, least recently used evicted first. Shared by every request of a server
 * process, and by the calls of one visit in the browser; calls that carry the user's token never use it.
 */
export const REQUEST_CACHE_SIZE = 150;
export const REQUEST_CACHE_SECONDS = 300;

export interface RequestCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export function createRequestCache(opts: { size?: number; seconds?: number; now?: () => number } = {}): RequestCache {
  const size = opts.size ?? REQUEST_CACHE_SIZE;
  const ttlMs = (opts.seconds ?? REQUEST_CACHE_SECONDS) * 1000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > size) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
