/**
 * Binds the promo header bar to the visit's headerBar machine (spec 001 §2 'Promo header bar', §4): shown while the
 * machine has a bar (never on the age-verification route), with the countdown's seconds; 'Close' sends CLOSE, the
 * 'header-bar-with-btn' button FOLLOWED. Rendered in the Layout's headerBar slot, so the page's top padding under the
 * header follows it (78/118 px desktop, 64/104 px mobile, chrome.css).
 *
 * The machine comes at the page's first idle moment (issue 35); until then the bar is the visit's first view of it
 * (the same in the server's HTML and at hydration), and a press waits for the machine (useOnDemandSend); 'Close' hides
 * the bar at once, the machine hiding it too when the event reaches it.
 */
import { useState } from 'react';
import { selectHeaderBarView } from '../../machines/header-bar.selectors.ts';
import { HeaderBar } from '../chrome/HeaderBar.tsx';
import { sameViewOrNull, useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

export function HeaderBarSlot() {
  const { first } = useVisit();
  const machineView = useOnDemandSelector('headerBar', selectHeaderBarView, null, sameViewOrNull);
  const send = useOnDemandSend('headerBar');
  const [closedEarly, setClosedEarly] = useState(false);
  const { bar, seconds } = machineView ?? first.headerBar;
  if (!bar || (!machineView && closedEarly)) return null;
  const close = () => {
    if (!machineView) setClosedEarly(true);
    send({ type: 'CLOSE' });
  };
  return <HeaderBar bar={bar} seconds={seconds} onClose={close} onFollow={() => send({ type: 'FOLLOWED' })} />;
}
