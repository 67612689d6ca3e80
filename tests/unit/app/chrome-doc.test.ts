/**
 * The site chrome crossing once (app/router/chrome-doc.ts, issue 35 'Root data once'): a sealed chrome is written into
 * the router's state as its hash alone and read back from the document the browser fetched; a document that cannot be
 * fetched is logged and the page hydrates with the empty chrome.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChromeData } from '../../../domain/chrome-data.ts';
import { chromeDocHashOf } from '../../../domain/chrome-doc.ts';
import { isSealedChrome, loadChromeDoc, sealChrome, sealOf, unsealChrome } from '../../../app/router/chrome-doc.ts';

const chrome = (label: string): ChromeData => ({
  headerMain: [{ id: 1, label, link: '/videos/', pullDownMenus: [{ label: 'A tile', link: '/videos/a/' }] }],
  headerAccount: [],
  footer: [{ title: 'Company', items: [] }],
  bottom: [],
  social: [],
  logos: { header: '/logo.svg', footer: '/logo.svg' },
  settings: { logoutRedirectLink: '/', isShowReleaseDate: true, isActiveJoinNowBtn: true },
  fakeBuy: null,
});
const pageWith = (href: string | null) => ({ querySelector: () => (href ? { getAttribute: () => href } : null) }) as unknown as Document;

describe('the chrome document', () => {
  it('is addressed by its content: the same chrome the same address, another chrome another', async () => {
    const first = await sealChrome(chrome('Videos'));
    expect(chromeDocHashOf(first)).toMatch(/^[0-9a-f]{16}$/);
    expect(await sealChrome(chrome('Videos'))).toBe(first);
    expect(await sealChrome(chrome('Models'))).not.toBe(first);
    expect(chromeDocHashOf('/_chrome/../etc.json')).toBeNull();
  });

  it('crosses as its hash alone and comes back as the document the browser fetched', async () => {
    const sealed = chrome('Videos');
    const href = await sealChrome(sealed);
    expect(isSealedChrome(sealed)).toBe(true);
    expect(isSealedChrome(chrome('Videos'))).toBe(false);
    const wire = sealOf(sealed);
    expect(JSON.stringify(wire)).not.toContain('Videos');
    const fetchDoc = vi.fn(async () => new Response(JSON.stringify(sealed)));
    await loadChromeDoc(pageWith(href), fetchDoc as unknown as typeof fetch, { error: vi.fn() });
    expect(fetchDoc).toHaveBeenCalledWith(href);
    expect(unsealChrome(wire)).toEqual(sealed);
  });

  it('that cannot be fetched is asked twice, logged, and leaves the empty chrome', async () => {
    const sealed = chrome('Offline');
    const href = await sealChrome(sealed);
    const fetchDoc = vi.fn(async () => new Response('down', { status: 503 }));
    const log = { error: vi.fn() };
    await loadChromeDoc(pageWith(href), fetchDoc as unknown as typeof fetch, log);
    expect(fetchDoc).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(unsealChrome(sealOf(sealed))).toMatchObject({ headerMain: [], footer: [], bottom: [] });
  });

  it('is not fetched on a page without one (the embed page)', async () => {
    const fetchDoc = vi.fn();
    await loadChromeDoc(pageWith(null), fetchDoc as unknown as typeof fetch, { error: vi.fn() });
    expect(fetchDoc).not.toHaveBeenCalled();
  });
});
