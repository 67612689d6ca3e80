/**
 * The 'try again' screen: the page's content could not be loaded because an upstream failed — not a
 * missing page, so it says so, offers to try again, and keeps the way home. The server answers it with 503.
 */
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';
import './error.css';

export function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="cat-page cat-error">
      <h1>{GENERIC_ERROR}</h1>
      <p>This page could not be loaded just now. Please try again in a moment.</p>
      <div className="cat-error-actions">
        <button type="button" className="cat-button cat-button--accent" onClick={onRetry}>
          Try again
        </button>
        <AppLink href="/" className="cat-button">
          Go to main page
        </AppLink>
      </div>
    </div>
  );
}
