/**
 * The 18+ splash as a react-aria modal: neither an outside click nor Escape dismisses it (spec 000 §2.3). It opens
 * on the control `focusControl()` names (its index among the splash's controls, read when the modal is in place) when
 * the visitor had reached one in the in-place dialog it replaces, else the dialog takes focus.
 */
import { useEffect, useRef } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AgeSplashContent, type AgeSplashProps, SPLASH_CONTROLS } from './AgeSplashContent.tsx';

/** Focuses the `index()`th control of the dialog around it on mount: before the dialog's own effect, which then leaves focus inside alone. */
function FocusControl({ index }: { index: () => number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    const at = index();
    // A control inside already took focus (the Terms of Service panel, open across the swap, focuses its Close): leave it.
    const active = document.activeElement;
    if (!dialog || at < 0 || (active && active !== dialog && dialog.contains(active))) return;
    dialog.querySelectorAll<HTMLElement>(SPLASH_CONTROLS)[at]?.focus();
  }, [index]);
  return <span ref={ref} hidden />;
}

const NO_CONTROL = () => -1;

export function AgeSplashModal({ focusControl = NO_CONTROL, ...props }: AgeSplashProps & { focusControl?: () => number }) {
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="age-splash__overlay">
      <Modal className="age-splash">
        <Dialog aria-labelledby="age-splash-title" className="age-splash__dialog">
          <AgeSplashContent {...props} />
          <FocusControl index={focusControl} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
