/**
 * Sealed documents (issue 35 'Root data once'): data a page renders that is the same for every visitor of the site (the
 * chrome: domain/chrome-data.ts; the home page builder's cards) crosses to the browser once. The page's HTML carries
 * its markup and only the document's address in the router's state; the browser fetches the document (preloaded from
 * the head, cached for good: its address is its content's hash) before the app starts, and the router's hydration
 * finds the data there.
 */
export type SealedDocKind = 'chrome' | 'home';
/** What the router's state holds of a sealed object. */
export type Seal = { kind: SealedDocKind; hash: string };
/** The property a sealed object carries its seal in: not enumerable, so the object's JSON is its document's. */
export const SEALED: unique symbol = Symbol.for('sealed-doc');

/** The seal of an object the server sealed (app/router/seal.ts), if it is one. */
export const sealOf = (value: unknown): Seal | undefined =>
  typeof value === 'object' && value !== null ? (value as { [SEALED]?: Seal })[SEALED] : undefined;

/** The server's routes of the documents, one a kind. */
export const SEALED_DOC_ROUTES = ['/_chrome/*', '/_home/*'] as const;
const DOC = /^\/_(chrome|home)\/([0-9a-f]{16})\.json$/;

/** The document's address for a kind and a content hash. */
export const sealedDocHref = (kind: SealedDocKind, hash: string) => `/_${kind}/${hash}.json`;

/** The kind and content hash a document address names, or null for any other path. */
export function sealedDocOf(pathname: string): { kind: SealedDocKind; hash: string } | null {
  const [, kind, hash] = DOC.exec(pathname) ?? [];
  return kind && hash ? { kind: kind as SealedDocKind, hash } : null;
}
