/**
 * `npm run paths` as part of `npm test` (tests/model/paths*.test.ts), over some of the atlas's machines: each reaches
 * 100 % of its states and at least its recorded transition percentage with its generated paths, and the figures the
 * atlas page shows (app/atlas/coverage.json) are today's. The same computation as the script (path-coverage.ts); the
 * table is printed with the result. The atlas is checked in two files so that the two test workers share it (about
 * 20 s each instead of 45 s on one).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import type { RecordedCoverage, Thresholds } from './path-coverage.ts';
import { formatTable, pathCoverageOf, problems, staleCoverage } from './path-coverage.ts';

export const thresholds: Thresholds = JSON.parse(readFileSync(new URL('./path-thresholds.json', import.meta.url), 'utf8'));
export const recordedCoverage: RecordedCoverage = JSON.parse(readFileSync(new URL('../../app/atlas/coverage.json', import.meta.url), 'utf8'));

/** The path-coverage test of `entries` (`which` names them in its title). */
export function pathCoverageTest(which: string, entries: readonly AtlasEntry[]): void {
  describe(`path coverage (npm run paths): ${which}`, () => {
    it("reaches every state and at least the recorded share of transitions of every machine; the atlas page shows today's figures", async () => {
      const rows = await pathCoverageOf(entries);
      console.log(formatTable(rows, thresholds));
      expect(problems(rows, thresholds)).toEqual([]);
      // app/atlas/coverage.json is what /_atlas/ shows: `npm run paths -- --record` writes it.
      const ids = new Set(entries.map((entry) => entry.id));
      const recorded = Object.fromEntries(Object.entries(recordedCoverage).filter(([id]) => ids.has(id)));
      expect(staleCoverage(rows, recorded)).toEqual([]);
      // A safety net against a hang, not a speed target: the live half takes about 100 s here beside the other model
      // files, and CI's machines have run it 2.5 times slower (228 s, close to the 240 s this was).
    }, 600_000);
  });
}

/** The live cam and messenger areas (spec 002), whose machines take half the time: tests/model/paths-live.test.ts. */
export const isLive = (entry: AtlasEntry): boolean => entry.area === 'cams' || entry.area === 'messenger';
