/** Guest pages: cacheable by a CDN and kept a few seconds in the server, never for signed-in visitors. */
import { describe, expect, it, vi } from 'vitest';
import { GUEST_CACHE_CONTROL, createGuestPages, guestPageKey } from '../../../app/server/guest-pages.ts';

const get = (path: string, cookie = '', ua = 'Mozilla/5.0 (X11; Linux x86_64)') =>
  new Request(`http://site.test${path}`, { headers: { cookie, 'user-agent': ua } });
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers } });

describe('guest pages', () => {
  it('keys a guest page by URL and by what its HTML depends on; signed-in visitors and API calls have no key', () => {
    expect(guestPageKey(get('/videos/?page=2'))).toBe('/videos/?page=2||||other');
    expect(guestPageKey(get('/', 'age_verified_18=1; cookie_consent=accepted', 'Mozilla/5.0 (iPhone)'))).toBe('/|1|accepted||ios');
    expect(guestPageKey(get('/videos/', 'videosLayoutType=list'))).toBe('/videos/||||other|list|');
    expect(guestPageKey(get('/models/', 'modelsLayoutType=simple'))).toBe('/models/||||other||simple');
    // The header bar the guest closed is not in their HTML (spec 001 §4): another page.
    expect(guestPageKey(get('/models/', 'shown-value-popups=hb-a,hb-b'))).toBe('/models/||||other|shown:hb-a,hb-b');
    expect(guestPageKey(get('/', 'atoken=A'))).toBeNull();
    expect(guestPageKey(get('/', 'rtoken=R'))).toBeNull();
    expect(guestPageKey(get('/api/content/v1/digest'))).toBeNull();
    expect(guestPageKey(new Request('http://site.test/login/', { method: 'POST' }))).toBeNull();
  });

  it('serves a guest page from the cache for a few seconds, marked cacheable for a CDN', async () => {
    let now = 1_000_000;
    const pages = createGuestPages({ seconds: 5, now: () => now });
    const render = vi.fn(async () => html('<html>videos</html>'));
    const first = await pages.serve(get('/videos/'), render);
    expect(first.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(await first.text()).toBe('<html>videos</html>');
    await new Promise((r) => setTimeout(r, 0));
    const second = await pages.serve(get('/videos/'), render);
    expect(await second.text()).toBe('<html>videos</html>');
    expect(render).toHaveBeenCalledTimes(1);
    now += 5_000;
    await pages.serve(get('/videos/'), render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('never caches signed-in pages, answers that set cookies or are private (a CSRF token), or anything but a 200 page', async () => {
    const pages = createGuestPages();
    for (const [request, answer] of [
      [get('/', 'atoken=A; rtoken=R'), () => html('<html>member</html>')],
      [get('/?x_platform_source=app'), () => html('<html>app</html>', { 'Set-Cookie': 'x_platform_source=app; Path=/' })],
      [get('/nope/'), () => new Response('<html>404</html>', { status: 404, headers: { 'Content-Type': 'text/html' } })],
      [get('/login/', 'form_token=T'), () => html('<html>token T</html>', { 'Cache-Control': 'private, no-store' })],
    ] as const) {
      const render = vi.fn(async () => answer());
      const res = await pages.serve(request, render);
      expect(res.headers.get('cache-control') ?? '').not.toContain('public');
      await res.text();
      await new Promise((r) => setTimeout(r, 0));
      await pages.serve(request, render);
      expect(render).toHaveBeenCalledTimes(2);
    }
  });
});
