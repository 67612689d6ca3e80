/**
 * An affiliate or offer id (spec 001 §4 'Affiliate id'): letters, digits, '.', '_' and '-', at most 64. Its own module
 * without zod, so the rule that reads ids in the browser (domain/affiliate.ts) does not bring the schemas into
 * the first load of every page.
 */
export const AFFILIATE_ID = /^[A-Za-z0-9._-]{1,64}$/;
