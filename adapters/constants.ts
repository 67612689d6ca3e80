/** I/O constants of the adapters (spec 000 §9). Business constants live in domain. */

/** Every call times out after 15 s (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * How long a server render waits for its upstream calls (the first byte of every public page within 1 s whatever
 * the upstreams do). Past it, a call still waiting gives the render its failure (a list's empty default, a detail
 * page's 503); a cached public GET goes on in the background under the 15 s timeout and fills the request cache
 * for the next render. 700 ms leaves about 300 ms of the second for rendering the shell and the network (a render
 * takes 10-50 ms; the rest is room for a busy process).
 * The browser has no such deadline.
 */
export const RENDER_DEADLINE_MS = 700;

/**
 * How long the render of a visitor's own page (a member's dashboard, a checkout: services.personalPage()) waits for
 * its upstream calls. Its answers are the page itself (the member's membership, their plan), no cache keeps it, and
 * an empty default there says 'could not be loaded' to a member whose upstream was merely busy for a second (ci50:
 * the easy-cancel survey said so under CI load, its dashboard info 700 ms late). 5 s still bounds a hung upstream.
 */
export const PERSONAL_RENDER_DEADLINE_MS = 5_000;
