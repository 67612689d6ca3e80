/** The 401 error screen (spec 000 §2.4 'Error screens', §6): 'Access denied' with 'JOIN NOW' and 'Go to main page'. */
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';
import './error.css';

/**
 * `joinUrl`: /join-now/, or /join-now/?event=expired for expired members (spec 000 §4). `notAuthenticated`: an
 * auth-required page refused a visitor who is not logged in ('You are not authenticated.', spec 000 §8), who is
 * offered the login page first.
 */
export function AccessDenied({ joinUrl, notAuthenticated = false }: { joinUrl: string; notAuthenticated?: boolean }) {
  return (
    <div className="cat-page cat-error">
      <h1>Access denied</h1>
      <p>{notAuthenticated ? 'You are not authenticated.' : 'You do not have a subscription. Please subscribe to get access.'}</p>
      <div className="cat-error-actions">
        {notAuthenticated ? (
          <AppLink href="/login/" className="cat-button cat-button--accent">
            Log In
          </AppLink>
        ) : null}
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
