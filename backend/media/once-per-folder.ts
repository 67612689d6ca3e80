/**
 * One generation at a time per media folder: concurrent calls for the same folder (a server start and `npm run
 * setup`, two e2e sites) share the running job instead of writing the same files twice.
 */
import { resolve } from 'node:path';

export function oncePerFolder<T>(
  missing: (dir: string) => readonly string[],
  generate: (dir: string, missing: readonly string[]) => Promise<T>,
  none: T,
) {
  const running = new Map<string, Promise<T>>();
  return (dir: string): Promise<T> => {
    const key = resolve(dir);
    const inFlight = running.get(key);
    if (inFlight) return inFlight;
    const files = missing(key);
    if (files.length === 0) return Promise.resolve(none);
    const job = generate(key, files).finally(() => running.delete(key));
    running.set(key, job);
    return job;
  };
}
