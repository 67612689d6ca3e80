/**
 * The error screens (spec 000 §2.4 'Error screens', §8): 401 → 'Access denied'; 503 → 'try again'; anything else → the
 * 404 screen without lists (the loader that failed fetched none). Every page's error boundary draws these, so they are
 * in the first load; the 404 screen with its lists is NotFoundScreen.tsx, which comes with the routes that show it.
 */
import { JOIN_PATH } from '../../domain/constants.ts';
import { joinUrl } from '../../domain/membership.ts';
import { NOT_AUTHENTICATED } from '../../domain/route-guards.ts';
import { AccessDenied } from '../catalogue/AccessDenied.tsx';
import { NotFoundFrame, ServerPageNotFound } from '../catalogue/NotFoundFrame.tsx';
import { Unavailable } from '../catalogue/Unavailable.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { useSessionView } from './use-session-view.ts';

export const NOT_FOUND_CRUMBS = [{ label: 'Home', href: '/' }, { label: '404: Page not found' }];
const ACCESS_DENIED_CRUMBS = [{ label: 'Home', href: '/' }, { label: 'Access denied' }];

const messageOf = (error: unknown): unknown => (error as { message?: unknown } | null)?.message;

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
};

/**
 * A page error inside the site chrome: 401 'Access denied'; 503 (an upstream failed) the 'try again' screen, whose
 * button loads the page again (`onRetry`); anything else the 404 screen without suggestion lists (the loader that
 * failed fetched none).
 */
export function PageErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = statusOf(error);
  if (status === 401) return <AccessDeniedScreen message={messageOf(error)} />;
  if (status === 503) return <Unavailable onRetry={onRetry} />;
  return (
    <>
      <Breadcrumbs items={NOT_FOUND_CRUMBS} />
      <NotFoundFrame />
    </>
  );
}

/**
 * 'Access denied' inside the site chrome, for a refused page (app/router/refusal.ts) or an upstream's 401 that
 * failed a page; 'JOIN NOW' sends expired members to /join-now/?event=expired (spec 000 §4).
 */
export function AccessDeniedScreen({ message }: { message: unknown }) {
  const { flags } = useSessionView();
  return (
    <>
      <Breadcrumbs items={ACCESS_DENIED_CRUMBS} />
      <AccessDenied joinUrl={joinUrl(flags)} notAuthenticated={message === NOT_AUTHENTICATED} />
    </>
  );
}

/** An error outside the chrome (the document itself failed, so no visit): static texts only (spec 000 §8). */
export function BareErrorScreen({ error }: { error: unknown }) {
  if (statusOf(error) === 401) return <AccessDenied joinUrl={JOIN_PATH} notAuthenticated={messageOf(error) === NOT_AUTHENTICATED} />;
  return <ServerPageNotFound />;
}
