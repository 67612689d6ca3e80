/**
 * /payment/: the buyer back from the biller (spec 001 §2 'Payment and subscription routes': what it shows is ours),
 * plain data and callbacks: the membership active (and, for an account that must pass age verification first, the way
 * there), the payment declined with the biller's message and the way back to the plans (tariff and e-mail kept),
 * still waiting for the biller (the page asks again by itself), not found, or a failed check to retry.
 */
import { AppLink } from '../ui/AppLink.tsx';
import './join-now.css';

export type PaymentReturnStep = 'checking' | 'approved' | 'declined' | 'pending' | 'stillPending' | 'unknown' | 'failed';

export interface PaymentReturnPageProps {
  step: PaymentReturnStep;
  siteName: string;
  paymentUuid: string | null;
  email: string | null;
  /** The biller's words on a declined payment. */
  message: string;
  /** The new member must pass age verification before watching. */
  mustVerify: boolean;
  onRetry: () => void;
}

function Body(props: PaymentReturnPageProps) {
  switch (props.step) {
    case 'approved':
      return (
        <>
          <h1>Welcome to {props.siteName}!</h1>
          <p role="status">Your payment went through and your membership is active{props.email ? ` for ${props.email}` : ''}.</p>
          {props.mustVerify ? (
            <>
              <p>One more step: confirm your age to start watching.</p>
              <AppLink href="/age-verification/" className="btn btn-primary">
                Verify Your Age
              </AppLink>
            </>
          ) : (
            <AppLink href="/videos/" className="btn btn-primary">
              Start Watching
            </AppLink>
          )}
        </>
      );
    case 'declined':
      return (
        <>
          <h1>Payment Declined</h1>
          <p role="alert">{props.message || 'The payment provider declined the payment.'}</p>
          <AppLink href={`/join-now/?payment=${encodeURIComponent(props.paymentUuid ?? '')}`} className="btn btn-primary">
            Back to the Plans
          </AppLink>
        </>
      );
    case 'pending':
    case 'checking':
      return (
        <>
          <h1>Confirming Your Payment</h1>
          <p role="status">We are waiting for the payment provider’s confirmation. This page updates by itself.</p>
        </>
      );
    case 'stillPending':
      return (
        <>
          <h1>Confirming Your Payment</h1>
          <p role="status">Your payment is still being processed. This can take a few minutes.</p>
          <button type="button" className="btn btn-primary" onClick={props.onRetry}>
            Check Again
          </button>
        </>
      );
    case 'failed':
      return (
        <>
          <h1>Confirming Your Payment</h1>
          <p role="alert">We could not check your payment just now.</p>
          <button type="button" className="btn btn-primary" onClick={props.onRetry}>
            Try Again
          </button>
        </>
      );
    default:
      return (
        <>
          <h1>Payment Not Found</h1>
          <p>We could not find this payment. If you were charged, contact support with your e-mail address.</p>
          <AppLink href="/join-now/" className="btn btn-primary">
            See the Plans
          </AppLink>
        </>
      );
  }
}

export function PaymentReturnPage(props: PaymentReturnPageProps) {
  return (
    <div className="jn-payment" aria-busy={props.step === 'checking' || undefined}>
      <Body {...props} />
    </div>
  );
}
