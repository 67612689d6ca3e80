/**
 * Binds the promo countdown banner to the visit's promoBanner machine (spec 001 §2, §4, §6): shown while the machine
 * says so, with its promotion (text, link, images from the root loader) and seconds left; 'Close promotion' sends
 * CLOSE_CLICKED. Left out on the page the banner links to.
 */
import { useLocation } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectPromoBannerView } from '../../machines/promo-banner.machine.ts';
import { useVisit } from '../containers/VisitContext.tsx';
import { PromoBanner } from './PromoBanner.tsx';

export function PromoBannerSlot() {
  const { promoBanner } = useVisit();
  const { visible, content, seconds } = useSelector(promoBanner, selectPromoBannerView, shallowEqual);
  const { pathname } = useLocation();
  if (!visible || !content || pathname === content.link) return null;
  return (
    <div className="container">
      <PromoBanner
        description={content.description}
        link={content.link}
        images={content.images}
        seconds={seconds}
        onClose={() => promoBanner.send({ type: 'CLOSE_CLICKED' })}
      />
    </div>
  );
}
