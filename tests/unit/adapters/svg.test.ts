import { describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { createSvgLoader, sanitizeSvg } from '../../../adapters/svg.ts';

describe('inline SVG loader', () => {
  it('keeps an SVG document and drops scripts and event handlers', () => {
    const svg = sanitizeSvg('<?xml version="1.0"?><svg viewBox="0 0 1 1" onload="x()"><script>alert(1)</script><path d="M0"/></svg>');
    expect(svg).toBe('<svg viewBox="0 0 1 1"><path d="M0"/></svg>');
  });

  it('gives an empty string, logged, for a failing or non-SVG answer', async () => {
    const log = memoryLogger();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/bad.svg') ? new Response('<html>nope</html>') : new Response('gone', { status: 404 }),
    );
    const load = createSvgLoader({ fetch, base: 'http://content', log });
    expect(await load('/bad.svg')).toBe('');
    expect(await load('/missing.svg')).toBe('');
    expect(log.entries.length).toBe(2);
  });

  it('prefixes relative permalinks with the content host', async () => {
    const fetch = vi.fn(async () => new Response('<svg viewBox="0 0 2 2"></svg>'));
    const load = createSvgLoader({ fetch, base: 'http://content', log: memoryLogger() });
    expect(await load('/media/logo.svg')).toBe('<svg viewBox="0 0 2 2"></svg>');
    expect(fetch).toHaveBeenCalledWith('http://content/media/logo.svg', expect.anything());
  });
});
