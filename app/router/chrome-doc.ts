/**
 * The site chrome crossing from the server render to the browser once (domain/chrome-doc.ts). The server seals the
 * chrome of a render (its content hash, remembered beside the object); the router's dehydration writes a sealed chrome
 * as its hash alone (serialization.ts); the browser's entry fetches the document of that hash before hydration
 * (`loadChromeDoc`), and the hydration reads the chrome back from it.
 */
import type { ChromeData } from '../../domain/chrome-data.ts';
import { chromeDocHashOf, chromeDocHref } from '../../domain/chrome-doc.ts';

const hashes = new WeakMap<object, string>();
const fetched = new Map<string, ChromeData>();

/** The chrome's JSON and its content hash (16 hex digits of its SHA-256). */
export async function chromeJson(chrome: ChromeData): Promise<{ json: string; hash: string }> {
  const json = JSON.stringify(chrome);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  const hash = [...digest.subarray(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { json, hash };
}

/** Remembers the chrome's hash, so its dehydration writes the hash alone; returns the document's address. */
export async function sealChrome(chrome: ChromeData): Promise<string> {
  const { hash } = await chromeJson(chrome);
  hashes.set(chrome, hash);
  return chromeDocHref(hash);
}

export const isSealedChrome = (value: unknown): value is ChromeData => typeof value === 'object' && value !== null && hashes.has(value);
export const sealOf = (chrome: ChromeData): { hash: string } => ({ hash: hashes.get(chrome) ?? '' });

/** The chrome of a sealed hash, as the browser fetched it; the empty chrome when it could not be fetched. */
export function unsealChrome({ hash }: { hash: string }): ChromeData {
  return fetched.get(hash) ?? EMPTY_CHROME;
}

const EMPTY_CHROME: ChromeData = {
  headerMain: [],
  headerAccount: [],
  footer: [],
  bottom: [],
  social: [],
  logos: { header: '', footer: '' },
  settings: { logoutRedirectLink: '', isShowReleaseDate: false, isActiveJoinNowBtn: true },
  fakeBuy: null,
};

/**
 * In the browser, before hydration: the chrome document the page's head preloads (none on a page without chrome).
 * Two tries; a failure is logged and the page hydrates with the empty chrome (React renders the chrome anew, empty).
 */
export async function loadChromeDoc(doc: Document, fetchDoc: typeof fetch, log: { error(message: string, data?: unknown): void }): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="preload"][href^="/_chrome/"]');
  const href = link?.getAttribute('href');
  const hash = href ? chromeDocHashOf(href) : null;
  if (!href || !hash) return;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await fetchDoc(href);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      fetched.set(hash, (await res.json()) as ChromeData);
      return;
    } catch (error) {
      if (attempt === 2) log.error('[chrome] the chrome document could not be fetched', { href, error });
    }
  }
}
