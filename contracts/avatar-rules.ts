/**
 * The avatar file rules (spec 001 §3 'Avatar', §4 'Avatar change'): images only, at most 2 MB, with their
 * messages. The form checks a file before uploading it and the site API checks the bytes again
 * (backend/routes/account-settings.ts). No zod here: the account settings screen imports it.
 */

/** The largest avatar file accepted (at most 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The side of the square an uploaded avatar is stored as (px). */
export const AVATAR_SIDE = 256;
/** The multipart field of changeAvatar (spec 001 §7). */
export const AVATAR_FIELD = 'avatar';
/** The image types an avatar may be (told by their magic numbers on the server). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const AVATAR_TOO_BIG_MESSAGE = 'The avatar must be an image of at most 2 MB.';
export const AVATAR_NOT_IMAGE_MESSAGE = 'The avatar must be an image (PNG, JPEG, GIF or WebP).';
/**
 * The most pixels an uploaded avatar's picture may have: 4096 × 4096, about 16.8 megapixels. It is stored as a
 * AVATAR_SIDE-square, so this is far more than it needs and more than a 12-megapixel phone photo (4032 × 3024); a
 * file within AVATAR_MAX_BYTES may claim a far bigger picture (40 megapixels of one colour is a 300 KB PNG) whose
 * decoding takes tens of megabytes and seconds. The server reads it from the picture's header, before decoding.
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
export const AVATAR_PIXELS_MESSAGE = 'The avatar image is too large: at most 16 megapixels (for example 4096 × 4096 pixels).';
/** A member's upload while their previous one is still being processed (one at a time). */
export const AVATAR_UPLOAD_BUSY_MESSAGE = 'Your previous avatar upload is still being processed. Try again in a moment.';
export const AVATAR_UNKNOWN_MESSAGE = 'Choose one of the avatars offered, or upload an image.';

/** Why a picked file cannot be an avatar (its type as the browser says, its size), or null when it may be uploaded. */
export function avatarFileProblem(file: { size: number; type: string }): string | null {
  if (!AVATAR_TYPES.includes(file.type.toLowerCase())) return AVATAR_NOT_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_BIG_MESSAGE;
  return null;
}
