/** I/O constants of the adapters (spec 000 §9). Business constants live in domain. */

/** Every call times out after 15 s (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * How long a server render waits for its upstream calls (the first byte of every page within 1 s whatever
 * the upstreams do). Past it, a call still waiting gives the render its failure (a list's empty default, a detail
 * page's 503); a cached public GET goes on in the background under the 15 s timeout and fills the request cache
 * for the next render. 700 ms leaves about 300 ms of the second for rendering the shell and the network (a render
 * takes 10-50 ms; the rest is room for a busy process).
 * The browser has no such deadline.
 */
export const RENDER_DEADLINE_MS = 700;
