/**
 * Binds the value pop-ups (machines/value-popups.machine.ts; spec 001 §4 'Value pop-ups') to the page: renders the
 * pop-up showing (its code fetched only once a pop-up shows or is about to: never in a page's first load), and while
 * an exit trap is armed stops the visitor leaving —
 * - a click on an internal link (other than join-now, rules/value-popups.ts trapsLink) is stopped in the capture
 *   phase before the router sees it, and sent as LINK_CLICKED; closing the pop-up then follows it;
 * - one history entry of the same address is pushed, so the first back stays here and is sent as BACK_PRESSED;
 *   closing the pop-up then goes back for real.
 * Nothing of this runs on the server (effects only), and nothing renders until a pop-up shows (nor over the 18+ splash).
 */
import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { selectExitTrapArmed, selectOpenPopup, selectPopupSoon } from '../../machines/value-popups.machine.ts';
import { trapsLink } from '../../domain/value-popups.ts';
import { useVisit } from './VisitContext.tsx';

const loadPopup = () => import('../promo/ValuePopup.tsx');
const ValuePopup = lazy(() => loadPopup().then((m) => ({ default: m.ValuePopup })));

/** The link a click lands on, when it is a plain left click of a same-tab link (modified clicks open elsewhere). */
function plainLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

export function ValuePopupsSlot() {
  const { valuePopups, ageSplash } = useVisit();
  const popup = useSelector(valuePopups, selectOpenPopup);
  // Over the 18+ splash nothing else shows: the pop-up waits until the visitor is let in.
  const splashVisible = useSelector(ageSplash, (s) => s.hasTag('visible'));
  const armed = useSelector(valuePopups, selectExitTrapArmed);
  const soon = useSelector(valuePopups, selectPopupSoon);
  const pushedFor = useRef<string | null>(null);

  useEffect(() => {
    if (soon) void loadPopup();
  }, [soon]);

  useEffect(() => {
    if (!armed) return;
    const onClick = (event: MouseEvent) => {
      const link = plainLinkOf(event);
      if (!link) return;
      const { origin, pathname, search } = window.location;
      const href = link.getAttribute('href') ?? '';
      if (!trapsLink(href, origin, { path: pathname, search })) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(href, origin);
      valuePopups.send({ type: 'LINK_CLICKED', href: `${url.pathname}${url.search}${url.hash}` });
    };
    const here = window.location.href;
    if (pushedFor.current !== here) {
      window.history.pushState(window.history.state, '', here);
      pushedFor.current = here;
    }
    const onPop = () => {
      if (window.location.href === here) valuePopups.send({ type: 'BACK_PRESSED' });
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, [armed, valuePopups]);

  if (!popup || splashVisible) return null;
  return (
    <Suspense fallback={null}>
      <ValuePopup
        key={popup.uuid}
        popup={popup}
        onClose={() => valuePopups.send({ type: 'CLOSED' })}
        onFollow={() => valuePopups.send({ type: 'FOLLOWED' })}
      />
    </Suspense>
  );
}
