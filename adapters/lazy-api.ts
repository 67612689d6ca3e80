/**
 * An upstream's client whose code loads on its first call (issue 35: the content, catalogue and sales clients were in
 * every page's first load though a page's first render calls none of them in the browser). Every method of such a
 * client answers a promise, so a call made before the code is there waits for it; the client is built once.
 */
import { loadOnce } from './load-once.ts';

export function lazyApi<T extends { [K in keyof T]: (...args: never[]) => Promise<unknown> }>(load: () => Promise<T>): T {
  const loaded = loadOnce(load);
  return new Proxy({} as T, {
    // Not a promise itself: `then` stays undefined, so awaiting the client is not mistaken for a call.
    get: (_, name) =>
      typeof name === 'string' && name !== 'then'
        ? async (...args: never[]) => {
            const api = (await loaded()) as Record<string, ((...args: never[]) => Promise<unknown>) | undefined>;
            const method = api[name];
            if (!method) throw new Error(`no ${name} in this client`);
            return method(...args);
          }
        : undefined,
  });
}
