/**
 * How the server HTML starts the app: as soon as the document is parsed.
 *
 * The HTML's head preloads every chunk the page needs (`modulepreload` links for the entry's and the matched route's
 * chunks: app/server/assets.ts), so the browser fetches them side by side while the HTML still arrives, and the body
 * ends with a small inline script that imports the entry. Until the app has started the page is usable as HTML: links
 * are plain anchors, the forms (the login form, the 18+ splash's 'I Agree') post without JavaScript, and a click on any
 * other button is held for the app (app/router/early-clicks.ts, run from the head before any button exists). The
 * script carries the page's CSP nonce (security-headers.ts).
 */
import type { ManifestScript } from '@tanstack/router-core';

/** The inline script that starts the app: the entry's import. */
export function appLoader(entry: string): ManifestScript {
  return { attrs: {}, children: `import(${JSON.stringify(entry)})` };
}
