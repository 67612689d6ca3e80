/**
 * The site server's request hygiene: bodies over the limit refused while they stream (a mount's upload path with its own
 * limit), unreadable addresses refused, and no GET's body read — reading `request.body` on a page request made
 * @hono/node-server build the full Request, and every render stayed reachable from its signal (the soak).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, requestHygiene } from '../../../app/server/request-hygiene.ts';

const UPLOAD = '/api/upload';
const app = new Hono();
app.use('*', ...requestHygiene({ [UPLOAD]: { maxSize: 4 * MAX_BODY_BYTES, message: 'At most 256 KB' } }));
app.all('*', (c) => c.text('ok'));

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) => app.request(path, { method: 'POST', body, headers });

describe('the site server’s request hygiene', () => {
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

  it('refuses a body over the limit in plain text, by its Content-Length or as it streams', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const declared = await post('/login/', big, { 'content-length': String(big.length) });
    expect([declared.status, await declared.text()]).toEqual([413, 'Request body is too large']);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await app.request('/login/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)).status).toBe(413);
    expect((await post('/login/', 'small')).status).toBe(200);
  });

  it('takes a larger body at a mount’s upload path, up to its own limit, refused with its own message', async () => {
    expect((await post(UPLOAD, 'x'.repeat(2 * MAX_BODY_BYTES))).status).toBe(200);
    const over = await post(UPLOAD, 'x'.repeat(4 * MAX_BODY_BYTES + 1));
    expect([over.status, await over.text()]).toEqual([413, 'At most 256 KB']);
  });

  it('refuses an address with a NUL byte or that is not UTF-8', async () => {
    for (const path of ['/videos/a%00b/', '/videos/?sort=latest%00', '/models/%FF/']) {
      const res = await app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
    expect(await (await app.request('/models/%FF/')).text()).toBe('The address is not valid UTF-8');
    expect(await (await app.request('/videos/a%00b/')).text()).toBe('The address holds a NUL byte');
  });
});
