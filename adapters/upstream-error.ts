/**
 * A detail call whose upstream failed (network, time-out, 5xx, an answer that breaks its contract): not a 404
 * (a failing upstream must not de-index a page). A route loader lets it through; the page answers 503 with
 * Retry-After and a 'try again' screen. Only an upstream 404 is 'not found' (the content client's null).
 */
export class UpstreamUnavailable extends Error {
  readonly status = 503;
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(`${call} is unavailable (${reason})`);
    this.name = 'UpstreamUnavailable';
  }
}

/** Seconds a client is asked to wait before trying a page again. */
export const RETRY_AFTER_SECONDS = 30;
