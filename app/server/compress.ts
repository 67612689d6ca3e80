/**
 * Compression of server-rendered pages and JSON answers: brotli when the client accepts it, else
 * gzip, chosen by Accept-Encoding. Each chunk is flushed as it arrives, so a streamed render still reaches the
 * browser piece by piece. Answers that are already encoded (the precompressed assets), small, or of other types
 * pass through; a request without Accept-Encoding (the in-process upstream calls) is never compressed.
 */
import { Readable, pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|image\/svg\+xml)/;

/** br, gzip or none, by the request's Accept-Encoding (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

const encoder = (encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });

export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const type = res.headers.get('content-type') ?? '';
  const length = Number(res.headers.get('content-length') ?? Number.NaN);
  if (!encoding || !res.body || c.req.method === 'HEAD' || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || length < 1024) {
    return;
  }
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  // pipeline (not pipe): a failing source ends the compressed stream too, instead of leaving it open.
  const body = pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), encoder(encoding), () => {});
  c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, statusText: res.statusText, headers });
};
