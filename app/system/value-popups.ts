/**
 * The value pop-ups (spec 001 §4 'Value pop-ups'; machines/value-popups.machine.ts) in the visit: the value pop-up
 * service's client (adapters/value-popups.ts: never throws, none on a failure), the shown list (the member's user info,
 * the guest's cookie) and where closing goes (the stopped link by a client navigation, or back for real).
 */
import { fromPromise } from 'xstate';
import type { ValuePopup, ValuePopupContext } from '../../contracts/value-popups.ts';
import { valuePopupsMachine } from '../../machines/value-popups.machine.ts';
import { defineVisitMachine } from './define.ts';
import { valuePopupViewer } from './facts.ts';

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
  input: (root, request) => ({ ...valuePopupViewer(root, request), firstItems: root.popups }),
});
