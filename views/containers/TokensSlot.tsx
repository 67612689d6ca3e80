/**
 * Binds the header's tokens dropdown (spec 002 §2.5) to the visit's tokenPurchase machine and cam session: shown to
 * active, expired or inactive members in the verified view while the cams are on (§6), with the cam session's
 * balance, the quick-buy packs, and the payment-method chooser of a purchase under way (from here or /tokens/).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { canSeeNotifications } from '../../domain/notifications.ts';
import { displayBalance } from '../../domain/token-tariffs.ts';
import { selectTokenPurchase } from '../../machines/token-purchase.selectors.ts';
import { TokensButton } from '../tokens/TokensButton.tsx';
import { type BillerChoiceRef, BillerChoiceSlot } from './BillerChoiceSlot.tsx';
import { useSessionView } from './use-session-view.ts';
import { inertHandler, MemberToolPlace } from './MemberToolPlace.tsx';
import { useOnDemand } from './VisitContext.tsx';
import type { VisitActors } from './visit-actors.ts';

export function TokensSlot() {
  // Both arrive for a member once the page is interactive (app/system/visit.tsx); their place is held until then.
  const tokenPurchase = useOnDemand('tokenPurchase', { load: false });
  const camSession = useOnDemand('camSession', { load: false });
  return tokenPurchase && camSession ? <Slot tokenPurchase={tokenPurchase} camSession={camSession} /> : <TokensPlace />;
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

function Slot({ tokenPurchase, camSession }: { tokenPurchase: VisitActors['tokenPurchase']; camSession: VisitActors['camSession'] }) {
  const { flags, verifiedView } = useSessionView();
  const view = useSelector(tokenPurchase, selectTokenPurchase, shallowEqual);
  const enabled = useSelector(tokenPurchase, (s) => !s.matches('off') && !s.matches('starting'));
  const balance = useSelector(camSession, (s) => displayBalance(s.context.facts.balance));
  const choice = useSelector(tokenPurchase, (s) => s.children.billerChoice as BillerChoiceRef | undefined);
  if (!enabled || !canSeeNotifications(flags, verifiedView)) return null;
  return (
    <>
      <TokensButton
        open={view.open}
        balance={balance}
        packs={view.quickBuy}
        busy={view.busy}
        error={view.error}
        onOpen={() => tokenPurchase.send({ type: 'DROPDOWN_OPENED' })}
        onClose={() => tokenPurchase.send({ type: 'DROPDOWN_CLOSED' })}
        onChoose={(tariff) => tokenPurchase.send({ type: 'PACK_CHOSEN', tariff })}
        onDismissError={() => tokenPurchase.send({ type: 'ERROR_DISMISSED' })}
      />
      {choice ? <BillerChoiceSlot choice={choice} /> : null}
    </>
  );
}
