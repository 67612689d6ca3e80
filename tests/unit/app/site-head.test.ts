/** The head's tags carry the CSP nonce only where script-src reads it (app/router/site-head.tsx). */
import { describe, expect, it } from 'vitest';
import { readsNonce, withNonceWhereRead } from '../../../app/router/site-head.tsx';

const nonce = 'n0nce';

describe('the nonce of the head tags', () => {
  it('stays on scripts and script preloads', () => {
    const script = { tag: 'script', attrs: { nonce }, children: 'import("/assets/entry.js")' } as const;
    const modulepreload = { tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/app.js', nonce } } as const;
    const preload = { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/assets/app.js', nonce } } as const;
    for (const tag of [script, modulepreload, preload]) {
      expect(readsNonce(tag)).toBe(true);
      expect(withNonceWhereRead(tag)).toEqual(tag);
    }
  });

  it('leaves metas, stylesheets, icons, canonical links and fetch preloads without it, their other attributes as they were', () => {
    const tags = [
      { tag: 'meta', attrs: { name: 'description', content: 'New scenes', nonce } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/assets/app.css', nonce } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml', nonce } },
      { tag: 'link', attrs: { rel: 'preload', href: '/_chrome/1.json', as: 'fetch', crossOrigin: 'anonymous', nonce } },
    ] as const;
    for (const tag of tags) {
      expect(readsNonce(tag)).toBe(false);
      const { nonce: _nonce, ...rest } = tag.attrs;
      expect(withNonceWhereRead(tag)).toEqual({ tag: tag.tag, attrs: rest });
    }
    expect(withNonceWhereRead({ tag: 'title', children: 'VelvetVR' })).toEqual({ tag: 'title', children: 'VelvetVR' });
  });
});
