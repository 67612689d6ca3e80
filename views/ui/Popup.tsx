/**
 * A pop-up (spec 000 §2.3 'Popups can be positioned (e.g. 'center center', 'left top'); a persistent popup does not
 * close on outside click; page scroll is locked while open; open/close animation 300 ms'): a react-aria modal dialog
 * (focus kept inside, scroll locked, Escape and a click outside close it unless persistent) with its title and a
 * close button. Plain data and callbacks; the app decides when it is open.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { PopupPosition } from '../../contracts/common.ts';
import './popup.css';

export type PopupProps = {
  title: string;
  position?: PopupPosition;
  /** Closes by its close button only. */
  persistent?: boolean;
  onClose(): void;
  className?: string;
  children: ReactNode;
};

export function Popup({ title, position = 'center center', persistent = false, onClose, className, children }: PopupProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={!persistent}
      isKeyboardDismissDisabled={persistent}
      onOpenChange={(open) => !open && onClose()}
      className={`popup-overlay popup-overlay--${position.replace(' ', '-')}`}
    >
      <Modal className={`popup${className ? ` ${className}` : ''}`}>
        <Dialog className="popup__dialog">
          <Heading slot="title" className="popup__title">
            {title}
          </Heading>
          <button type="button" className="popup__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
