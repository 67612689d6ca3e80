/**
 * Member downloads and the video event log (spec 000 §7 'Downloads and events', §6 'Download button', §8 download rows,
 * §9 daily limit 20):
 * - POST /api/account/can_download?url= (body {final: true}, optional): 200 when the next download would be allowed,
 *   403 {msg} when not (trial, inactive, expired, the daily limit — only that message contains 'limit'); guests 401.
 * - POST /api/account/download?url=: the same rules, then counts one and answers the file's signed, expiring URL.
 * - GET /api/account/file/:file?expires=&sig=: the file as an attachment, with HTTP ranges; 403 for a forged or
 *   expired signature.
 * - PUT /api/wp/user/event: the video event log, validated and stored.
 * A `url` that is not one of a video's download files is a 404 with a clear message and counts nothing.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { CanDownloadAnswer, CanDownloadBody, DownloadAnswer, VideoEventAnswer, VideoEventLog } from '../../contracts/downloads.ts';
import { DOWNLOAD_LINK_SECONDS, type LinkPurpose, checkFileSignature, signFile } from '../auth/signed-url.ts';
import { requireUser } from '../auth/session.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { bodyText, jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { parseRange } from '../media/range.ts';
import { countDownload, downloadRefusal, downloadsToday, logVideoEvent, videoOfDownload } from '../repo/downloads.ts';

const UrlQuery = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2000)) });
const FileQuery = z.object({ expires: z.string().check(z.regex(/^\d{1,12}$/)), sig: z.string().check(z.minLength(1), z.maxLength(200)) });
const FILE_NAME = /^[\w.-]{1,200}$/;

/**
 * A file of the media folder behind a signed, expiring link (backend/auth/signed-url.ts), with HTTP ranges: a
 * download is an attachment, a headset's stream is shown inline. A forged or expired link is 403 with its reason.
 */
export async function serveSignedFile(c: Context, ctx: BackendContext, purpose: LinkPurpose): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const { expires, sig } = query(c, FileQuery);
  if (!FILE_NAME.test(file)) throw new ApiError(404, errorBody(404, 'Not found'));
  const check = checkFileSignature(ctx.jwtKey, file, Number(expires), sig, nowSeconds(ctx), purpose);
  const what = purpose === 'download' ? 'download link' : 'link';
  if (check === 'forged') throw new ApiError(403, errorBody(403, `This ${what} is not valid.`));
  if (check === 'expired') throw new ApiError(403, errorBody(403, `This ${what} has expired.`));
  const path = join(ctx.mediaDir, file);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new ApiError(404, errorBody(404, 'Not found'));
  const size = info.size;
  const base: Record<string, string> = {
    'Content-Type': 'video/webm',
    'Accept-Ranges': 'bytes',
    'Content-Disposition': purpose === 'download' ? `attachment; filename="${file}"` : 'inline',
    'Cache-Control': 'private, no-store',
  };
  const range = parseRange(c.req.header('Range'), size);
  if (range.kind === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } });
  const start = range.kind === 'range' ? range.start : 0;
  const end = range.kind === 'range' ? range.end : size - 1;
  const headers: Record<string, string> = { ...base, 'Content-Length': String(Math.max(0, end - start + 1)) };
  const status = range.kind === 'range' ? 206 : 200;
  if (range.kind === 'range') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, { start, end })) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/** 403 {msg} (and the ErrorBody status, as every 4xx of the backend). */
const refused = (message: string): ApiError => new ApiError(403, { ...errorBody(403, message), msg: message } as never);

/** The download file behind `url` and its video, or a 404 saying the URL is none of a video's downloads. */
async function downloadFile(c: Context, ctx: BackendContext): Promise<{ videoId: number; file: string }> {
  const { url } = query(c, UrlQuery);
  const video = await videoOfDownload(ctx.db, url);
  const file = basename(url.split('?')[0] ?? '');
  if (!video || !FILE_NAME.test(file)) {
    throw new ApiError(404, errorBody(404, 'This URL is not one of the video download files.'));
  }
  return { videoId: video.id, file };
}

/** The check's optional body ({final: true}); an empty body is accepted as the spec's download call sends none. */
async function optionalBody(c: Context): Promise<void> {
  const length = c.req.header('content-length');
  const type = c.req.header('content-type');
  if (!type && (length === undefined || length === '0')) return;
  if (!type) {
    if ((await bodyText(c)).trim() === '') return;
  }
  await jsonBody(c, CanDownloadBody);
}

export const downloadRoutes: RouteModule = (app, ctx) => {
  app.post('/api/account/can_download', async (c) => {
    const user = await requireUser(c, ctx);
    await optionalBody(c);
    await downloadFile(c, ctx);
    const refusal = downloadRefusal(user, await downloadsToday(ctx.db, user.uuid, nowSeconds(ctx)));
    if (refusal) throw refused(refusal);
    return send(c, CanDownloadAnswer, { status: { code: 200, message: 'OK' }, data: { allowed: true } });
  });

  app.post('/api/account/download', async (c) => {
    const user = await requireUser(c, ctx);
    const { videoId, file } = await downloadFile(c, ctx);
    const now = nowSeconds(ctx);
    const refusal = downloadRefusal(user, await downloadsToday(ctx.db, user.uuid, now));
    if (refusal) throw refused(refusal);
    if (!(await countDownload(ctx.db, user.uuid, videoId, file, now))) throw refused(downloadRefusal(user, Number.POSITIVE_INFINITY) ?? '');
    const expires = now + DOWNLOAD_LINK_SECONDS;
    const url = `/api/account/file/${encodeURIComponent(file)}?expires=${expires}&sig=${signFile(ctx.jwtKey, file, expires)}`;
    return send(c, DownloadAnswer, { status: { code: 200, message: 'OK' }, data: { url, expiresAt: expires } });
  });

  app.on(['GET', 'HEAD'], '/api/account/file/:file', (c) => serveSignedFile(c, ctx, 'download'));

  app.put('/api/wp/user/event', async (c) => {
    const user = await requireUser(c, ctx);
    const event = await jsonBody(c, VideoEventLog);
    await logVideoEvent(ctx.db, user.uuid, event, nowSeconds(ctx));
    return send(c, VideoEventAnswer, { status: { code: 200, message: 'OK' } });
  });
};
