/**
 * The age-verification dialogs (spec 000 §8 'Age verification required', 'Age verification refused', 'Verification
 * failed'; §4 'Verified'): plain data and callbacks, no machine. react-aria modals; the required, refuse and failed
 * ones are not dismissable (the member must verify or contact us); the verified one closes (then home). Loaded with the
 * page's first dialog (a modal is never in the server's HTML); the texts and the page without JavaScript are in
 * age-verification-texts.tsx.
 */
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { PostFields } from '../ui/FormField.tsx';
import { AGE_VERIFICATION_FORM_PATH, CONTACT_PATH, type DialogShown, texts } from './age-verification-texts.tsx';

export type AgeVerificationDialogProps = {
  dialog: DialogShown;
  /** Starting a session or polling: Verify Now waits. */
  busy: boolean;
  onVerify(): void;
  onClose(): void;
  /** The CSRF token of the post without JavaScript; none after a client navigation. */
  csrfToken?: string;
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
