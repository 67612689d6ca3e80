/**
 * Binds the fake-buy pop-ups to the visit's fakeBuy machine (spec 001 §2, §4 'Fake-buy pop-ups', §6): a polite live
 * region, in the page from the first paint (empty on the server and at hydration), in which the shown entry appears and
 * is announced without taking focus. While the cookie banner is up the pop-up waits out its turn, so it never covers
 * the banner's buttons. The pop-up itself (and the list of entries) is loaded the first time one shows. Under the
 * pointer or with focus inside it, it is held (the machine's HELD/RELEASED) so it does not vanish while read.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, lazy } from 'react';
import { selectFakeBuyView } from '../../machines/fake-buy.machine.ts';
import { useIsSSR } from '../chrome/use-is-ssr.ts';
import { useVisit } from '../containers/VisitContext.tsx';

const FakeBuyPopup = lazy(() => import('./FakeBuyPopup.tsx'));

export function FakeBuySlot() {
  const { fakeBuy, cookieConsent } = useVisit();
  const view = useSelector(fakeBuy, selectFakeBuyView, shallowEqual);
  const cookieBannerUp = useSelector(cookieConsent, (s) => s.hasTag('visible'));
  const isSSR = useIsSSR();
  const shown = view.shown && !cookieBannerUp && !isSSR;
  return (
    <div
      className="fake-buy"
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
          <FakeBuyPopup key={view.index} seed={view.seed} index={view.index} links={view.links} />
        </Suspense>
      ) : null}
    </div>
  );
}
