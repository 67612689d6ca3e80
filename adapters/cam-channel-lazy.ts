/**
 * A cam provider interface whose code (adapters/cam-channel.ts with its zod contracts) is fetched with the first
 * request, so pages that never ask the provider anything (every page of a guest outside the cam area) do not carry it.
 * Subscriptions made before are kept and passed on once it is in: the provider pushes nothing before a request (a
 * sign-in or a room entered) anyway.
 */
import type { CamChannelClient, CamEvent } from '../contracts/cam-channel.ts';

export function lazyCamChannel(load: () => Promise<CamChannelClient>): CamChannelClient {
  let real: Promise<CamChannelClient> | null = null;
  // Each listener and its unsubscribe from the real channel (null until it is in).
  const listeners = new Map<(event: CamEvent) => void, (() => void) | null>();
  let loaded: CamChannelClient | null = null;
  const attach = (listener: (event: CamEvent) => void) => {
    if (loaded && listeners.get(listener) === null) listeners.set(listener, loaded.subscribe(listener));
  };
  const get = () => {
    if (!real) {
      real = load();
      void real.then((channel) => {
        loaded = channel;
        for (const listener of listeners.keys()) attach(listener);
      });
    }
    return real;
  };
  return {
    request: (op, args) => get().then((channel) => channel.request(op, args)),
    subscribe(listener: (event: CamEvent) => void) {
      listeners.set(listener, null);
      attach(listener);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    close: () => void real?.then((channel) => channel.close()),
  };
}
