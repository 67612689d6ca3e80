/**
 * Path coverage for QA (`npm run paths`): for each machine of the atlas, the paths generated from its
 * graph (`entryPaths`: its inputs, its events and payload variants, its graph settings) are replayed against the
 * machine in the atlas's sandbox (fake promise actors settled by the paths' steps, a simulated clock), and the
 * Coverage tracker counts the states and transitions they reached. No test runner: each replayed snapshot is
 * compared with the graph's structurally (graph.ts `sameState`), and the model tests' own effect checks are not
 * run here (they are in `npm test`).
 *
 * Each machine must reach 100 % of its states and at least the transition percentage recorded for it in
 * path-thresholds.json (today's figure, only ever raised: `npm run paths -- --record`).
 */
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { sandbox } from '../../app/atlas/define.ts';
import { FakeActors } from '../../app/atlas/fakes.ts';
import { Coverage } from './coverage.ts';
import { describePath, entryPaths, replayPath } from './graph.ts';

export type Count = { reached: number; total: number };

export type PathRow = {
  id: string;
  states: Count;
  transitions: Count;
  paths: number;
  missingStates: string[];
  missingTransitions: string[];
  /** Paths whose replay did not match the graph (a bug in the machine's model, or in the harness). */
  failures: string[];
};

/** Transition percentage each machine must reach at least, by atlas id. */
export type Thresholds = Record<string, number>;

/**
 * The figures the atlas page shows, by atlas id: app/atlas/coverage.json, written by `npm run paths -- --record`
 * and checked against today's by `npm run paths` and paths.test.ts (replaying the session's paths takes seconds,
 * so the page never computes them).
 */
export type RecordedCoverage = Record<string, { states: Count; transitions: Count; paths: number }>;

export const coverageRecord = (rows: readonly PathRow[]): RecordedCoverage =>
  Object.fromEntries(rows.map((row) => [row.id, { states: row.states, transitions: row.transitions, paths: row.paths }]));

/** The recorded figures that differ from today's (a machine, or its states, transitions or paths changed). */
export function staleCoverage(rows: readonly PathRow[], recordedCoverage: RecordedCoverage): string[] {
  const today = coverageRecord(rows);
  const ids = [...new Set([...Object.keys(today), ...Object.keys(recordedCoverage)])];
  return ids
    .filter((id) => JSON.stringify(today[id]) !== JSON.stringify(recordedCoverage[id]))
    .map((id) => `${id}: app/atlas/coverage.json has ${JSON.stringify(recordedCoverage[id] ?? null)}, today ${JSON.stringify(today[id] ?? null)}`);
}

/** reached/total in %, 100 when there is nothing to reach (a root without child states). */
export const percent = ({ reached, total }: Count): number => (total === 0 ? 100 : (reached * 100) / total);

/** A percentage as recorded: rounded down to one decimal, so the recorded figure is never above the real one. */
export const recorded = (count: Count): number => Math.floor(percent(count) * 10) / 10;

export async function pathCoverage(entry: AtlasEntry): Promise<PathRow> {
  const paths = entryPaths(entry);
  const coverage = new Coverage(entry.id, entry.machine);
  const failures: string[] = [];
  // One sandbox for every path (its fakes reset between them): building the machine anew for each path doubled the time.
  const fakes = new FakeActors();
  const machine = sandbox(entry, fakes);
  for (const { name, input, path } of paths) {
    fakes.reset();
    try {
      await replayPath(path, {
        machine,
        input,
        fakes,
        delays: entry.delays,
        contextView: entry.graph.contextView as ((context: unknown) => unknown) | undefined,
        inspect: coverage.inspect,
      });
    } catch (error) {
      failures.push(`[${name}] ${describePath(path)}: ${(error as Error).message}`);
    }
  }
  const row = coverage.row();
  return {
    id: entry.id,
    states: { reached: row.statesReached, total: row.statesTotal },
    transitions: { reached: row.transitionsReached, total: row.transitionsTotal },
    paths: paths.length,
    missingStates: row.missingStates,
    missingTransitions: row.missingTransitions,
    failures,
  };
}

export async function pathCoverageOf(entries: readonly AtlasEntry[]): Promise<PathRow[]> {
  const rows: PathRow[] = [];
  for (const entry of entries) rows.push(await pathCoverage(entry));
  return rows;
}

const sum = (counts: Count[]): Count => ({
  reached: counts.reduce((n, c) => n + c.reached, 0),
  total: counts.reduce((n, c) => n + c.total, 0),
});

export const totals = (rows: PathRow[]) => ({
  states: sum(rows.map((r) => r.states)),
  transitions: sum(rows.map((r) => r.transitions)),
  paths: rows.reduce((n, r) => n + r.paths, 0),
});

/** What makes the check fail: states below 100 %, transitions below the recorded threshold, no threshold, a replay that failed. */
export function problems(rows: PathRow[], thresholds: Thresholds): string[] {
  return rows.flatMap((row) => {
    const found: string[] = [];
    const threshold = thresholds[row.id];
    if (row.states.reached < row.states.total) found.push(`${row.id}: states ${row.states.reached}/${row.states.total}, below 100 %`);
    if (threshold === undefined) found.push(`${row.id}: no transition threshold recorded in path-thresholds.json (npm run paths -- --record)`);
    else if (percent(row.transitions) < threshold) {
      found.push(`${row.id}: transitions ${percent(row.transitions).toFixed(1)} %, below the ${threshold} % recorded`);
    }
    for (const failure of row.failures) found.push(`${row.id}: replay failed ${failure}`);
    return found;
  });
}

/** Today's figures where they are higher than the recorded ones (never lower); machines no longer in the atlas dropped. */
export function raised(rows: PathRow[], thresholds: Thresholds): Thresholds {
  return Object.fromEntries(rows.map((row) => [row.id, Math.max(thresholds[row.id] ?? 0, recorded(row.transitions))]));
}

const cell = (count: Count): string => `${count.reached}/${count.total} (${percent(count).toFixed(percent(count) % 1 === 0 ? 0 : 1)} %)`;

/** The table: machine | states | transitions | paths | threshold, a totals row, then what was not reached. */
export function formatTable(rows: PathRow[], thresholds: Thresholds): string {
  const all = totals(rows);
  const body = [
    ['machine', 'states', 'transitions', 'paths', 'threshold'],
    ...rows.map((row) => [
      row.id,
      cell(row.states),
      cell(row.transitions),
      String(row.paths),
      thresholds[row.id] === undefined ? '—' : `${thresholds[row.id]} %`,
    ]),
    ['total', cell(all.states), cell(all.transitions), String(all.paths), ''],
  ];
  const widths = body[0]!.map((_, i) => Math.max(...body.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const table = [line(body[0]!), rule, ...body.slice(1, -1).map(line), rule, line(body.at(-1)!)];
  const missing = rows.flatMap((row) => [
    ...row.missingStates.map((id) => `${row.id}: state not reached: ${id}`),
    ...row.missingTransitions.map((key) => `${row.id}: transition not taken: ${key}`),
  ]);
  return [...table, ...(missing.length > 0 ? ['', ...missing] : [])].join('\n');
}
