/**
 * The spec's exact texts as the visitor sees them (spec 000): no stylesheet turns 'Join Now', 'I Agree' or 'Accept' into
 * capitals. And every theme colour a stylesheet reads exists: a misspelt theme variable silently takes its fallback, which is
 * not one of the three themes' checked colours (a blog meta line read 1.96:1 on the light theme that way).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const viewsDir = fileURLToPath(new URL('../../../views', import.meta.url));
const stylesheets = readdirSync(viewsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));

describe('stylesheets', () => {
  it('never change the case of the texts', () => {
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      expect({
        file,
        transforms: readFileSync(join(viewsDir, file), 'utf8').match(/text-transform\s*:\s*(uppercase|capitalize|lowercase)/g),
      }).toEqual({ file, transforms: null });
    }
  });

  it('read only custom properties that some stylesheet or view defines', () => {
    const sources = readdirSync(viewsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(css|tsx?)$/.test(f));
    const text = sources.map((f) => readFileSync(join(viewsDir, f), 'utf8')).join('\n');
    // Defined in a stylesheet (`--name:`), set inline by a view (`'--name':` or `['--name']`), or by react-aria (`--trigger-width`).
    const defined = new Set([...text.matchAll(/['"]?(--[\w-]+)['"]?\s*:/g)].map((m) => m[1]).concat('--trigger-width'));
    const read = new Set(
      stylesheets.flatMap((file) => [...readFileSync(join(viewsDir, file), 'utf8').matchAll(/var\((--[\w-]+)/g)].map((m) => m[1])),
    );
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });
});
