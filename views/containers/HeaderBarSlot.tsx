/**
 * Binds the promo header bar to the visit's headerBar machine (spec 001 §2 'Promo header bar', §4): shown while the
 * machine has a bar (never on the age-verification route), with the countdown's seconds; 'Close' sends CLOSE, the
 * 'header-bar-with-btn' button FOLLOWED. Rendered in the Layout's headerBar slot, so the page's top padding under the
 * header follows it (78/118 px desktop, 64/104 px mobile, chrome.css).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { selectHeaderBarView } from '../../machines/header-bar.machine.ts';
import { useVisit } from './VisitContext.tsx';
import { HeaderBar } from '../chrome/HeaderBar.tsx';

export function HeaderBarSlot() {
  const { headerBar } = useVisit();
  const { bar, seconds } = useSelector(headerBar, selectHeaderBarView, shallowEqual);
  if (!bar) return null;
  return (
    <HeaderBar bar={bar} seconds={seconds} onClose={() => headerBar.send({ type: 'CLOSE' })} onFollow={() => headerBar.send({ type: 'FOLLOWED' })} />
  );
}
