/**
 * The payment-method chooser of a purchase (spec 001 §2 'Select Payment Method'; machines/biller-choice.machine.ts):
 * the dialog while the chooser is open, bound to its actor. The dialog's code (react-aria's modal and select) is
 * fetched when the buyer reaches for the purchase (`loadBillerChoiceDialog`), not with the page.
 */
import { useSelector } from './use-selector.ts';
import { Suspense, lazy } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { billerChoiceMachine } from '../../machines/biller-choice.machine.ts';

export type BillerChoiceRef = ActorRefFrom<typeof billerChoiceMachine>;

export const loadBillerChoiceDialog = () => import('../sales/BillerChoiceDialog.tsx').then((m) => ({ default: m.BillerChoiceDialog }));
const BillerChoiceDialog = lazy(loadBillerChoiceDialog);

export function BillerChoiceSlot({ choice }: { choice: BillerChoiceRef }) {
  const open = useSelector(choice, (s) => s.hasTag('open'));
  const billers = useSelector(choice, (s) => s.context.billers);
  const selected = useSelector(choice, (s) => s.context.selected);
  const invalid = useSelector(choice, (s) => s.context.invalid);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BillerChoiceDialog
        billers={billers}
        selected={selected}
        invalid={invalid}
        onSelect={(name) => choice.send({ type: 'BILLER_SELECTED', name })}
        onContinue={() => choice.send({ type: 'CONTINUE_CLICKED' })}
        onDismiss={() => choice.send({ type: 'DISMISSED' })}
      />
    </Suspense>
  );
}
