/**
 * /age-verification/ bound to the age-verification machine (spec 000 §4 'Age verification', §8 dialogs). The machine
 * is an on-demand one: until it is there (the server render, the hydrating render, its code on the way) the page
 * shows the check under way, which is what the machine starts with.
 */
import { useLoaderData } from '@tanstack/react-router';
import { shallowEqual } from './use-selector.ts';
import { Suspense, lazy } from 'react';
import {
  selectAgeVerificationBusy,
  selectAgeVerificationChecking,
  selectAgeVerificationDialog,
  selectAgeVerified,
} from '../../machines/age-verification.selectors.ts';
import { type AgeVerificationNoScript, AgeVerificationNoScriptFallback } from '../account/age-verification-texts.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { useOnDemand, useOnDemandSelector, useOnDemandSend } from './VisitContext.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';

// The dialogs are react-aria modals (30 KB gzip with their stack), never in the server's HTML: they come with the first
// one shown, after the page has started (issue 35).
const AgeVerificationDialog = lazy(() => import('../account/AgeVerificationDialog.tsx').then((m) => ({ default: m.AgeVerificationDialog })));

export function AgeVerificationScreen() {
  useOnDemand('ageVerification', { load: true });
  const { dialog, checking, busy, verified } = useOnDemandSelector(
    'ageVerification',
    (s) => ({
      dialog: selectAgeVerificationDialog(s),
      checking: selectAgeVerificationChecking(s),
      busy: selectAgeVerificationBusy(s),
      verified: selectAgeVerified(s),
    }),
    { dialog: null, checking: true, busy: false, verified: false },
    shallowEqual,
  );
  const send = useOnDemandSend('ageVerification');
  const shown = dialog ?? (checking || busy ? 'checking' : null);
  const { csrfToken, noScript = null } =
    (useLoaderData({ strict: false }) as { csrfToken?: string; noScript?: AgeVerificationNoScript } | undefined) ?? {};
  return (
    <div className="account-page">
      <div className="cat-page cat-login">
        <h1>Age Verification</h1>
        <AgeVerificationNoScriptFallback mode={noScript} csrfToken={csrfToken} />
        {shown ? (
          <Suspense fallback={null}>
            <AgeVerificationDialog
              dialog={shown}
              busy={busy}
              csrfToken={csrfToken}
              onVerify={() => send({ type: 'VERIFY_CLICKED' })}
              onClose={() => send({ type: 'DIALOG_CLOSED' })}
            />
          </Suspense>
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
