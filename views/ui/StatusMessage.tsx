/**
 * A short status message after an action (a favourite's call): a polite live region that is always in the page, so
 * screen readers hear each new text, shown as a small note at the bottom of the screen while it has one.
 */
import './status-message.css';

export function StatusMessage({ text, failed }: { text: string | null; failed: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`status-message${text ? ' is-shown' : ''}${failed ? ' is-failed' : ''}`}>
      {text}
    </div>
  );
}
