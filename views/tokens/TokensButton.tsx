/**
 * The header's tokens dropdown (spec 002 §2.5): a button with the balance (capped at 99999 in the display) whose name
 * says it, and the dropdown itself (./TokensPanel.tsx, react-aria) fetched the first time it opens, so the button
 * costs a member's first load almost nothing. A purchase's failure shows under it until dismissed.
 */
import { type ReactNode, Suspense, lazy, useRef } from 'react';
import { BALANCE_DISPLAY_CAP, displayBalance } from '../../domain/token-balance.ts';
import { Button } from '../ui/Button.tsx';
import type { TokensPanelProps } from './TokensPanel.tsx';
import './tokens.css';

const TokensPanel = lazy(() => import('./TokensPanel.tsx').then((m) => ({ default: m.TokensPanel })));

export type TokensButtonProps = Omit<TokensPanelProps, 'triggerRef'> & {
  onOpen: () => void;
  /** A purchase's failure ('Payment url not found', the generic error); null when none. */
  error: string | null;
  onDismissError: () => void;
};

/** The widest balance the button shows: its width from the first paint, whatever the balance that arrives. */
const WIDEST_BALANCE = displayBalance(BALANCE_DISPLAY_CAP);

export const tokensLabel = (balance: string): string => (balance ? `Tokens: ${balance}` : 'Tokens');

export function TokensButton(props: TokensButtonProps): ReactNode {
  const { open, balance, onOpen, onClose, error, onDismissError } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className="tokens">
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className="tokens__button"
        aria-label={tokensLabel(balance)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={open ? onClose : onOpen}
      >
        <svg className="tokens__coin" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v10M9 9.5h4.5a1.75 1.75 0 0 1 0 3.5h-3a1.75 1.75 0 0 0 0 3.5H15" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="tokens__balance" data-widest={WIDEST_BALANCE}>
          <span>{balance}</span>
        </span>
      </Button>
      {error ? (
        <div className="tokens__error" role="alert">
          <span>{error}</span>
          <Button variant="ghost" size="sm" onPress={onDismissError} aria-label="Dismiss">
            ×
          </Button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <TokensPanel {...props} triggerRef={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
