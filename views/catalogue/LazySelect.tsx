/**
 * A react-aria Select (ControlSelect.tsx) whose code is fetched when the visitor first reaches for it: until then a
 * stand-in button of the same look and name (pointer over it, focus or touch fetch it; a press, a click or an opening
 * key opens it once there), so pages do not load the Select's collection, popover and overlay code before anyone uses
 * it. Used by the video list controls and the video page's quality choice.
 *
 * A mouse or pen press asks for the open as it starts, as react-aria's own trigger opens on press start: the code
 * fetched on hover often arrives in the middle of the press, and the Select then replaces the stand-in between the
 * button going down and coming up, so the click lands on neither button and was lost.
 */
import { type ComponentType, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ControlSelectProps } from './ControlSelect.tsx';
import './list-controls.css';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function LazySelect(props: Omit<ControlSelectProps, 'autoFocus' | 'defaultOpen'>) {
  const [Select, setSelect] = useState<{ Component: ComponentType<ControlSelectProps>; focus: boolean } | null>(null);
  const openWanted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const reach = (open = false) => {
    openWanted.current ||= open;
    void import('./ControlSelect.tsx').then((m) => setSelect({ Component: m.default, focus: document.activeElement === button.current }));
  };
  if (Select) return <Select.Component {...props} autoFocus={Select.focus} defaultOpen={openWanted.current} />;
  const current = props.options.find((o) => o.id === props.value)?.label ?? '';
  return (
    <div className="cat-select">
      <span className="cat-select-label" id={`${id}-label`}>
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        className="cat-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        onPointerEnter={() => reach()}
        onFocus={() => reach()}
        onPointerDown={(event) => {
          if (event.button === 0 && event.pointerType !== 'touch') reach(true);
        }}
        onClick={() => reach(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          reach(true);
        }}
      >
        <span id={`${id}-value`}>{current}</span>
        <span aria-hidden="true" className="cat-select-caret">
          ▾
        </span>
      </button>
    </div>
  );
}
