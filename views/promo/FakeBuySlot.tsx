/**
 * Where the fake-buy pop-ups go (spec 001 §2, §4 'Fake-buy pop-ups', §6): a polite live region, in the page from the
 * first paint (empty on the server and at hydration), so the first announcement is heard. The machine arrives right
 * after hydration for a viewer who may see them (app/system/visit.tsx), and with it the bound region (BoundFakeBuy.tsx:
 * where each pop-up goes, held under the pointer); a viewer who may not never loads either (issue 35).
 */
import { Suspense, lazy } from 'react';
import { useOnDemand } from '../containers/VisitContext.tsx';

const BoundFakeBuy = lazy(() => import('./BoundFakeBuy.tsx').then((m) => ({ default: m.BoundFakeBuy })));

/** The region as the bound one first draws it: resting at the start side, empty. */
const region = <div className="fake-buy" data-place="start" role="status" aria-live="polite" aria-atomic="true" />;

export function FakeBuySlot() {
  const fakeBuy = useOnDemand('fakeBuy', { load: false });
  return fakeBuy ? (
    <Suspense fallback={region}>
      <BoundFakeBuy fakeBuy={fakeBuy} />
    </Suspense>
  ) : (
    region
  );
}
