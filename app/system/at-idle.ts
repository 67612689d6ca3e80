/**
 * Calls `arrive` at an idle moment (at most 2 s on), after the hydration's work: a machine arriving while a Suspense
 * boundary still hydrates updates its slot there, and React gives up that boundary's server HTML (error #422 on the
 * 401 screens, seen by the layout gate). Safari has no idle callbacks. Answers the call's cancel.
 */
export function atIdle(arrive: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(arrive, 1);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(arrive, { timeout: 2000 });
  return () => window.cancelIdleCallback(idle);
}
