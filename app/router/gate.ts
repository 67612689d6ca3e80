/**
 * Session start and the verified-member gate, before any page loads (spec 000 §4 'Session start' step 2,
 * 'Verified-member gate'): the root route's `beforeLoad`, so it runs on the server before rendering and in the browser
 * on every navigation. On the server the stale token pair is refreshed first (the page is rendered for the viewer the
 * new token says); then the gate (domain/gate.ts) lets the page open or redirects (a 307 with the render's
 * cookies on the server, a client redirect in the browser). The browser's session machine does its own refreshing.
 */
import { redirect } from '@tanstack/react-router';
import { beforeDeadline } from '../../adapters/deadline.ts';
import { nowSeconds, readClaims, refreshAtStart } from '../../domain/claims.ts';
import { type Viewer, viewerOf } from '../../domain/gate.ts';
import { membershipFlags } from '../../domain/membership.ts';
import { type GuardName, runGuards } from '../../domain/route-guards.ts';
import { type GuardRefusal, refusePage } from './refusal.ts';
import type { Services } from './services.ts';

/** The guards every page passes (spec 000 §4 'Verified-member gate, every route'). */
const SITE_GUARDS: readonly GuardName[] = ['syncAuthModuleWithAuthCookie', 'notExpiredRefreshToken', 'maintenance', 'verifiedMember'];

/** Session start step 2 on the server: refresh when both tokens exist and the access token is expired or invalid. */
async function refreshAtSessionStart(services: Services): Promise<void> {
  if (!refreshAtStart(services.sessionTokens.read(), services.nowMs())) return;
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
    claims: readClaims(services.sessionTokens.read().atoken),
    nowSec: nowSeconds(services.nowMs()),
  });

/** Runs named guards for the page at `pathname`: throws the first failing guard's redirect or refusal. */
export function applyGuards(services: Services, viewer: Viewer, pathname: string, names: readonly GuardName[]): void {
  const claims = readClaims(services.sessionTokens.read().atoken);
  const flags = membershipFlags(claims, null, nowSeconds(services.nowMs()));
  const outcome = runGuards(names, { viewer, claims, flags, pathname });
  if (outcome.pass) return;
  if ('redirect' in outcome) throw redirect({ href: outcome.redirect });
  throw refusePage(outcome.refuse satisfies GuardRefusal);
}

/** Refreshes (server) and applies the site's guards to the page at `pathname`; throws the gate's redirect. */
export async function passGate(services: Services, pathname: string, onServer: boolean): Promise<Viewer> {
  if (onServer) await refreshAtSessionStart(services);
  const viewer = currentViewer(services);
  applyGuards(services, viewer, pathname, SITE_GUARDS);
  return viewer;
}

/** A route's own guards, for its `beforeLoad` (the root's ran first and put the viewer in the context). */
export const guarded =
  (names: readonly GuardName[]) =>
  ({ context, location }: { context: { services: Services; viewer: Viewer }; location: { pathname: string } }) =>
    applyGuards(context.services, context.viewer, location.pathname, names);
