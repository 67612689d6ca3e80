/**
 * A page refused to this visitor (spec 000 §8: 401 'Access denied'): a route guard's refusal (gate.ts) or the machine
 * atlas's (routes/atlas.data.ts). It is the route's answer, not a fault, so it is thrown as the route's not-found
 * outcome carrying the refusal, never as a route error. The router renders a not-found outcome the same way on the
 * server and in the browser, so the server's 'Access denied' screen is hydrated as it is; a route error is thrown
 * again in the browser to its error boundary, and while hydrating that makes React throw the server's screen away
 * (and report error #422 when the boundary hydrates before the visit's first update: TanStack/router#3612).
 * The screen is drawn by routes/not-found.tsx's `RouteAnswer`; the server answers such a page with HTTP 401.
 */
import { notFound } from '@tanstack/react-router';

/** What a refusal says: the status and the message the 'Access denied' screen shows. */
export type GuardRefusal = { status: 401; message: string };

/** Whether a not-found outcome's data is a refusal (else it is the 404 screen's lists). */
export const isGuardRefusal = (data: unknown): data is GuardRefusal =>
  typeof data === 'object' && data !== null && (data as GuardRefusal).status === 401 && typeof (data as GuardRefusal).message === 'string';

/** The outcome a refusing route throws (from its `beforeLoad` or its loader). */
export const refusePage = (refusal: GuardRefusal) => notFound({ data: refusal });

/** The refusal a rendered route match answers with, if it is one (the server's status, a refused page's head). */
export const refusalOf = (match: { status: string; error?: unknown }): GuardRefusal | undefined => {
  const data = match.status === 'notFound' ? (match.error as { data?: unknown } | undefined)?.data : undefined;
  return isGuardRefusal(data) ? data : undefined;
};
