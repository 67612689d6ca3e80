/** /age-verification/ bound to the age-verification machine (spec 000 §4 'Age verification', §8 dialogs). */
import { useLoaderData } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectAgeVerificationBusy,
  selectAgeVerificationChecking,
  selectAgeVerificationDialog,
  selectAgeVerified,
} from '../../machines/age-verification.selectors.ts';
import { AgeVerificationDialog, type AgeVerificationNoScript, AgeVerificationNoScriptFallback } from '../account/AgeVerificationDialog.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { useVisit } from './VisitContext.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';

export function AgeVerificationScreen() {
  const { ageVerification } = useVisit();
  const dialog = useSelector(ageVerification, selectAgeVerificationDialog);
  const checking = useSelector(ageVerification, selectAgeVerificationChecking);
  const busy = useSelector(ageVerification, selectAgeVerificationBusy);
  const verified = useSelector(ageVerification, selectAgeVerified);
  const shown = dialog ?? (checking || busy ? 'checking' : null);
  const { csrfToken, noScript = null } =
    (useLoaderData({ strict: false }) as { csrfToken?: string; noScript?: AgeVerificationNoScript } | undefined) ?? {};
  return (
    <div className="account-page">
      <div className="cat-page cat-login">
        <h1>Age Verification</h1>
        <AgeVerificationNoScriptFallback mode={noScript} csrfToken={csrfToken} />
        {shown ? (
          <AgeVerificationDialog
            dialog={shown}
            busy={busy}
            csrfToken={csrfToken}
            onVerify={() => ageVerification.send({ type: 'VERIFY_CLICKED' })}
            onClose={() => ageVerification.send({ type: 'DIALOG_CLOSED' })}
          />
        ) : verified ? (
          <p>
            Your age is verified. <AppLink href="/">Go to the home page</AppLink>
          </p>
        ) : (
          <p>
            Please <AppLink href="/login/">log in</AppLink> to verify your age.
          </p>
        )}
      </div>
    </div>
  );
}
