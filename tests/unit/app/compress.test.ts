/** Compression of pages and JSON answers: by Accept-Encoding, streamed chunk by chunk, never twice. */
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers, pickEncoding } from '../../../app/server/compress.ts';

const page = `<!doctype html><html><body>${'<p>Neon Balcony Getaway</p>'.repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/page', (c) => c.html(page));
  a.get('/json', (c) => c.json({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Video ${i}` })) }));
  a.get('/small', (c) => c.body('<p>hi</p>', 200, { 'Content-Type': 'text/html', 'Content-Length': '9' }));
  a.get('/encoded', (c) => c.body('already', 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }));
  return a;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressAnswers', () => {
  it('picks br, then gzip, by Accept-Encoding; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses a page with brotli and JSON with gzip, and says so', async () => {
    const br = await app().request('/page', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(page);
    const gz = await app().request('/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString()).items).toHaveLength(100);
  });

  it('leaves alone requests without Accept-Encoding (in-process upstream calls), small answers and encoded ones', async () => {
    for (const [path, headers] of [
      ['/page', {}],
      ['/small', { 'accept-encoding': 'br' }],
      ['/encoded', { 'accept-encoding': 'br' }],
    ] as const) {
      const res = await app().request(path, { headers });
      expect(res.headers.get('content-encoding') ?? 'none', path).toBe(path === '/encoded' ? 'br' : 'none');
    }
    expect(await (await app().request('/page')).text()).toBe(page);
  });

  it('streams: the first part of a page arrives, compressed, before the render has finished', async () => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const a = new Hono();
    a.use('*', compressAnswers());
    a.get('/stream', (c) => {
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(`<html><head><title>First</title></head>${' '.repeat(2000)}`));
          await done;
          controller.enqueue(new TextEncoder().encode('<body>Rest</body></html>'));
          controller.close();
        },
      });
      return c.body(stream, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    });
    const res = await a.request('/stream', { headers: { 'accept-encoding': 'br' } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(brotliDecompressSync(Buffer.from(first.value ?? []), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()).toContain(
      '<title>First</title>',
    );
    finish();
    const rest: Uint8Array[] = [Buffer.from(first.value ?? [])];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(brotliDecompressSync(Buffer.concat(rest)).toString()).toContain('<body>Rest</body>');
  });
});
