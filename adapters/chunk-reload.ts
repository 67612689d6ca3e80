/**
 * A page chunk that fails to load (a new deploy removed it, the network dropped) reloads the page, at most
 * once per 60 s (spec 000 §8 'Page chunk fails to load'): the time of the last such reload is kept in session
 * storage, so a chunk that keeps failing shows the error screen instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Reloads (and says true) unless a chunk reload happened less than 60 s ago. */
export function reloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, nowMs: number, reload: () => void): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && nowMs - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(nowMs));
  reload();
  return true;
}
