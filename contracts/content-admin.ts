/**
 * Where the embedded upstreams serve their stand-in for the content admin (spec 000 §6 'Staff': the site links staff
 * to it): the default of CONTENT_ADMIN_URL on the site, a path the reference backend serves.
 */
export const CONTENT_ADMIN_PATH = '/_admin';
