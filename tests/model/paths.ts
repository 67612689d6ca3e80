/**
 * `npm run paths`: the path coverage table of every machine in the atlas (path-coverage.ts), checked against
 * path-thresholds.json. Exits 1 when a machine reaches less than 100 % of its states, less than its recorded
 * transition percentage, has no recorded threshold, or a path's replay does not match its graph, or when the
 * figures the atlas page shows (app/atlas/coverage.json) are not today's.
 *
 * `npm run paths -- --record` first raises the recorded thresholds to today's figures (never lowers them) and
 * records machines that have none, and writes today's figures into app/atlas/coverage.json; commit both files with
 * the change that moved them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { atlas } from '../../app/atlas/registry.ts';
import type { RecordedCoverage, Thresholds } from './path-coverage.ts';
import { coverageRecord, formatTable, pathCoverageOf, problems, raised, staleCoverage } from './path-coverage.ts';

const file = new URL('./path-thresholds.json', import.meta.url);
const coverageFile = new URL('../../app/atlas/coverage.json', import.meta.url);
const record = process.argv.includes('--record');

let thresholds: Thresholds = JSON.parse(readFileSync(file, 'utf8'));
const rows = await pathCoverageOf(atlas);

for (const id of Object.keys(thresholds)) {
  if (!atlas.some((entry) => entry.id === id)) console.warn(`path-thresholds.json: ${id} is not in the atlas${record ? ' (dropped)' : ''}`);
}
if (record) {
  const next = raised(rows, thresholds);
  if (JSON.stringify(next) !== JSON.stringify(thresholds)) {
    writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
    console.log("path-thresholds.json: recorded today's transition figures where they were higher\n");
  }
  thresholds = next;
  writeFileSync(coverageFile, `${JSON.stringify(coverageRecord(rows), null, 2)}\n`);
}

console.log(formatTable(rows, thresholds));
const recordedCoverage: RecordedCoverage = JSON.parse(readFileSync(coverageFile, 'utf8'));
const stale = staleCoverage(rows, recordedCoverage).map((line) => `${line} (npm run paths -- --record)`);
const found = [...problems(rows, thresholds), ...stale];
if (found.length > 0) {
  console.error(`\nPath coverage below its thresholds:\n${found.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
}
