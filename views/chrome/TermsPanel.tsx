/**
 * The Terms of Service modal of the 18+ splash (spec 000 §2.3): drawn over the splash's content while open,
 * with the page's title and text, 'No terms text available' when the page is missing, and a Close button that
 * takes focus when it opens. A modal dialog for the keyboard too: Tab and Shift+Tab stay inside it, Escape closes it,
 * and focus goes back to what opened it (the splash's Terms of Service link). Presentational: the terms-dialog
 * machine decides what it shows.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { NO_TERMS_TEXT } from '../../domain/constants.ts';
import type { TermsView } from '../../machines/terms-dialog.selectors.ts';
import { Button } from '../ui/Button.tsx';
import './TermsPanel.css';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex^="-"])';

export function TermsPanel({ terms, onClose }: { terms: TermsView; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Before the Close button takes focus: remember the opener, and give focus back to it while the panel is still in
  // the page (a layout effect's cleanup runs before its nodes are removed), unless focus has moved elsewhere. When the
  // opener is gone (the splash's modal replaced the in-place dialog while the panel was open), the splash's Terms of
  // Service link is the opener.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const now = document.activeElement;
      const inPanel = !now || now === document.body || Boolean(panel.current?.contains(now));
      const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('.age-splash a.age-splash__terms');
      if (target && inPanel) target.focus();
    };
  }, []);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The splash's own focus containment would move focus to the splash's buttons behind the panel.
    const stops = Array.from(panel.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? []);
    if (stops.length === 0) return;
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
    event.preventDefault();
    event.stopPropagation();
    next?.focus();
  };
  return (
    <div
      ref={panel}
      onKeyDown={onKeyDown}
      className={`terms-panel${terms.closing ? ' terms-panel--closing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="terms-panel-title"
      aria-busy={terms.loading}
    >
      <h2 id="terms-panel-title" className="terms-panel__title">
        {terms.title ?? 'Terms of Service'}
      </h2>
      <div className="terms-panel__text">
        {terms.loading ? <p>Loading…</p> : terms.text ? <div dangerouslySetInnerHTML={{ __html: terms.text }} /> : <p>{NO_TERMS_TEXT}</p>}
      </div>
      <Button ref={close} variant="secondary" className="terms-panel__close" onPress={onClose}>
        Close
      </Button>
    </div>
  );
}
