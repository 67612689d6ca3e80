/**
 * The promo countdown banner (spec 001 §2, §4 'Promo countdown banner', §6) in the visit: the root loader's promotion
 * (its deadline worked out at the render's time), the clock starting at that time (so the server HTML and the hydrated
 * page show the same countdown), the close cookie and who is here. Closing sets the cookie (path /, 86400 s); the real
 * clock is read once the visit runs in the browser and when a hidden tab is shown again. On demand: loaded at the page's
 * first idle moment when a promotion runs (the banner is drawn from the facts it starts from until then).
 */
import { fromCallback } from 'xstate';
import { type PromoBannerEvent, promoBannerMachine } from '../../machines/promo-banner.machine.ts';
import { PROMO_BANNER_CLOSED_COOKIE } from '../../domain/promo-banner.ts';
import { defineVisitMachine } from './define.ts';
import { promoBannerInput } from './promo-banner-input.ts';

export const promoBanner = defineVisitMachine({
  id: 'promoBanner',
  machine: promoBannerMachine,
  provide: (services) =>
    promoBannerMachine.provide({
      actions: {
        rememberClosed: (_, params) => services.cookies.set(PROMO_BANNER_CLOSED_COOKIE, '1', { path: '/', maxAge: params.maxAge }),
      },
      actors: {
        // The real clock once the visit runs (the HTML may come from a cache) and whenever the page is shown again.
        clockSync: fromCallback<PromoBannerEvent, undefined>(({ sendBack }) => {
          const sync = () => sendBack({ type: 'CLOCK_SYNCED', nowMs: services.nowMs() });
          const onVisibility = () => {
            if (document.visibilityState === 'visible') sync();
          };
          sync();
          document.addEventListener('visibilitychange', onVisibility);
          return () => document.removeEventListener('visibilitychange', onVisibility);
        }),
      },
    }),
  input: promoBannerInput,
});
