/**
 * The member's avatar (spec 001 §3 'Avatar: avatar (current) and avatars (list)'; §4 'Avatar change uploads a file and
 * replaces the shown avatar with the returned one'; §7 GET {siteHost}/api/wp/user/avatar → data.avatar, data.avatars;
 * POST {siteHost}/api/wp/user/changeAvatar, multipart field `avatar` → data.avatar).
 *
 * Wire choices where the spec names a field but not its shape (this project's, answered by
 * backend/routes/account-settings.ts):
 * - avatar: the URL of the current avatar ('' = none: the site shows its generic icon); absolute, or relative to
 *   the site host.
 * - avatars: the URLs the member may choose from (the site's drawn set, then the member's own upload if any).
 * - changeAvatar's field `avatar` is either an image file (an upload: PNG, JPEG, GIF or WebP, at most
 *   AVATAR_MAX_BYTES; stored resized to a square) or the text of one of `avatars` (a choice from the list).
 * - A refusal is the site API's error shape (`{status: {code, message}}`): 413 a file over 2 MB, 415 not an image,
 *   422 a picture over AVATAR_MAX_PIXELS, an unknown choice or no field, 409 an upload while the member's previous
 *   one is still being processed.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

export {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_PIXELS_MESSAGE,
  AVATAR_SIDE,
  AVATAR_TOO_BIG_MESSAGE,
  AVATAR_UNKNOWN_MESSAGE,
  AVATAR_UPLOAD_BUSY_MESSAGE,
} from './avatar-rules.ts';

/** The avatar's state: the current one ('' none) and the list to choose from. */
export const AvatarState = z.object({
  avatar: z._default(z.string(), ''),
  avatars: z._default(z.array(z.string()), []),
});
export type AvatarState = z.infer<typeof AvatarState>;

/** GET /api/wp/user/avatar. */
export const AvatarAnswer = z.object({ status: z.optional(Status), data: AvatarState });
export type AvatarAnswer = z.infer<typeof AvatarAnswer>;

/** POST /api/wp/user/changeAvatar: the new avatar's URL (and the list, which an upload changes). */
export const ChangeAvatarAnswer = z.object({
  status: z.optional(Status),
  data: z.object({ avatar: z.string(), avatars: z.optional(z.array(z.string())) }),
});
export type ChangeAvatarAnswer = z.infer<typeof ChangeAvatarAnswer>;

/** The avatar state of a member the call could not load (spec 000 §8: an empty default). */
export const emptyAvatarState: AvatarState = { avatar: '', avatars: [] };

/** changeAvatar's outcome as the site API adapter gives it (never thrown): the new avatar, or the refusal's message. */
export type AvatarChangeOutcome = { ok: true; avatar: string; avatars: string[] | null } | { ok: false; message: string };
