/**
 * The membership cancellation's confirmation (spec 001 §4 'Dashboard and cancellation'): a react-aria alert dialog
 * naming the membership and its access end, 'Cancel membership' and 'Keep membership'. Loaded when the member reaches
 * for a 'Cancel' on the Membership Info page (MembershipInfoPage.tsx), never with the page.
 */
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { buttonClassName } from '../ui/Button.tsx';
import type { MembershipRow } from './MembershipInfoPage.tsx';

export function MembershipCancelDialog({
  membership,
  cancelling,
  onKeep,
  onConfirm,
}: {
  membership: MembershipRow;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={!cancelling}
      isKeyboardDismissDisabled={cancelling}
      onOpenChange={(open) => !open && onKeep()}
      className="mi-overlay"
    >
      <Modal className="mi-modal">
        <Dialog role="alertdialog" className="mi-dialog">
          <Heading slot="title">Cancel your membership?</Heading>
          <p>
            Your {membership.name} membership will not renew.
            {membership.accessUntil !== '—' ? ` You keep access until ${membership.accessUntil}.` : ''}
          </p>
          <div className="mi-dialog__buttons">
            <AriaButton className={buttonClassName('primary')} onPress={onConfirm} isDisabled={cancelling} autoFocus={false}>
              {cancelling ? 'Canceling…' : 'Cancel membership'}
            </AriaButton>
            <AriaButton className={buttonClassName('secondary')} onPress={onKeep} isDisabled={cancelling} autoFocus>
              Keep membership
            </AriaButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
