/**
 * /payment/ bound to its screen machine (spec 001 §2 'Payment and subscription routes'): the step from its tags, the
 * payment from its context, whether the new member must pass age verification from the session's facts; 'Check
 * Again' and 'Try Again' send RETRY_CLICKED. The route composes the machine.
 */
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { PaymentReturnTag, paymentReturnMachine } from '../../machines/payment-return.machine.ts';
import { selectFacts } from '../../machines/session.selectors.ts';
import { type PaymentReturnStep, PaymentReturnPage } from '../sales/PaymentReturnPage.tsx';
import { useVisit } from './VisitContext.tsx';

export type PaymentReturnRef = ActorRefFrom<typeof paymentReturnMachine>;

const STEPS: readonly (PaymentReturnStep & PaymentReturnTag)[] = ['approved', 'declined', 'pending', 'stillPending', 'unknown', 'failed', 'checking'];

export function PaymentScreen({ payment }: { payment: PaymentReturnRef }) {
  const { site, session } = useVisit();
  const step = useSelector(payment, (s) => STEPS.find((tag) => s.hasTag(tag)) ?? 'checking');
  const status = useSelector(payment, (s) => s.context.payment);
  const paymentUuid = useSelector(payment, (s) => s.context.paymentUuid);
  const mustVerify = useSelector(session, (s) => selectFacts(s).viewer.mustVerify);
  return (
    <PaymentReturnPage
      step={step}
      siteName={site.siteName}
      paymentUuid={paymentUuid}
      email={status?.email ?? null}
      message={status?.message ?? ''}
      mustVerify={mustVerify}
      onRetry={() => payment.send({ type: 'RETRY_CLICKED' })}
    />
  );
}
