/**
 * How the server HTML starts the app: as soon as the document is parsed.
 *
 * The HTML names every chunk the page needs (the entry's and the matched route's screen chunks, one
 * `<script type="application/json" data-app-chunks>` list per route) and ends with a small inline loader, which
 * adds a `modulepreload` for every listed chunk at once and imports the entry: all of them are fetched side by side
 * (no request chain). Until the app has started the page is usable as HTML: links are plain anchors, the forms (the
 * login form, the 18+ splash's 'I Agree') post without JavaScript, and a click on any other button is held for the
 * app (app/router/early-clicks.ts, run from the head before any button exists). The links carry the loader's own CSP nonce (security-headers.ts), so the page's
 * Content-Security-Policy lets them load.
 */
import type { ManifestScript } from '@tanstack/router-core';

export const CHUNK_LIST_ATTRIBUTE = 'data-app-chunks';

/** The listed chunks of a route, read by the loader (a data block: the browser does not run it). */
export const chunkList = (files: readonly string[]): ManifestScript => ({
  attrs: { type: 'application/json', [CHUNK_LIST_ATTRIBUTE]: '' },
  children: JSON.stringify(files),
});

/**
 * The inline script that starts the app at once: a `modulepreload` for every listed chunk, then the entry's import.
 * (The early-click holder runs before it, from the document's head: app/router/early-clicks.ts.)
 */
export function appLoader(entry: string): ManifestScript {
  const code = [
    '(()=>{',
    "const nonce=document.currentScript?.nonce??'';",
    `for(const list of document.querySelectorAll('script[${CHUNK_LIST_ATTRIBUTE}]'))for(const href of JSON.parse(list.textContent||'[]')){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.href=href;link.nonce=nonce;document.head.append(link)}",
    `import(${JSON.stringify(entry)})`,
    '})()',
  ].join('');
  return { attrs: {}, children: code };
}
