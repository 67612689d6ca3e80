/**
 * The Terms of Service modal of the 18+ splash (spec 000 §2.3): drawn over the splash's content while open,
 * with the page's title and text, 'No terms text available' when the page is missing, and a Close button that
 * takes focus when it opens. Presentational: the terms-dialog machine decides what it shows.
 */
import { useEffect, useRef } from 'react';
import { NO_TERMS_TEXT } from '../../machines/rules/constants.ts';
import type { TermsView } from '../../machines/terms-dialog.machine.ts';
import { Button } from '../ui/Button.tsx';
import './TermsPanel.css';

export function TermsPanel({ terms, onClose }: { terms: TermsView; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div
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
