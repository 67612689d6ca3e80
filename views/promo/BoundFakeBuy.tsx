/**
 * The fake-buy pop-ups bound to the visit's fakeBuy machine (spec 001 §2, §4 'Fake-buy pop-ups', §6; FakeBuySlot.tsx
 * holds the empty live region until the machine is there): the polite live region in which the shown entry appears and
 * is announced without taking focus. While the cookie banner is up the pop-up waits out its turn, so it never covers
 * the banner's buttons. The pop-up itself (and the list of entries) is loaded the first time one shows. Under the
 * pointer or with focus inside it, it is held (the machine's HELD/RELEASED) so it does not vanish while read.
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import { type CSSProperties, Suspense, lazy, useCallback, useState } from 'react';
import { selectFakeBuyView } from '../../machines/fake-buy.machine.ts';
import { useIsSSR } from '../chrome/use-is-ssr.ts';
import { useVisit } from '../containers/VisitContext.tsx';
import type { VisitActors } from '../containers/visit-actors.ts';
import { type FakeBuyPlace, drawnPlace, fakeBuyPlace, keptClear } from './fake-buy-place.ts';

const FakeBuyPopup = lazy(() => import('./FakeBuyPopup.tsx'));
const RESTING = { side: 'start', lift: 0 } as const;

export function BoundFakeBuy({ fakeBuy }: { fakeBuy: VisitActors['fakeBuy'] }) {
  const { cookieConsent } = useVisit();
  const view = useSelector(fakeBuy, selectFakeBuyView, shallowEqual);
  const cookieBannerUp = useSelector(cookieConsent, (s) => s.hasTag('visible'));
  const isSSR = useIsSSR();
  const shown = view.shown && !cookieBannerUp && !isSSR;
  // Each pop-up goes where it covers none of the page's controls (fake-buy-place.ts), or sits this one out.
  const [place, setPlace] = useState<FakeBuyPlace>(RESTING);
  // Measured against the place the card is drawn at (the slot's attributes), which state may be ahead of.
  const onLaidOut = useCallback((card: HTMLElement, how: 'placed' | 'moved') => {
    const slot = card.closest<HTMLElement>('.fake-buy');
    const drawn = slot ? drawnPlace(slot) : RESTING;
    const next = how === 'placed' ? fakeBuyPlace(card, drawn ?? RESTING) : keptClear(card, drawn);
    setPlace((now) => (now?.side === next?.side && now?.lift === next?.lift ? now : next));
  }, []);
  return (
    <div
      className="fake-buy"
      data-place={place?.side ?? 'none'}
      style={place?.lift ? ({ '--fake-buy-lift': `${place.lift}px` } as CSSProperties) : undefined}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      onPointerEnter={() => fakeBuy.send({ type: 'HELD' })}
      onPointerLeave={() => fakeBuy.send({ type: 'RELEASED' })}
      onFocus={() => fakeBuy.send({ type: 'HELD' })}
      onBlur={() => fakeBuy.send({ type: 'RELEASED' })}
    >
      {shown ? (
        <Suspense fallback={null}>
          <FakeBuyPopup key={view.index} seed={view.seed} index={view.index} links={view.links} onLaidOut={onLaidOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
