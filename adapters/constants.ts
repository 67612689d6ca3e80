/** I/O constants of the adapters (spec 000 §9). Business constants live in machines/rules. */

/** Every call times out after 15 s (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 15_000;
