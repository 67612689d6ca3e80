import { describe, expect, it, vi } from 'vitest';
import { FAILURE_SECONDS } from '../../../adapters/deadline.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { REQUEST_CACHE_SECONDS, createRequestCache } from '../../../adapters/request-cache.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { createInlineSvg, createSvgLoader } from '../../../adapters/svg.ts';

const sanitizer = async () => serverSanitizer();

describe('inline SVG loader', () => {
  it('keeps an SVG document and drops scripts and event handlers, through the one sanitiser', async () => {
    const fetch = vi.fn(
      async () => new Response('<?xml version="1.0"?><svg viewBox="0 0 1 1" onload="x()"><script>alert(1)</script><path d="M0"/></svg>'),
    );
    const load = createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer });
    expect(await load('/logo.svg')).toBe('<svg viewBox="0 0 1 1"><path d="M0"></path></svg>');
  });

  it('gives an empty string, logged, for a failing or non-SVG answer', async () => {
    const log = memoryLogger();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/bad.svg') ? new Response('<html>nope</html>') : new Response('gone', { status: 404 }),
    );
    const load = createSvgLoader({ fetch, base: 'http://content', log, sanitizer });
    expect(await load('/bad.svg')).toBe('');
    expect(await load('/missing.svg')).toBe('');
    expect(log.entries.length).toBe(2);
  });

  it('prefixes relative permalinks with the content host', async () => {
    const fetch = vi.fn(async () => new Response('<svg viewBox="0 0 2 2"></svg>'));
    const load = createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer });
    expect(await load('/media/logo.svg')).toBe('<svg viewBox="0 0 2 2"></svg>');
    expect(fetch).toHaveBeenCalledWith('http://content/media/logo.svg', expect.anything());
  });
});

describe('inline SVG loads through the request cache', () => {
  const svgOf = (n: number) => `<svg viewBox="0 0 ${n} ${n}"></svg>`;

  it('serves a stale logo at once while one load fetches the new one', async () => {
    let now = 0;
    let version = 1;
    const cache = createRequestCache({ now: () => now });
    const fetch = vi.fn(async () => new Response(svgOf(version)));
    const load = createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer, cache });
    expect(await load('/logo.svg')).toBe(svgOf(1));
    now = (REQUEST_CACHE_SECONDS + 1) * 1000;
    version = 2;
    expect(await load('/logo.svg')).toBe(svgOf(1));
    await vi.waitFor(() => expect(cache.inFlight.size).toBe(0));
    expect(await load('/logo.svg')).toBe(svgOf(2));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps a failing upstream’s answer 5 s, not a missing or non-SVG one', async () => {
    let now = 0;
    const cache = createRequestCache({ now: () => now });
    const fetch = vi.fn(async (url: string | URL | Request) => {
      if (String(url).endsWith('/down.svg')) throw new TypeError('fetch failed');
      return String(url).endsWith('/5xx.svg') ? new Response('', { status: 502 }) : new Response('gone', { status: 404 });
    });
    const load = createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer, cache });
    for (const url of ['/down.svg', '/5xx.svg', '/missing.svg', '/down.svg', '/5xx.svg', '/missing.svg']) expect(await load(url)).toBe('');
    expect(fetch).toHaveBeenCalledTimes(4);
    now = FAILURE_SECONDS * 1000 + 1;
    await load('/down.svg');
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});

describe('a visit’s inline SVG', () => {
  it('peeks at what it loaded, without a second call', async () => {
    const fetch = vi.fn(async () => new Response('<svg viewBox="0 0 3 3"></svg>'));
    const svg = createInlineSvg(createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer }));
    expect(svg.peek('/logo.svg')).toBe('');
    await svg.load('/logo.svg');
    expect(svg.peek('/logo.svg')).toBe('<svg viewBox="0 0 3 3"></svg>');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('finds what the server rendered in the page before loading anything', () => {
    const fetch = vi.fn(async () => new Response(''));
    const inPage = vi.fn((url: string) => (url === '/logo.svg' ? '<svg id="from-page"></svg>' : undefined));
    const svg = createInlineSvg(createSvgLoader({ fetch, base: 'http://content', log: memoryLogger(), sanitizer }), inPage);
    expect(svg.peek('/logo.svg')).toBe('<svg id="from-page"></svg>');
    expect(svg.peek('/logo.svg')).toBe('<svg id="from-page"></svg>');
    expect(svg.peek('/other.svg')).toBe('');
    expect(inPage).toHaveBeenCalledTimes(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
