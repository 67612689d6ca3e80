/**
 * Binds the value pop-ups (machines/value-popups.machine.ts; spec 001 §4 'Value pop-ups') to the page: renders the
 * pop-up showing, its code fetched only once a pop-up shows or is about to (never in a page's first load). The exit
 * trap's ways of leaving (links stopped, back held) are the machine's own actor, provided by the app
 * (app/system/value-popups.ts). Nothing renders until a pop-up shows, nor over the 18+ splash.
 */
import { useSelector } from './use-selector.ts';
import { Suspense, lazy, useEffect } from 'react';
import { selectOpenPopup, selectPopupSoon } from '../../machines/value-popups.selectors.ts';
import { useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

const loadPopup = () => import('../promo/ValuePopup.tsx');
const ValuePopup = lazy(() => loadPopup().then((m) => ({ default: m.ValuePopup })));

export function ValuePopupsSlot() {
  const { ageSplash } = useVisit();
  // The machine comes when the visit wants it (app/system/visit.tsx): until then there is none to show.
  const popup = useOnDemandSelector('valuePopups', selectOpenPopup, null);
  const send = useOnDemandSend('valuePopups');
  // Over the 18+ splash nothing else shows: the pop-up waits until the visitor is let in.
  const splashVisible = useSelector(ageSplash, (s) => s.hasTag('visible'));
  const soon = useOnDemandSelector('valuePopups', selectPopupSoon, false);

  useEffect(() => {
    if (soon) void loadPopup();
  }, [soon]);

  if (!popup || splashVisible) return null;
  return (
    <Suspense fallback={null}>
      <ValuePopup key={popup.uuid} popup={popup} onClose={() => send({ type: 'CLOSED' })} onFollow={() => send({ type: 'FOLLOWED' })} />
    </Suspense>
  );
}
