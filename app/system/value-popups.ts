/**
 * The value pop-ups (spec 001 §4 'Value pop-ups'; machines/value-popups.machine.ts) in the visit: the value pop-up
 * service's client (adapters/value-popups.ts: never throws, none on a failure), the shown list (the member's user info,
 * the guest's cookie) and where closing goes (the stopped link by a client navigation, or back for real).
 */
import { fromPromise } from 'xstate';
import type { ValuePopup, ValuePopupContext } from '../../contracts/value-popups.ts';
import { SHOWN_VALUE_POPUPS_COOKIE, readShownCookie } from '../../machines/rules/value-popups.ts';
import { valuePopupsMachine } from '../../machines/value-popups.machine.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import { defineVisitMachine } from './define.ts';
import { startingFacts } from './facts.ts';

export const valuePopups = defineVisitMachine({
  id: 'valuePopups',
  machine: valuePopupsMachine,
  provide: (services, nav) =>
    valuePopupsMachine.provide({
      actors: {
        fetchPopups: fromPromise<ValuePopup[], ValuePopupContext>(({ input }) => services.valuePopups.popups(input)),
        loadShown: fromPromise<string[], { signedIn: boolean }>(async ({ input }) =>
          input.signedIn ? ((await services.site.userInfo())?.shownValuePopUps ?? []).map((s) => s.uuid) : services.valuePopups.shownByGuest(),
        ),
      },
      actions: {
        recordShown: (_, { uuid, signedIn }) => {
          if (uuid) void services.valuePopups.recordShown(uuid, signedIn);
        },
        continueTo: (_, href) => nav.go(href),
        goBack: () => {
          if (typeof window !== 'undefined') window.history.back();
        },
      },
    }),
  input: (root, request) => {
    const facts = startingFacts(root, request);
    const signedIn = facts.userId !== null;
    return {
      group: facts.group,
      userId: facts.userId,
      affiliateId: visitAffiliate(request.cookies, request.search).affId || null,
      shown: signedIn ? (root.user?.shownValuePopUps ?? []).map((s) => s.uuid) : readShownCookie(request.cookies.get(SHOWN_VALUE_POPUPS_COOKIE)),
      path: request.path,
      search: request.search,
    };
  },
});
