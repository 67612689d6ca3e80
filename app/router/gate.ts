/**
 * Session start and the verified-member gate, before any page loads (spec 000 §4 'Session start' step 2,
 * 'Verified-member gate'): the root route's `beforeLoad`, so it runs on the server before rendering and in the browser
 * on every navigation. On the server the stale token pair is refreshed first (the page is rendered for the viewer the
 * new token says); then the gate (machines/rules/gate.ts) lets the page open or redirects (a 307 with the render's
 * cookies on the server, a client redirect in the browser). The browser's session machine does its own refreshing.
 */
import { redirect } from '@tanstack/react-router';
import { beforeDeadline } from '../../adapters/http.ts';
import { nowSeconds, readClaims, refreshAtStart } from '../../machines/rules/claims.ts';
import { type Viewer, gate, gateRouteOf, viewerOf } from '../../machines/rules/gate.ts';
import type { Services } from './services.ts';

/** Session start step 2 on the server: refresh when both tokens exist and the access token is expired or invalid. */
async function refreshAtSessionStart(services: Services): Promise<void> {
  if (!refreshAtStart(services.tokens.read(), services.nowMs())) return;
  // A refresh that does not answer by the render's deadline goes on without the render: the page is a guest's, the
  // cookies stay, and the browser's session finishes the refresh (the same flight, shared by the server's session
  // endpoint). Only a refused refresh ends the session.
  const refresh: Promise<boolean | 'late'> = services.refresh();
  const refreshed = services.deadline ? await beforeDeadline(refresh, services.deadline, () => 'late' as const) : await refresh;
  if (refreshed === false) services.endSession();
}

/** The viewer the held access token describes. */
export const currentViewer = (services: Services): Viewer =>
  viewerOf({
    ageVerification: services.config.ageVerification,
    claims: readClaims(services.tokens.read().atoken),
    nowSec: nowSeconds(services.nowMs()),
  });

/** Refreshes (server) and applies the gate to the page at `pathname`; throws the gate's redirect. */
export async function passGate(services: Services, pathname: string, onServer: boolean): Promise<Viewer> {
  if (onServer) await refreshAtSessionStart(services);
  const viewer = currentViewer(services);
  const decision = gate(gateRouteOf(pathname), viewer);
  if (!decision.allow) throw redirect({ href: decision.redirect });
  return viewer;
}
