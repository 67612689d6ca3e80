/**
 * The value pop-ups (spec 001 §4 'Value pop-ups'; machines/value-popups.machine.ts) in the visit: the value pop-up
 * service's client (adapters/value-popups.ts: never throws, none on a failure), the shown list (the member's user info,
 * the guest's cookie), where closing goes (the stopped link by a client navigation, or back for real), and the page's
 * ways of leaving while the exit trap is armed —
 * - a plain click on an internal link (other than join-now, domain/value-popups.ts trapsLink) is stopped in the capture
 *   phase before the router sees it, and sent as LINK_CLICKED; closing the pop-up then follows it;
 * - the back button is held (adapters/back-button.ts, as the join-now page's leave-page trap holds it): the first back
 *   stays here and is sent as BACK_PRESSED; closing the pop-up then goes back for real.
 */
import { fromCallback, fromPromise } from 'xstate';
import { backButtonHolder } from '../../adapters/back-button.ts';
import type { ValuePopup, ValuePopupContext } from '../../contracts/value-popups.ts';
import { trapsLink } from '../../domain/value-popups.ts';
import { type ValuePopupsEvent, valuePopupsMachine } from '../../machines/value-popups.machine.ts';
import { defineVisitMachine } from './define.ts';
import { valuePopupViewer } from './facts.ts';

/** The link a click lands on, when it is a plain left click of a same-tab link (modified clicks open elsewhere). */
function plainLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** The exit trap's ways of leaving, armed: internal link clicks stopped and sent, the back button held (one holder per visit). */
export const exitSignals = (holdBack: ReturnType<typeof backButtonHolder>) =>
  fromCallback<ValuePopupsEvent, { armed: boolean }>(({ sendBack, input }) => {
    if (!input.armed || typeof window === 'undefined') return;
    const clicked = (event: MouseEvent) => {
      const link = plainLinkOf(event);
      if (!link) return;
      const { origin, pathname, search } = window.location;
      const href = link.getAttribute('href') ?? '';
      if (!trapsLink(href, origin, { path: pathname, search })) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(href, origin);
      sendBack({ type: 'LINK_CLICKED', href: `${url.pathname}${url.search}${url.hash}` });
    };
    window.addEventListener('click', clicked, true);
    const releaseBack = holdBack(() => sendBack({ type: 'BACK_PRESSED' }));
    return () => {
      window.removeEventListener('click', clicked, true);
      releaseBack();
    };
  });

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
        exitSignals: exitSignals(backButtonHolder()),
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
