/**
 * The router manifest a page's HTML lists its chunks from (app/server/route-chunks.ts): a route's screen and head
 * chunks for everyone, the 18+ splash's only for a visitor who has not agreed yet.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../../../app/server/route-chunks.ts';
import type { createAppRouter } from '../../../app/router/router.tsx';

const base: ServerManifest = { routes: { __root__: { preloads: ['/assets/entry.js'], css: ['/assets/app.css'] } } };
const files: Record<string, string[]> = {
  'views/containers/VideoScreen.tsx': ['/assets/VideoScreen.js', '/assets/VideoScreen.css'],
  'app/router/routes/catalogue.head.ts': ['/assets/catalogue.head.js'],
  'views/chrome/AgeSplash.tsx': ['/assets/AgeSplash.js'],
};
const chunkFiles = (source: string) => files[source] ?? [];
const component = Object.assign(() => null, { screenSource: ['views/containers/VideoScreen.tsx'] });
const head = Object.assign(async () => ({}), { codeSource: 'app/router/routes/catalogue.head.ts' });
const router = {
  routesById: {
    __root__: { id: '__root__', isRoot: true, options: {} },
    '/videos/$slug/': { id: '/videos/$slug/', isRoot: false, options: { component, head } },
  },
} as unknown as ReturnType<typeof createAppRouter>;

describe('the route manifest', () => {
  it("lists a route's screen and head chunks, with the screen's stylesheet as its css", () => {
    const agreed = routeManifest(base, chunkFiles, router, { agreed: true });
    expect(agreed.routes['/videos/$slug/']).toEqual({
      preloads: ['/assets/VideoScreen.js', '/assets/catalogue.head.js'],
      css: ['/assets/VideoScreen.css'],
    });
    expect(agreed.routes.__root__).toEqual(base.routes.__root__);
  });

  it("lists the 18+ splash's chunks beside the entry's for a visitor who has not agreed yet, and only then", () => {
    expect(routeManifest(base, chunkFiles, router, { agreed: false }).routes.__root__?.preloads).toEqual([
      '/assets/entry.js',
      '/assets/AgeSplash.js',
    ]);
    expect(routeManifest(base, chunkFiles, router, { agreed: true }).routes.__root__?.preloads).toEqual(['/assets/entry.js']);
  });

  it('answers the same manifest for the same visitor (built once), another for a new base', () => {
    const one = routeManifest(base, chunkFiles, router, { agreed: true });
    expect(routeManifest(base, chunkFiles, router, { agreed: true })).toBe(one);
    const next: ServerManifest = { routes: { __root__: { preloads: ['/assets/entry2.js'] } } };
    expect(routeManifest(next, chunkFiles, router, { agreed: false }).routes.__root__?.preloads).toEqual([
      '/assets/entry2.js',
      '/assets/AgeSplash.js',
    ]);
  });

  it('is the base manifest as it is without the build’s chunk table (development)', () => {
    expect(routeManifest(base, undefined, router, { agreed: false })).toBe(base);
  });
});
