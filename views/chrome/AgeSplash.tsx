/**
 * 18+ splash screen (spec 000 §2.3 '18+ splash screen'): '18+', the warning, a legal text, a Terms of Service
 * link, the current date (formatted by the app), 'I Agree' and 'Disagree' (a link to an external site).
 * A modal that neither an outside click nor Escape dismisses. On the server and during hydration it renders in
 * place (so the server HTML already covers the page); from a keyboard visitor's first key press it is a react-aria Modal.
 * Presentational: the app decides isOpen and what 'I Agree' does (age cookie, 30 days).
 */
import { Suspense, lazy, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { AgeSplashContent, type AgeSplashProps, SPLASH_CONTROLS } from './AgeSplashContent.tsx';

/**
 * The react-aria modal (focus containment) is fetched when a visitor starts using the keyboard while the
 * splash is open; pointer and touch visitors answer the in-place dialog, whose overlay already covers the
 * page and locks its scrolling (CSS). The modal replaces the in-place dialog's elements, so it focuses the control
 * the visitor had reached meanwhile (else focus would jump back to the dialog's start under their Tab).
 * The swap is a transition inside one Suspense boundary: the in-place dialog, with focus where the visitor left it,
 * stays in the page until the modal's code is in, and nothing else (hydration, a slow connection) swaps it meanwhile.
 * The key press that asks for the modal comes after hydration, so the server and the hydrating render draw in place.
 */
const AgeSplashModal = lazy(() => import('./AgeSplashModal.tsx').then((m) => ({ default: m.AgeSplashModal })));

export { type AgeSplashProps, SPLASH_TITLE } from './AgeSplashContent.tsx';

export function AgeSplash(props: AgeSplashProps) {
  const [keyboard, setKeyboard] = useState(false);
  const reached = useRef(-1);
  // The react-aria modal is in place (it keeps the focus from then on).
  const modalInPlace = useRef(false);
  // One function for the splash's life: the modal asks it once, when it is in place.
  const reachedControl = useCallback(() => {
    modalInPlace.current = true;
    return reached.current;
  }, []);
  useEffect(() => {
    if (!props.isOpen || keyboard) return;
    const onKey = () => startTransition(() => setKeyboard(true));
    document.addEventListener('keydown', onKey, { once: true });
    return () => document.removeEventListener('keydown', onKey);
  }, [props.isOpen, keyboard]);
  useEffect(() => {
    if (!props.isOpen) return;
    // Which of the in-place dialog's controls has focus, until the modal takes over.
    const onFocus = (event: FocusEvent) => {
      const dialog = document.querySelector('.age-splash');
      if (dialog && event.target instanceof Element && dialog.contains(event.target))
        reached.current = Array.from(dialog.querySelectorAll(SPLASH_CONTROLS)).indexOf(event.target);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [props.isOpen]);
  useEffect(() => {
    if (!props.isOpen) return;
    // Until the modal is in place, Tab goes round the in-place dialog's controls: the page behind is inert, so a Tab past
    // its last control would leave the page for the browser's own controls.
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || modalInPlace.current) return;
      const controls = Array.from(document.querySelector('.age-splash')?.querySelectorAll<HTMLElement>(SPLASH_CONTROLS) ?? []);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const at = controls.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? last : null) : at === -1 || at === controls.length - 1 ? first : null;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onTab);
    return () => document.removeEventListener('keydown', onTab);
  }, [props.isOpen]);
  if (!props.isOpen) return null;
  const inPlace = (
    <div className="age-splash__overlay">
      <div className="age-splash" role="dialog" aria-modal="true" aria-labelledby="age-splash-title">
        <AgeSplashContent {...props} />
      </div>
    </div>
  );
  return <Suspense fallback={inPlace}>{keyboard ? <AgeSplashModal {...props} focusControl={reachedControl} /> : inPlace}</Suspense>;
}
