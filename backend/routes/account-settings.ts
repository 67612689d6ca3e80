/**
 * Account settings of the site API (spec 001 §2 'Account settings'; §3 'Avatar', 'Password change form'; §4 'Avatar
 * change uploads a file and replaces the shown avatar with the returned one'; §5 'Change password'; §7; §8
 * 'Change-password error'). Shapes: contracts/avatar.ts, contracts/change-password.ts.
 *
 * - GET /api/wp/user/avatar: the current avatar and the list (the site's drawn set, then the member's own upload).
 * - POST /api/wp/user/changeAvatar, multipart field `avatar`: a file is an upload — an image by its bytes' magic
 *   numbers (PNG, JPEG, GIF, WebP; 415 otherwise, or when it does not decode), at most 2 MB (413), of at most
 *   AVATAR_MAX_PIXELS by its header (422, told before decoding), decoded and stored as a 256×256 WebP (cover) in
 *   the data folder's uploads, served back at /api/wp/user/avatar-files/{file}; one upload per member at a time (409
 *   while the previous one is processed); a text is a choice from the list (422 for anything else). The answer's
 *   data.avatar is the new URL. A refused request changes nothing.
 * - POST /api/user/change-password, form data: the current password verified, the new one checked with the shared
 *   rules (contracts/password-rules.ts) and its confirmation; refusals are 422 with one list of messages per field.
 *   Done: the new hash stored and every other refresh token of the member revoked — the caller's own (the request's
 *   refresh cookie) stays, so this session stays signed in and the others end at their next refresh.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import sharp from 'sharp';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_PIXELS_MESSAGE,
  AVATAR_SIDE,
  AVATAR_TOO_BIG_MESSAGE,
  AVATAR_UNKNOWN_MESSAGE,
  AVATAR_UPLOAD_BUSY_MESSAGE,
  AvatarAnswer,
  ChangeAvatarAnswer,
} from '../../contracts/avatar.ts';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  ChangePasswordAnswer,
  ChangePasswordBody,
  type ChangePasswordErrors,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
  changePasswordRuleErrors,
} from '../../contracts/change-password.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { requireUser } from '../auth/session.ts';
import { hashRefreshToken } from '../auth/tokens.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import type { Db } from '../db/db.ts';
import { ApiError, errorBody, invalid } from '../http/errors.ts';
import { send } from '../http/send.ts';
import { setPasswordHash } from '../repo/account-tokens.ts';
import { AVATAR_COUNT } from '../media/promo-art.ts';
import { type UserRecord, userByUuid } from '../repo/users.ts';

/** Where an uploaded avatar is served; its file name is the member's uuid and a hash of its bytes. */
export const AVATAR_FILES_PATH = '/api/wp/user/avatar-files/';
const AVATAR_FILE = /^[0-9a-f-]{8,40}-[0-9a-f]{16}\.webp$/;
/** The site's drawn avatars (backend/media/promo-art.ts, served by media/routes.ts). */
export const drawnAvatars: readonly string[] = Array.from({ length: AVATAR_COUNT }, (_, i) => `/media/art/avatar/${i + 1}.svg`);
/** The refresh token's cookie (adapters/session/token-store.ts REFRESH_TOKEN_COOKIE): the caller's own session. */
const REFRESH_COOKIE = 'rtoken';

/** The uploads folder beside a PGlite data folder, or a temporary one (an in-memory database, a PostgreSQL URL). */
export function defaultUploadsDir(dataDir?: string): string {
  if (dataDir && dataDir !== ':memory:') return resolve(dataDir, '..', 'uploads');
  return join(tmpdir(), `site-uploads-${process.pid}`);
}

const avatarsDir = (ctx: BackendContext) => join(ctx.uploadsDir, 'avatars');

/** The list a member chooses from: the drawn set, then the member's own upload. */
export const avatarsOf = (user: UserRecord): string[] => [
  ...drawnAvatars,
  ...(user.avatar_upload ? [`${AVATAR_FILES_PATH}${user.avatar_upload}`] : []),
];

/** The image kind of a file's first bytes (its magic numbers), or null: the content type it claims is not trusted. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const refused = (status: 409 | 413 | 415 | 422, message: string, field = AVATAR_FIELD) =>
  new ApiError(status, errorBody(status, message, { [field]: [message] }));

/**
 * The picture's pixel count by its header alone (nothing decoded), or null when there is no readable header. An
 * animated image counts one frame: only the first is decoded.
 */
async function headerPixels(bytes: Uint8Array): Promise<number | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/** The image as the stored square WebP, or null when it does not decode. */
async function squareAvatar(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    // The limit again, in case a header said less than the decoder finds.
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

async function setAvatar(db: Db, userUuid: string, avatar: string, upload?: string): Promise<void> {
  if (upload === undefined) await db.query('UPDATE users SET avatar = $2 WHERE uuid = $1', [userUuid, avatar]);
  else await db.query('UPDATE users SET avatar = $2, avatar_upload = $3 WHERE uuid = $1', [userUuid, avatar, upload]);
}

/** The multipart form of a changeAvatar request (415 when the body is not one). */
async function avatarField(c: Context): Promise<File | string | undefined> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(415, errorBody(415, 'The request body must be multipart/form-data'));
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, errorBody(400, 'The form data cannot be read'));
  }
  const value = form[AVATAR_FIELD];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The members (uuids) whose upload is being processed. One at a time per member: a second one while the first is
 * decoded is refused (409) rather than queued — the form sends one at a time, so a second is a double submit or a
 * flood, and queueing it would still hold its bytes and decode them for nothing. Kept per process: with WORKERS=N
 * (app/server/cluster.ts) a member may have one upload per worker, each within the pixel limit and its own temporary file.
 */
const uploading = new Set<string>();

/** Stores an uploaded image as the member's avatar: its URL. */
async function storeUpload(ctx: BackendContext, user: UserRecord, file: File): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES) throw refused(413, AVATAR_TOO_BIG_MESSAGE);
  if (uploading.has(user.uuid)) throw refused(409, AVATAR_UPLOAD_BUSY_MESSAGE);
  uploading.add(user.uuid);
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > AVATAR_MAX_BYTES) throw refused(413, AVATAR_TOO_BIG_MESSAGE);
    if (imageKind(bytes) === null) throw refused(415, AVATAR_NOT_IMAGE_MESSAGE);
    const pixels = await headerPixels(bytes);
    if (pixels === null) throw refused(415, AVATAR_NOT_IMAGE_MESSAGE);
    if (pixels > AVATAR_MAX_PIXELS) throw refused(422, AVATAR_PIXELS_MESSAGE);
    const square = await squareAvatar(bytes);
    if (!square) throw refused(415, AVATAR_NOT_IMAGE_MESSAGE);
    const name = `${user.uuid}-${createHash('sha256').update(square).digest('hex').slice(0, 16)}.webp`;
    const dir = avatarsDir(ctx);
    await mkdir(dir, { recursive: true });
    // Written whole, then renamed: a reader never sees half a file. The temporary name is this write's own.
    const partial = join(dir, `.${name}.${randomUUID()}.part`);
    try {
      await writeFile(partial, square);
      await rename(partial, join(dir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    // The upload it replaces as stored now (the member's record was read before this upload's turn).
    const previous = (await userByUuid(ctx.db, user.uuid))?.avatar_upload ?? '';
    await setAvatar(ctx.db, user.uuid, `${AVATAR_FILES_PATH}${name}`, name);
    if (previous && previous !== name) await rm(join(dir, previous), { force: true });
    return `${AVATAR_FILES_PATH}${name}`;
  } finally {
    uploading.delete(user.uuid);
  }
}

const invalidFields = (errors: ChangePasswordErrors) => {
  const lists = errors as Record<string, string[]>;
  const first = Object.values(lists)[0]?.[0] ?? 'Invalid input';
  return new ApiError(422, errorBody(422, `The given data was invalid. ${first}`, lists));
};

/** Revokes every live refresh token of the member but `keep` (a hash; none kept when null). */
async function revokeOtherRefreshTokens(db: Db, userUuid: string, keep: string | null, now: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_uuid = $1 AND revoked_at IS NULL AND token_hash <> $3', [
    userUuid,
    now,
    keep ?? '',
  ]);
}

export const accountSettingsRoutes: RouteModule = (app, ctx) => {
  app.get('/api/wp/user/avatar', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, AvatarAnswer, { status: { code: 200, message: 'OK' }, data: { avatar: user.avatar ?? '', avatars: avatarsOf(user) } });
  });

  app.post('/api/wp/user/changeAvatar', async (c) => {
    const user = await requireUser(c, ctx);
    const value = await avatarField(c);
    let avatar: string;
    if (typeof value === 'string') {
      if (!avatarsOf(user).includes(value)) throw refused(422, AVATAR_UNKNOWN_MESSAGE);
      await setAvatar(ctx.db, user.uuid, value);
      avatar = value;
    } else if (value) {
      avatar = await storeUpload(ctx, user, value);
    } else {
      throw refused(422, AVATAR_UNKNOWN_MESSAGE);
    }
    const now = (await userByUuid(ctx.db, user.uuid)) ?? user;
    return send(c, ChangeAvatarAnswer, { status: { code: 200, message: 'OK' }, data: { avatar, avatars: avatarsOf(now) } });
  });

  app.get(`${AVATAR_FILES_PATH}:file`, async (c) => {
    const file = c.req.param('file');
    if (!AVATAR_FILE.test(file)) return c.json(errorBody(404, 'Not found'), 404);
    try {
      const body = await readFile(join(avatarsDir(ctx), file));
      // The name holds a hash of the bytes: a new upload is a new address, so this one never changes.
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    } catch {
      return c.json(errorBody(404, 'Not found'), 404);
    }
  });

  app.post('/api/user/change-password', async (c) => {
    const user = await requireUser(c, ctx);
    const body = await passwordForm(c);
    const errors = changePasswordRuleErrors(body);
    // The current password is verified whatever else is wrong (the same work either way).
    const currentOk = body.password !== '' && (await verifyPassword(body.password, user.password_hash));
    if (body.password !== '' && !currentOk) errors.password = [CURRENT_PASSWORD_WRONG_MESSAGE];
    if (currentOk && !errors.new_password && body.new_password === body.password) errors.new_password = [PASSWORD_UNCHANGED_MESSAGE];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    await setPasswordHash(ctx.db, user.uuid, await hashPassword(body.new_password));
    const own = getCookie(c, REFRESH_COOKIE);
    await revokeOtherRefreshTokens(ctx.db, user.uuid, own ? hashRefreshToken(own) : null, nowSeconds(ctx));
    return send(c, ChangePasswordAnswer, { status: { code: 200, message: 'OK' }, msg: PASSWORD_CHANGED_MESSAGE });
  });
};

/** change-password's form data (multipart or URL-encoded; JSON too), checked with its contract. */
async function passwordForm(c: Context): Promise<ChangePasswordBody> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  let raw: Record<string, unknown>;
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      raw = await c.req.parseBody();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, errorBody(400, 'The form data cannot be read'));
    }
  } else {
    throw new ApiError(415, errorBody(415, 'The request body must be form data'));
  }
  const fields = Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string'));
  const parsed = ChangePasswordBody.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
