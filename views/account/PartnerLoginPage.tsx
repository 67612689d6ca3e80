/**
 * The partner app login's steps other than the login form, presentational (/playalogin/; README 'Partner app login'):
 * an app that is not registered (or could not be checked) — an error and no way on to the app, never a redirect (only
 * the way home, so keyboard users have somewhere to go from the page's content); a signed-in
 * viewer's choice ('Continue as {email}', 'Use another account'); the wait for the code; a refusal with a retry; and
 * the notice while the browser leaves for the app. Plain data and callbacks.
 */
import { AppLink } from '../ui/AppLink.tsx';
import { FormError } from '../ui/FormField.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';

export type PartnerLoginStep = 'unregistered' | 'unavailable' | 'confirm' | 'busy' | 'failed' | 'redirecting';

export interface PartnerLoginPageProps {
  step: PartnerLoginStep;
  /** The page's heading ('Sign in to continue to {app}', or a plain one without a registered app). */
  heading: string;
  /** The error of an unregistered app, of a failed lookup or of a refused code. */
  error: string | null;
  /** The signed-in viewer's e-mail. */
  email: string | null;
  /** The status line of 'busy' and 'redirecting'. */
  status: string | null;
  continueLabel: string | null;
  otherAccountLabel: string;
  onContinue: () => void;
  onOtherAccount: () => void;
  onRetry: () => void;
}

export function PartnerLoginPage(props: PartnerLoginPageProps) {
  const { step, heading, error, email, status } = props;
  const closed = step === 'unregistered' || step === 'unavailable';
  const busy = step === 'busy' || step === 'redirecting';
  return (
    <div className="cat-page cat-login cat-partner-login" aria-busy={busy}>
      <h1>{heading}</h1>
      <FormError message={error} />
      {status ? (
        <p role="status" className="cat-form-notice">
          {status}
        </p>
      ) : null}
      {closed ? (
        <p>
          <AppLink href="/">Go to the homepage</AppLink>
        </p>
      ) : null}
      {!closed && email ? (
        <div className="cat-form">
          {step === 'failed' ? (
            <button type="button" className="cat-button cat-button--accent" onClick={props.onRetry}>
              Try again
            </button>
          ) : (
            <button type="button" className="cat-button cat-button--accent" onClick={props.onContinue} disabled={step !== 'confirm'}>
              {props.continueLabel}
            </button>
          )}
          <button type="button" className="cat-button" onClick={props.onOtherAccount} disabled={step !== 'confirm' && step !== 'failed'}>
            {props.otherAccountLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
