/**
 * Sealed documents (app/router/sealed-doc.ts, issue 35 'Root data once'): a sealed object (the site chrome, the home's
 * builder cards) is written into the router's state as its kind and hash alone and read back from the document the
 * browser fetched; a document that cannot be fetched is logged and the page hydrates with that kind's empty default.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChromeData } from '../../../domain/chrome-data.ts';
import { type Seal, sealOf, sealedDocOf } from '../../../domain/sealed-doc.ts';
import { seal } from '../../../app/router/seal.ts';
import { loadSealedDocs, unseal } from '../../../app/router/sealed-doc.ts';

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
const cards = (title: string) => ({ ...unseal({ kind: 'home', hash: 'none' }), titleWinner: title });
/** A page whose head preloads `hrefs` (fetch preloads). */
const pageWith = (...hrefs: string[]) => ({ querySelectorAll: () => hrefs.map((href) => ({ getAttribute: () => href })) }) as unknown as Document;

describe('a sealed document', () => {
  it('is addressed by its kind and content: the same object the same address, another object another', async () => {
    const first = await seal('chrome', chrome('Videos'));
    expect(sealedDocOf(first)).toEqual({ kind: 'chrome', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(await seal('chrome', chrome('Videos'))).toBe(first);
    expect(await seal('chrome', chrome('Models'))).not.toBe(first);
    expect(sealedDocOf(await seal('home', cards('Best VR')))?.kind).toBe('home');
    expect(sealedDocOf('/_chrome/../etc.json')).toBeNull();
    expect(sealedDocOf('/_other/0123456789abcdef.json')).toBeNull();
  });

  it('seals an object sealed before (a shared default of every failed render) and a frozen one, as often as it is sealed', async () => {
    const shared = Object.freeze(chrome('Shared'));
    const first = await seal('chrome', shared);
    expect(await seal('chrome', shared)).toBe(first);
    expect(sealOf(shared)).toEqual(sealedDocOf(first));
  });

  it('crosses as its hash alone and comes back as the documents the browser fetched, side by side', async () => {
    const sealedChrome = chrome('Videos');
    const sealedCards = cards('Best VR');
    const hrefs = [await seal('chrome', sealedChrome), await seal('home', sealedCards)];
    expect(sealOf(chrome('Videos'))).toBeUndefined();
    // Its JSON is the document's: the seal is not part of it.
    expect(JSON.parse(JSON.stringify(sealedChrome))).toEqual(chrome('Videos'));
    const wire = [sealOf(sealedChrome), sealOf(sealedCards)] as Seal[];
    expect(JSON.stringify(wire)).not.toMatch(/Videos|Best VR/);
    const bodies: Record<string, object> = { [hrefs[0] ?? '']: sealedChrome, [hrefs[1] ?? '']: sealedCards };
    const fetchDoc = vi.fn(async (href: string) => new Response(JSON.stringify(bodies[href])));
    await loadSealedDocs(pageWith(...hrefs, '/assets/other.json'), fetchDoc as unknown as typeof fetch, { error: vi.fn() });
    expect(fetchDoc.mock.calls.map(([href]) => href)).toEqual(hrefs);
    expect(wire.map(unseal)).toEqual([sealedChrome, sealedCards]);
  });

  it('that cannot be fetched is asked twice, logged, and leaves its kind empty', async () => {
    const sealedChrome = chrome('Offline');
    const sealedCards = cards('Offline');
    const hrefs = [await seal('chrome', sealedChrome), await seal('home', sealedCards)];
    const fetchDoc = vi.fn(async () => new Response('down', { status: 503 }));
    const log = { error: vi.fn() };
    await loadSealedDocs(pageWith(...hrefs), fetchDoc as unknown as typeof fetch, log);
    expect(fetchDoc).toHaveBeenCalledTimes(4);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(unseal(sealOf(sealedChrome) as Seal)).toMatchObject({ headerMain: [], footer: [], bottom: [] });
    expect(unseal(sealOf(sealedCards) as Seal)).toMatchObject({ titleWinner: '', topVideos: [], latestVideos: [] });
  });

  it('is not fetched on a page without one (the embed page)', async () => {
    const fetchDoc = vi.fn();
    await loadSealedDocs(pageWith(), fetchDoc as unknown as typeof fetch, { error: vi.fn() });
    expect(fetchDoc).not.toHaveBeenCalled();
  });
});
