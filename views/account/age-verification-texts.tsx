/**
 * The age-verification page's texts (spec 000 §8, §4) and what a visitor without JavaScript gets there: in the page's
 * first load, while the dialogs (AgeVerificationDialog.tsx, react-aria modals) come with the first one shown.
 */
import type { AgeVerificationDialog as DialogKind } from '../../machines/age-verification.selectors.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { PostFields } from '../ui/FormField.tsx';

/** The dialog the page shows: the machine's, or the check under way. */
export type DialogShown = Exclude<DialogKind, null> | 'checking';

export const CONTACT_PATH = '/contact/';
/** Verify Now posts here without JavaScript (app/server/form-account.ts): the server starts the provider's session. */
export const AGE_VERIFICATION_FORM_PATH = '/age-verification/';

export const texts: Record<DialogShown, { title: string; text: string }> = {
  required: {
    title: 'Age Verification is Required',
    text: 'To keep watching, confirm your age with our verification partner. It takes a minute.',
  },
  refused: {
    title: 'Are you sure you want to refuse?',
    text: 'Refusing to complete the age verification process will result immediate cancelation of your membership.',
  },
  failed: {
    title: 'Verification failed',
    text: 'We could not confirm your age. Press Verify Now to try again, or contact us and we will help you.',
  },
  verified: {
    title: 'Your age is verified',
    text: 'Thank you! Your age has been verified. Enjoy the full site.',
  },
  checking: {
    title: 'Checking your verification',
    text: 'Please wait while we check the result of your age verification.',
  },
};

/** What a visitor without JavaScript can do on /age-verification/ (decided by the server: the page's loader). */
export type AgeVerificationNoScript = 'verify' | 'returned' | null;

/** Finishing the check after the provider's return is the machine's poll, which needs JavaScript. */
export const RETURN_NEEDS_SCRIPT =
  'Finishing the check needs JavaScript, which is turned off in this browser. Turn it on and reload this page, or start again.';

/**
 * The page without JavaScript (the dialog is an overlay the script opens): inside <noscript>, so a browser running the
 * script never shows it. 'verify': the required text and Verify Now as a form post (the server starts the provider's
 * session, app/server/form-account.ts); 'returned' (back from the provider): the check's text, and that its end needs
 * JavaScript, with Verify Now to start again.
 */
export function AgeVerificationNoScriptFallback({ mode, csrfToken }: { mode: AgeVerificationNoScript; csrfToken?: string }) {
  if (!mode) return null;
  const t = texts[mode === 'verify' ? 'required' : 'checking'];
  return (
    <noscript>
      <section className="age-verification-noscript" aria-labelledby="age-verification-noscript-title">
        <h2 id="age-verification-noscript-title">{t.title}</h2>
        <p>{t.text}</p>
        {mode === 'returned' ? <p>{RETURN_NEEDS_SCRIPT}</p> : null}
        <form method="post" action={AGE_VERIFICATION_FORM_PATH} className="age-splash__actions">
          <PostFields csrfToken={csrfToken} />
          <button type="submit" className="btn btn-primary">
            Verify Now
          </button>
          <AppLink href={CONTACT_PATH} className="btn btn-secondary">
            Contact Us
          </AppLink>
        </form>
      </section>
    </noscript>
  );
}
