/**
 * The payment-method chooser dialog (spec 001 §2 'Payment-method chooser dialog'), plain data and callbacks: title
 * 'Select Payment Method', the react-aria Select labelled 'Payment Method' with the billers by their human names
 * (marked invalid with its message when 'Continue to Checkout' finds nothing chosen), and 'Continue to Checkout'.
 * Escape, the close button or a click outside dismiss it. Reused by every purchase that picks a biller.
 */
import type { Key } from 'react-aria-components';
import {
  Button,
  Dialog,
  FieldError,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import '../catalogue/list-controls.css';
import './biller-choice.css';

export interface BillerChoiceDialogProps {
  billers: readonly { name: string; nameHuman: string }[];
  selected: string | null;
  invalid: string | null;
  onSelect: (name: string) => void;
  onContinue: () => void;
  onDismiss: () => void;
}

export function BillerChoiceDialog({ billers, selected, invalid, onSelect, onContinue, onDismiss }: BillerChoiceDialogProps) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onDismiss()} className="bc-overlay">
      <Modal className="bc-modal">
        <Dialog className="bc-dialog">
          <Heading slot="title" className="bc-title">
            Select Payment Method
          </Heading>
          <button type="button" className="bc-close" aria-label="Close" onClick={onDismiss}>
            ×
          </button>
          <Select
            className="bc-select"
            placeholder="Choose a payment method"
            selectedKey={selected}
            isRequired
            isInvalid={invalid !== null}
            validationBehavior="aria"
            onSelectionChange={(key: Key | null) => {
              if (key !== null) onSelect(String(key));
            }}
          >
            <Label className="bc-label">Payment Method</Label>
            <Button className="bc-select-button">
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </Button>
            <FieldError className="cat-field-error">{invalid}</FieldError>
            <Popover className="cat-popover">
              <ListBox className="cat-listbox">
                {billers.map((b) => (
                  <ListBoxItem key={b.name} id={b.name} textValue={b.nameHuman} className="cat-listbox-item">
                    {b.nameHuman}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
          <Button className="btn btn-primary bc-continue" onPress={onContinue}>
            Continue to Checkout
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
