/**
 * The body limit reads no GET's body. Reading `request.body` on a page request made @hono/node-server build
 * the full Request, and every render stayed reachable from its signal: a leak of about 130 KB a page (the soak).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, limitBodies } from '../../../backend/http/input.ts';

const app = new Hono();
app.use(
  '*',
  limitBodies((c) => c.text('too large', 413)),
);
app.all('*', (c) => c.text('ok'));

describe('limitBodies', () => {
  it('passes a GET or HEAD without touching its body', async () => {
    for (const method of ['GET', 'HEAD']) {
      let touched = false;
      const request = new Request('http://site.test/videos/', { method });
      Object.defineProperty(request, 'body', {
        get() {
          touched = true;
          return null;
        },
      });
      expect((await app.fetch(request)).status).toBe(200);
      expect({ method, touched }).toEqual({ method, touched: false });
    }
  });

  it('refuses a body over the limit, by its Content-Length or as it streams', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect((await app.request('/login/', { method: 'POST', body: big, headers: { 'content-length': String(big.length) } })).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await app.request('/login/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)).status).toBe(413);
    expect((await app.request('/login/', { method: 'POST', body: 'small' })).status).toBe(200);
  });
});
