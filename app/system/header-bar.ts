/**
 * The promo header bar (spec 001 §2 'Promo header bar', §4; machines/header-bar.machine.ts) in the visit: it starts
 * from the root loader's header bars (app/router/header-bars.ts, so the server HTML has the bar); a route change's
 * refetch asks the value pop-up service (adapters/value-popups.ts: never throws, none on a failure) and works out the
 * countdowns in Los Angeles time with rules/header-bar-time.ts, loaded on demand (the Temporal polyfill stays out of
 * the pages' first load). Closing or following records the uuid on the member's user or in the guest's cookie. Each
 * tick catches the countdown's clock up with the page's (a hidden tab's timers are throttled). On demand: loaded at
 * the page's first idle moment (the bar is drawn from the facts it starts from until then).
 */
import { assign, fromPromise } from 'xstate';
import type { ValuePopupContext } from '../../contracts/value-popups.ts';
import { type HeaderBarAnswer, type HeaderBarContext, headerBarMachine } from '../../machines/header-bar.machine.ts';
import { HEADER_BAR_TICK_MS } from '../../domain/header-bar.ts';
import { defineVisitMachine } from './define.ts';
import { headerBarInput } from './header-bar-input.ts';

export const headerBar = defineVisitMachine({
  id: 'headerBar',
  machine: headerBarMachine,
  provide: (services) =>
    headerBarMachine.provide({
      actors: {
        fetchBars: fromPromise<HeaderBarAnswer, ValuePopupContext>(async ({ input }) => {
          const [items, time] = await Promise.all([services.valuePopups.headerBars(input), import('../../domain/header-bar-time.ts')]);
          const nowMs = services.nowMs();
          return { items: time.headerBarItems(items, nowMs), nowMs };
        }),
      },
      actions: {
        // A second per tick, caught up with the page's clock: timers of a hidden tab are throttled, the countdown is not.
        tick: assign(({ context }: { context: HeaderBarContext }) => ({ nowMs: Math.max(context.nowMs + HEADER_BAR_TICK_MS, services.nowMs()) })),
        recordShown: (_, { uuid, signedIn }) => {
          if (uuid) void services.valuePopups.recordShown(uuid, signedIn);
        },
      },
    }),
  input: headerBarInput,
});
