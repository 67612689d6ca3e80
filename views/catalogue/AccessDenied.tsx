/** The 401 error screen (spec 000 §2.4 'Error screens', §6): 'Access denied' with 'JOIN NOW' and 'Go to main page'. */
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';
import './error.css';

/** `joinUrl`: /join-now/, or /join-now/?event=expired for expired members (spec 000 §4). */
export function AccessDenied({ joinUrl }: { joinUrl: string }) {
  return (
    <div className="cat-page cat-error">
      <h1>Access denied</h1>
      <p>You do not have a subscription. Please subscribe to get access.</p>
      <div className="cat-error-actions">
        <AppLink href={joinUrl} className="cat-button cat-button--accent">
          JOIN NOW
        </AppLink>
        <AppLink href="/" className="cat-button">
          Go to main page
        </AppLink>
      </div>
    </div>
  );
}
