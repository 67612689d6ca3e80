/** The spec's exact texts as the visitor sees them (spec 000): no stylesheet turns 'Join Now', 'I Agree' or 'Accept' into capitals. */
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
});
