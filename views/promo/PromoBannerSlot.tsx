/**
 * Binds the promo countdown banner to the visit's promoBanner machine (spec 001 §2, §4, §6): shown while the machine
 * says so, with its promotion (text, link, images from the root loader) and seconds left; 'Close promotion' sends
 * CLOSE_CLICKED. Left out on the page the banner links to.
 *
 * The machine comes at the page's first idle moment when a promotion runs (issue 35); until then the banner is the
 * visit's first view of it (the same in the server's HTML and at hydration), and 'Close promotion' hides it at once
 * while its event waits for the machine (useOnDemandSend).
 */
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { selectPromoBannerView } from '../../machines/promo-banner.selectors.ts';
import { sameViewOrNull, useOnDemandSelector, useOnDemandSend, useVisit } from '../containers/VisitContext.tsx';
import { PromoBanner } from './PromoBanner.tsx';

export function PromoBannerSlot() {
  const { first } = useVisit();
  const machineView = useOnDemandSelector('promoBanner', selectPromoBannerView, null, sameViewOrNull);
  const send = useOnDemandSend('promoBanner');
  const [closedEarly, setClosedEarly] = useState(false);
  const { pathname } = useLocation();
  const { visible, content, seconds } = machineView ?? first.promoBanner;
  if (!visible || !content || pathname === content.link || (!machineView && closedEarly)) return null;
  const close = () => {
    if (!machineView) setClosedEarly(true);
    send({ type: 'CLOSE_CLICKED' });
  };
  return (
    <div className="container">
      <PromoBanner description={content.description} link={content.link} images={content.images} seconds={seconds} onClose={close} />
    </div>
  );
}
