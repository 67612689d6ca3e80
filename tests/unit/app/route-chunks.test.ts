/**
 * Route chunks preloaded from the server HTML: a screen's chunk and the chunks it imports, less what
 * the entry loads anyway; every route that loads a screen names the module it imports.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFilesOf, cssFilesOf } from '../../../app/server/assets.ts';

const raw = {
  'app/client/entry.tsx': { file: 'assets/entry.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_select.js': { file: 'assets/select.js', imports: ['_shared.js'] },
  'views/containers/VideoListScreens.tsx': { file: 'assets/VideoListScreens.js', imports: ['_select.js', '_shared.js'] },
};

describe('route chunks', () => {
  it('names a screen chunk and what it imports, transitively and once, less what the entry loads', () => {
    expect(chunkFilesOf(raw, 'views/containers/VideoListScreens.tsx', new Set(['/assets/entry.js', '/assets/shared.js']))).toEqual([
      '/assets/VideoListScreens.js',
      '/assets/select.js',
    ]);
    expect(chunkFilesOf(raw, 'views/containers/Nope.tsx')).toEqual([]);
  });

  it('names the stylesheets of a screen chunk and what it imports, the imported chunks’ first, less the entry’s', () => {
    const styled = {
      'app/client/entry.tsx': { file: 'assets/entry.js', imports: ['_cards.js'], css: ['assets/entry.css'] },
      '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
      '_pagination.js': { file: 'assets/pagination.js', imports: ['_cards.js'], css: ['assets/pagination.css'] },
      'views/containers/VideoListScreens.tsx': {
        file: 'assets/VideoListScreens.js',
        imports: ['app/client/entry.tsx', '_pagination.js', '_cards.js'],
        css: ['assets/VideoListScreens.css', 'assets/cards.css'],
      },
    };
    expect(cssFilesOf(styled, 'app/client/entry.tsx')).toEqual(['/assets/cards.css', '/assets/entry.css']);
    expect(cssFilesOf(styled, 'views/containers/VideoListScreens.tsx', new Set(['/assets/entry.css', '/assets/cards.css']))).toEqual([
      '/assets/pagination.css',
      '/assets/VideoListScreens.css',
    ]);
  });

  it('every lazy screen of a route names the module it imports', () => {
    const dir = resolve(import.meta.dirname, '../../../app/router/routes');
    const root = resolve(import.meta.dirname, '../../..');
    // The route files, the dashboard's folder of them included.
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => resolve(dir, file));
    const calls = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/lazyScreen\(\s*\(\) => import\('(\.\.\/[^']+)'\),\s*'\w+',\s*'([^']+)'/g)].map(
        ([, imported, source]) => ({ file, imported: imported ?? '', source }),
      ),
    );
    expect(calls.length).toBeGreaterThan(8);
    // The imported module, from the project root, is the source the server names.
    for (const { file, imported, source } of calls) expect(source).toBe(relative(root, resolve(dirname(file), imported)));
    // No lazy screen without its source.
    const all = files.reduce((n, file) => n + (readFileSync(file, 'utf8').match(/lazyScreen\(/g)?.length ?? 0), 0);
    expect(calls.length).toBe(all);
  });
});
