/**
 * A control whose code is fetched when the visitor first reaches for it (views/catalogue/LazySelect.tsx, the header's
 * account menu): until then a stand-in button of the same look and name. Pointer over it, focus or a touch fetch the
 * code; a press, a click or an opening key also ask for it to open once there, so the first press is never lost.
 *
 * A mouse or pen press asks for the open as it starts, as react-aria's own triggers open on press start: code fetched
 * on hover often arrives in the middle of the press, and the real control then replaces the stand-in between the
 * button going down and coming up, so the click would land on neither button.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The keys that open a menu or a listbox, and where each puts the focus in it (as react-aria's triggers do). */
const OPENING_KEYS: Record<string, 'first' | 'last'> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/** How the visitor asked the control to open: with a pointer, or with a key that focuses its first or last item. */
export type OpenAsk = false | 'pointer' | 'first' | 'last';

export type Reached<C> = {
  /** The control's code once fetched, whether the stand-in had the focus then, and how it was asked to open. */
  loaded: { control: C; focus: boolean; open: OpenAsk } | null;
  /** The stand-in button's ref and handlers. */
  stand: {
    ref: React.RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
};

export function useReach<C>(load: () => Promise<C>): Reached<C> {
  const [loaded, setLoaded] = useState<{ control: C; focus: boolean } | null>(null);
  const openWanted = useRef<OpenAsk>(false);
  const ref = useRef<HTMLButtonElement>(null);
  const reach = (open: OpenAsk = false) => {
    openWanted.current ||= open;
    void load().then((control) => setLoaded({ control, focus: document.activeElement === ref.current }));
  };
  return {
    // How it was asked to open as of this render: a press between the code's arrival and its first render counts.
    loaded: loaded && { ...loaded, open: openWanted.current },
    stand: {
      ref,
      onPointerEnter: () => reach(),
      onFocus: () => reach(),
      onPointerDown: (event) => {
        if (event.button === 0 && event.pointerType !== 'touch') reach('pointer');
      },
      onClick: () => reach('pointer'),
      onKeyDown: (event) => {
        const focus = OPENING_KEYS[event.key];
        if (!focus) return;
        event.preventDefault();
        reach(focus);
      },
    },
  };
}

/**
 * The control that replaced a focused stand-in takes the focus (`take`) in the same commit that removed the stand-in, a
 * layout effect: react-aria's autoFocus is an effect a frame later, and meanwhile the focus was on the page (CI's
 * keyboard walk lost it there).
 */
export function useTakeFocus(ref: RefObject<HTMLElement | null>, take: boolean) {
  useLayoutEffect(() => {
    if (take) ref.current?.focus();
  }, [ref, take]);
}
