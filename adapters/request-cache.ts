/**
 * Request cache of public GET answers (spec 000 §9 'Request cache size 150, time 300'): at most 150
 * entries, each fresh 300 s, least recently used evicted first. Shared by every request of a server
 * process, and by the calls of one visit in the browser; calls that carry the user's token never use it.
 * An entry past its lifetime stays as long again as a stale answer that the HTTP client serves while it fetches
 * the new one (stale-while-revalidate), and identical calls in flight are merged (`inFlight`).
 */
export const REQUEST_CACHE_SIZE = 150;
export const REQUEST_CACHE_SECONDS = 300;

export interface RequestCache {
  /** A fresh entry, or undefined. */
  get(key: string): unknown;
  /** An entry within its lifetime or, once that has passed, within as long again (stale), or undefined. */
  peek(key: string): { value: unknown; fresh: boolean } | undefined;
  /** Keeps a value for the cache's lifetime, or for `seconds`. */
  set(key: string, value: unknown, seconds?: number): void;
  /** Work in flight per key, so identical calls at once make one (shared by whoever shares the cache). */
  readonly inFlight: Map<string, Promise<unknown>>;
}

export function createRequestCache(opts: { size?: number; seconds?: number; now?: () => number } = {}): RequestCache {
  const size = opts.size ?? REQUEST_CACHE_SIZE;
  const ttlMs = (opts.seconds ?? REQUEST_CACHE_SECONDS) * 1000;
  const now = opts.now ?? (() => Date.now());
  const entries = new Map<string, { value: unknown; expires: number; staleUntil: number }>();
  const peek = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    const t = now();
    if (entry.staleUntil <= t) return undefined;
    entries.set(key, entry);
    return { value: entry.value, fresh: entry.expires > t };
  };
  return {
    get(key) {
      const entry = peek(key);
      return entry?.fresh ? entry.value : undefined;
    },
    peek,
    set(key, value, seconds) {
      const lifetime = seconds === undefined ? ttlMs : seconds * 1000;
      entries.delete(key);
      entries.set(key, { value, expires: now() + lifetime, staleUntil: now() + 2 * lifetime });
      while (entries.size > size) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    inFlight: new Map(),
  };
}
