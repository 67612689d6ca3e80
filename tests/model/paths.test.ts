/**
 * `npm run paths` as part of `npm test`: every machine of the atlas reaches 100 % of its states and at least its
 * recorded transition percentage with its generated paths, and path-thresholds.json records exactly the atlas's
 * machines; the figures the atlas page shows (app/atlas/coverage.json) are today's. The same computation as the script (path-coverage.ts); the table is printed with the result.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atlas } from '../../app/atlas/registry.ts';
import type { RecordedCoverage, Thresholds } from './path-coverage.ts';
import { formatTable, pathCoverageOf, problems, staleCoverage } from './path-coverage.ts';

const thresholds: Thresholds = JSON.parse(readFileSync(new URL('./path-thresholds.json', import.meta.url), 'utf8'));
const recordedCoverage: RecordedCoverage = JSON.parse(readFileSync(new URL('../../app/atlas/coverage.json', import.meta.url), 'utf8'));

describe('path coverage (npm run paths)', () => {
  it('records a threshold for every machine of the atlas, and for no other', () => {
    expect(Object.keys(thresholds).sort()).toEqual(atlas.map((entry) => entry.id).sort());
  });

  it("reaches every state and at least the recorded share of transitions of every machine; the atlas page shows today's figures", async () => {
    const rows = await pathCoverageOf(atlas);
    console.log(formatTable(rows, thresholds));
    expect(problems(rows, thresholds)).toEqual([]);
    // app/atlas/coverage.json is what /_atlas/ shows: `npm run paths -- --record` writes it.
    expect(staleCoverage(rows, recordedCoverage)).toEqual([]);
  }, 120_000);
});
