/**
 * The values the access token's claims carry (spec 000 §3 'Access token claims', §4 'Membership status (claim usc)',
 * §6 'Roles and permissions'; 001 §9): the membership status codes of `usc` and the roles of `vra`. The site API mints
 * them and the site reads them, so both sides take them from here. Plain values, no zod: pages load them.
 */

/** Membership status codes, the `usc` claim (and the membership's status on the site API). */
export const MEMBERSHIP_STATUS = { inactive: 1, active: 100, canceled: 200, expired: 300 } as const;

/** The roles of the `vra` claim that make an administrator. */
export const ADMIN_ROLES: readonly string[] = ['admin', 'super_admin'];
/** The role of the `vra` claim that makes a moderator (a check of its own). */
export const MODERATOR_ROLE = 'moderator';
