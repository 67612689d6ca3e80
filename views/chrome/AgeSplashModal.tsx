/** The 18+ splash as a react-aria modal: neither an outside click nor Escape dismisses it (spec 000 §2.3). */
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AgeSplashContent, type AgeSplashProps } from './AgeSplashContent.tsx';

export function AgeSplashModal(props: AgeSplashProps) {
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="age-splash__overlay">
      <Modal className="age-splash">
        <Dialog aria-labelledby="age-splash-title" className="age-splash__dialog">
          <AgeSplashContent {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
