/**
 * The shape of a page-constructor slug (spec 000 §2.2 '/{slug}'): lower-case letters, digits and inner hyphens, 1 to
 * 80 characters. A module of its own without zod: the content adapter checks it before calling, in every page's first
 * load, where the contracts are not (adapters/http.ts); importing it from the contract put zod there (+11 KB gzip).
 */
export const CONSTRUCTOR_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
