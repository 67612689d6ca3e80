/**
 * A cam provider interface whose code (adapters/cam-channel.ts with its zod contracts) is fetched on first use, so
 * pages that never touch the cam area do not carry it: requests wait for it, subscriptions are passed on once it is in.
 */
import type { CamChannelClient, CamEvent } from '../contracts/cam-channel.ts';

export function lazyCamChannel(load: () => Promise<CamChannelClient>): CamChannelClient {
  let real: Promise<CamChannelClient> | null = null;
  const get = () => {
    real ??= load();
    return real;
  };
  return {
    request: (op, args) => get().then((channel) => channel.request(op, args)),
    subscribe(listener: (event: CamEvent) => void) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void get().then((channel) => {
        if (!cancelled) unsubscribe = channel.subscribe(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    close: () => void real?.then((channel) => channel.close()),
  };
}
