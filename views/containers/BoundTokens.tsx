/**
 * The header's tokens dropdown bound to the visit's tokenPurchase machine and cam session (TokensSlot.tsx holds its
 * place until they are there): shown to active, expired or inactive members in the verified view while the cams are on
 * (spec 002 §6), with the cam session's balance, the quick-buy packs and the payment-method chooser of a purchase.
 */
import { shallowEqual, useSelector } from './use-selector.ts';
import { canSeeNotifications } from '../../domain/notifications.ts';
import { displayBalance } from '../../domain/token-balance.ts';
import { selectTokenPurchase } from '../../machines/token-purchase.selectors.ts';
import { TokensButton } from '../tokens/TokensButton.tsx';
import { type BillerChoiceRef, BillerChoiceSlot } from './BillerChoiceSlot.tsx';
import { useSessionView } from './use-session-view.ts';
import type { VisitActors } from './visit-actors.ts';

export function BoundTokens({ tokenPurchase, camSession }: { tokenPurchase: VisitActors['tokenPurchase']; camSession: VisitActors['camSession'] }) {
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
