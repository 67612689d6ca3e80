/**
 * The document's head tags as the routes give them (TanStack's HeadContent, with its Asset per tag), the CSP nonce only
 * where the policy reads it. The policy names the nonce in script-src alone (app/server/security-headers.ts), so scripts
 * and script preloads carry it; TanStack's HeadContent also writes it on every meta, stylesheet, icon and canonical
 * link (about 1 KB of every page's HTML for nothing). The same tags on both sides, so the head hydrates as drawn.
 * Script preloads keep TanStack's fetchPriority=low: at the browser's own (high) priority they compete with the
 * render-blocking stylesheets and the first images, and Lighthouse's mobile FCP of / went from 1.1 s to 1.9 s
 * (LCP 1.1 → 2.1 s) for an app start about 0.5 s sooner on Fast 3G (issue 35's note).
 */
import { Asset, useRouter, useTags } from '@tanstack/react-router';

type HeadTag = ReturnType<typeof useTags>[number];

/** Whether script-src checks the tag: a script, or a link that fetches one. */
export function readsNonce(tag: HeadTag): boolean {
  if (tag.tag === 'script') return true;
  if (tag.tag !== 'link') return false;
  const { rel, as } = (tag.attrs ?? {}) as { rel?: string; as?: string };
  return rel === 'modulepreload' || (rel === 'preload' && as === 'script');
}

/** A tag without a nonce where the policy would not read it. */
export function withNonceWhereRead(tag: HeadTag): HeadTag {
  if (readsNonce(tag) || !tag.attrs || !('nonce' in tag.attrs)) return tag;
  const { nonce: _nonce, ...attrs } = tag.attrs;
  return { ...tag, attrs };
}

export function SiteHead() {
  const nonce = useRouter().options.ssr?.nonce;
  const tags = useTags().map(withNonceWhereRead);
  return (
    <>
      {tags.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={readsNonce(tag) ? nonce : undefined} />
      ))}
    </>
  );
}
