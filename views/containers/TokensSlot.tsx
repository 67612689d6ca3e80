/**
 * Binds the header's tokens dropdown (spec 002 §2.5) to the visit's tokenPurchase machine and cam session: shown to
 * active, expired or inactive members in the verified view while the cams are on (§6), with the cam session's
 * balance, the quick-buy packs, and the payment-method chooser of a purchase under way (from here or /tokens/).
 */
import { Suspense, lazy } from 'react';
import { TokensButton } from '../tokens/TokensButton.tsx';
import { inertHandler, MemberToolPlace } from './MemberToolPlace.tsx';
import { useOnDemand } from './VisitContext.tsx';

// The bound button (its selectors, the balance's format, the payment-method chooser) comes after its machines, which
// arrive once the page is interactive: a guest's page never loads it (issue 35).
const BoundTokens = lazy(() => import('./BoundTokens.tsx').then((m) => ({ default: m.BoundTokens })));

export function TokensSlot() {
  // Both arrive for a member once the page is interactive (app/system/visit.tsx); their place is held until then.
  const tokenPurchase = useOnDemand('tokenPurchase', { load: false });
  const camSession = useOnDemand('camSession', { load: false });
  return tokenPurchase && camSession ? (
    <Suspense fallback={<TokensPlace />}>
      <BoundTokens tokenPurchase={tokenPurchase} camSession={camSession} />
    </Suspense>
  ) : (
    <TokensPlace />
  );
}

/** The button's place in a member's header on a cam site, held until the button is ready. */
function TokensPlace() {
  return (
    <MemberToolPlace>
      <TokensButton
        open={false}
        balance=""
        packs={null}
        busy={false}
        error={null}
        onOpen={inertHandler}
        onClose={inertHandler}
        onChoose={inertHandler}
        onDismissError={inertHandler}
      />
    </MemberToolPlace>
  );
}
