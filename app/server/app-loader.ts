/**
 * How the server HTML starts the app: the page is painted from its HTML first, then its JavaScript is fetched.
 *
 * The HTML names every chunk the page needs (the entry's and the matched route's screen chunks, one
 * `<script type="application/json" data-app-chunks>` list per route) and ends with a small inline loader. Once
 * the document is parsed and the browser has painted a frame, the loader adds a `modulepreload` for every listed
 * chunk at once and imports the entry: all of them are fetched side by side (no request chain), and none of them
 * competes with the stylesheets and the LCP image for the first paint. Until then the page is already usable as
 * HTML: links are plain anchors, the login form posts without JavaScript.
 *
 * A hidden tab paints no frames, so there the app starts as soon as the document is parsed. The links carry the
 * loader's own CSP nonce (security-headers.ts), so the page's Content-Security-Policy lets them load.
 */
import type { ManifestScript } from '@tanstack/router-core';

export const CHUNK_LIST_ATTRIBUTE = 'data-app-chunks';

/** The listed chunks of a route, read by the loader (a data block: the browser does not run it). */
export const chunkList = (files: readonly string[]): ManifestScript => ({
  attrs: { type: 'application/json', [CHUNK_LIST_ATTRIBUTE]: '' },
  children: JSON.stringify(files),
});

/** The inline script that starts the app after the first paint. */
export function appLoader(entry: string): ManifestScript {
  const code = `(()=>{const nonce=document.currentScript?.nonce??'';const start=()=>{for(const list of document.querySelectorAll('script[${CHUNK_LIST_ATTRIBUTE}]'))for(const href of JSON.parse(list.textContent||'[]')){const link=document.createElement('link');link.rel='modulepreload';link.href=href;link.nonce=nonce;document.head.append(link)}import(${JSON.stringify(entry)})};const afterPaint=()=>document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(start)):start();document.readyState==='loading'?document.addEventListener('DOMContentLoaded',afterPaint,{once:true}):afterPaint()})()`;
  return { attrs: {}, children: code };
}
