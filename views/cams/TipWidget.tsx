/**
 * The tip widget (spec 002 §2.4 'Tip widget', §9 presets and labels): preset buttons labelled with K/M cuts, a
 * 'Custom Tip' number field that keeps digits only and sends on Enter, and a send arrow. Presentational: plain data and
 * callbacks; the tip flow decides what a press does.
 */
import type { FormEvent } from 'react';
import { tipLabel } from '../../domain/tip-presets.ts';
import './cam-input.css';
import './tip-widget.css';

export type TipWidgetProps = {
  presets: readonly number[];
  amount: string;
  busy: boolean;
  /** Nothing can be tipped here (a room closed to the viewer): the controls are disabled. */
  disabled?: boolean;
  onPreset(amount: number): void;
  onAmountChange(text: string): void;
  onCustomSubmit(): void;
};

export function TipWidget({ presets, amount, busy, disabled = false, onPreset, onAmountChange, onCustomSubmit }: TipWidgetProps) {
  const inert = busy || disabled;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onCustomSubmit();
  };
  return (
    <div className="tip-widget" aria-busy={busy || undefined}>
      <ul className="tip-widget__presets" aria-label="Tip presets">
        {presets.map((value) => (
          <li key={value}>
            <button
              type="button"
              className="btn btn-sm tip-widget__preset"
              aria-label={`Tip ${value} tokens`}
              aria-disabled={inert || undefined}
              onClick={() => !inert && onPreset(value)}
            >
              {tipLabel(value)}
            </button>
          </li>
        ))}
      </ul>
      <form className="tip-widget__custom" onSubmit={submit}>
        <input
          className="tip-widget__input cam-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder="Custom Tip"
          aria-label="Custom Tip"
          disabled={disabled}
          value={amount}
          onChange={(e) => onAmountChange(e.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm btn-icon tip-widget__send" aria-label="Send tip" aria-disabled={inert || undefined}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </form>
    </div>
  );
}
