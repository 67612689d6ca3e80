/**
 * A guest's shown value pop-ups (spec 001 §3 'Shown pop-ups on the user', kept in the browser for a guest): the cookie
 * the browser writes and the site server reads — the uuids comma-separated, for a year, on path '/'. Plain values, no
 * zod: pages load them.
 */
export const SHOWN_VALUE_POPUPS_COOKIE = 'shown-value-popups';
export const SHOWN_VALUE_POPUPS_MAX_AGE = 365 * 86_400;

/** The uuids of the cookie's value (none when absent or empty). */
export const readShownCookie = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);
