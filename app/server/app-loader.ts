/**
 * How the server HTML starts the app: as soon as the document is parsed.
 *
 * The HTML's head preloads every chunk the page needs (`modulepreload` links for the entry's and the matched route's
 * chunks: app/server/assets.ts), so the browser fetches them side by side while the HTML still arrives, and the body
 * ends with a small inline script that imports the entry's chunks in turn. Until the app has started the page is
 * usable as HTML: links are plain anchors, the forms (the login form, the 18+ splash's 'I Agree') post without
 * JavaScript, and a click on any other button is held for the app (app/router/early-clicks.ts, run from the head
 * before any button exists). The script carries the page's CSP nonce (security-headers.ts).
 */
import type { ManifestScript } from '@tanstack/router-core';

/**
 * The inline script that starts the app: the imports of the entry's chunks, each after the chunks it imports (React,
 * then the app's code, then the entry), one after the other as soon as each is evaluated. Each import is evaluated
 * in a task of its own, so the browser can paint and take input between them: imported at once, the entry's graph
 * was one task (about 150 ms on a phone-speed CPU). Nothing waits for a paint or a timer.
 */
export function appLoader(chunks: readonly string[]): ManifestScript {
  return { attrs: {}, children: `(async()=>{for(const c of ${JSON.stringify(chunks)})await import(c)})()` };
}
