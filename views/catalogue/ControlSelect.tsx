/**
 * One control of the video list (sort or category): a react-aria Select. Fetched when the visitor first
 * reaches for the control (views/catalogue/VideoListControls.tsx), so list pages do not load the Select's
 * collection, popover and overlay code before anyone uses it.
 */
import { useRef } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTakeFocus } from '../ui/use-reach.ts';
import './list-controls.css';

export interface ControlSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  onChange: (id: string) => void;
  /** The visitor's focus was on the stand-in button: keep it on this one. */
  autoFocus?: boolean;
  /** The visitor already asked the stand-in to open. */
  defaultOpen?: boolean;
}

export default function ControlSelect({ label, value, options, onChange, autoFocus, defaultOpen }: ControlSelectProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The stand-in had the focus: this button takes it.
  useTakeFocus(button, autoFocus ?? false);
  return (
    <Select
      className="cat-select"
      value={value}
      defaultOpen={defaultOpen}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className="cat-select-label">{label}</Label>
      <Button ref={button} className="cat-select-button">
        <SelectValue />
        <span aria-hidden="true" className="cat-select-caret">
          ▾
        </span>
      </Button>
      <Popover className="cat-popover">
        <ListBox className="cat-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} textValue={o.label} className="cat-listbox-item">
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
