/**
 * The embed page (spec 000 §2.2 '/embed/{slug}/' embed-slug, §2.4 'Embed page'): a video's player alone in the embed
 * layout, which any site may frame. One rule for the root layout, the security headers and the VideoObject's embedUrl.
 */
export const EMBED_PREFIX = '/embed/';

export const isEmbedPath = (pathname: string): boolean => pathname.startsWith(EMBED_PREFIX);

export const embedPath = (slug: string): string => `${EMBED_PREFIX}${slug}/`;
