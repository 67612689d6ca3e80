/**
 * The age-verification dialogs (spec 000 §8 'Age verification required', 'Age verification refused', 'Verification
 * failed'; §4 'Verified'): plain data and callbacks, no machine. react-aria modals; the required, refuse and failed
 * ones are not dismissable (the member must verify or contact us); the verified one closes (then home).
 */
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { AgeVerificationDialog as DialogKind } from '../../machines/age-verification.selectors.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { PostFields } from '../ui/FormField.tsx';

export const CONTACT_PATH = '/contact/';
/** Verify Now posts here without JavaScript (app/server/form-account.ts): the server starts the provider's session. */
const AGE_VERIFICATION_FORM_PATH = '/age-verification/';

export type AgeVerificationDialogProps = {
  dialog: Exclude<DialogKind, null> | 'checking';
  /** Starting a session or polling: Verify Now waits. */
  busy: boolean;
  onVerify(): void;
  onClose(): void;
  /** The CSRF token of the post without JavaScript; none after a client navigation. */
  csrfToken?: string;
};

export const texts: Record<AgeVerificationDialogProps['dialog'], { title: string; text: string }> = {
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

export function AgeVerificationDialog({ dialog, busy, onVerify, onClose, csrfToken }: AgeVerificationDialogProps) {
  const t = texts[dialog];
  const closable = dialog === 'verified';
  return (
    <ModalOverlay
      isOpen
      isDismissable={closable}
      isKeyboardDismissDisabled={!closable}
      onOpenChange={(open) => !open && onClose()}
      className="age-splash__overlay"
    >
      <Modal className="age-splash">
        <Dialog aria-labelledby="age-verification-title" className="age-splash__dialog" data-dialog={dialog}>
          <div className="age-splash__content">
            <p className="age-splash__badge" aria-hidden="true">
              18+
            </p>
            <h2 id="age-verification-title" className="age-splash__title">
              {t.title}
            </h2>
            <p className="age-splash__legal">{t.text}</p>
            <div className="age-splash__actions">
              {dialog === 'verified' ? (
                <Button variant="primary" onPress={onClose}>
                  Close
                </Button>
              ) : dialog === 'checking' ? (
                <Button variant="primary" disabled>
                  Checking…
                </Button>
              ) : (
                <form
                  method="post"
                  action={AGE_VERIFICATION_FORM_PATH}
                  className="age-splash__actions"
                  onSubmit={(e) => {
                    e.preventDefault();
                    onVerify();
                  }}
                >
                  <PostFields csrfToken={csrfToken} />
                  <Button variant="primary" type="submit" disabled={busy}>
                    Verify Now
                  </Button>
                  <AppLink href={CONTACT_PATH} className="btn btn-secondary">
                    Contact Us
                  </AppLink>
                </form>
              )}
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

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
