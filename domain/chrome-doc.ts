/**
 * The site chrome's document (issue 35 'Root data once'): what the chrome renders (domain/chrome-data.ts) is the same
 * for every page of a site, so a page's HTML carries its markup once and only the document's address in the router's
 * state; the browser fetches the document (preloaded from the head, cached for good: its address is its content's
 * hash) before the app starts, and the router's hydration finds the chrome there.
 */
export const CHROME_DOC_ROUTE = '/_chrome/*';
const DOC = /^\/_chrome\/([0-9a-f]{16})\.json$/;

/** The document's address for a content hash. */
export const chromeDocHref = (hash: string) => `/_chrome/${hash}.json`;

/** The content hash a document address names, or null for any other path. */
export function chromeDocHashOf(pathname: string): string | null {
  return DOC.exec(pathname)?.[1] ?? null;
}
