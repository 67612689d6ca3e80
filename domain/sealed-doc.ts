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
/**
 * The seals of the objects the server sealed (app/router/seal.ts), beside the objects: their JSON stays their
 * document's, and an object sealed again (a shared default, e.g. the empty chrome of a failed upstream) or frozen is
 * sealed all the same. Here, not in seal.ts: the router's serialisation reads it, and the browser's first load has
 * no sealing code.
 */
const seals = new WeakMap<object, Seal>();
export const markSealed = (value: object, seal: Seal): void => {
  seals.set(value, seal);
};

/** The seal of an object the server sealed, if it is one. */
export const sealOf = (value: unknown): Seal | undefined => (typeof value === 'object' && value !== null ? seals.get(value) : undefined);

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
