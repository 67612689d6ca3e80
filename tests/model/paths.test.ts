/**
 * `npm run paths` as part of `npm test` (tests/model/path-check.ts), for every machine of the atlas but the live cam and
 * messenger areas' (paths-live.test.ts); and path-thresholds.json records exactly the atlas's machines, and
 * app/atlas/coverage.json no other.
 */
import { expect, it } from 'vitest';
import { atlas } from '../../app/atlas/registry.ts';
import { isLive, pathCoverageTest, recordedCoverage, thresholds } from './path-check.ts';

it("records a threshold and the atlas page's figures for every machine of the atlas, and for no other", () => {
  const ids = atlas.map((entry) => entry.id).sort();
  expect(Object.keys(thresholds).sort()).toEqual(ids);
  expect(Object.keys(recordedCoverage).sort()).toEqual(ids);
});

pathCoverageTest(
  'every area but the live cams and messenger',
  atlas.filter((entry) => !isLive(entry)),
);
