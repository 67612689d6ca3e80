/**
 * The cam area's paths (spec 002 §2.1): the list at /{vrCamListSlug}/, a room at /{vrCamListSlug}/{nickname}/, a tag
 * page at /vr-cam-tag/{slug}/ (also served without the trailing slash), the tokens page, and the page-content slug of
 * every cam route (a tag page maps to the configured list slug).
 */
export const CAM_TAG_PREFIX = '/vr-cam-tag/';
export const TOKENS_PATH = '/tokens/';
/** Every slug a preset may configure (app/config/sites.ts): the list and room routes exist for each, 404 when not this site's. */
export const CAM_LIST_SLUGS = ['vr-cam-girls', 'vr-cam-boys'] as const;
export type CamListSlug = (typeof CAM_LIST_SLUGS)[number];

export const camListPath = (slug: string): string => `/${slug}/`;
export const camRoomPath = (slug: string, nickname: string): string => `/${slug}/${encodeURIComponent(nickname)}/`;
export const camTagPath = (tagSlug: string): string => `${CAM_TAG_PREFIX}${encodeURIComponent(tagSlug)}/`;

/** Whether a path is a cam room of this list (the §4.3 'not on the room route' test compares with it). */
export function isCamRoomPath(pathname: string, slug: string, nickname?: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return parts.length === 2 && parts[0] === slug && (nickname === undefined || decodeURIComponent(parts[1] ?? '') === nickname);
}
