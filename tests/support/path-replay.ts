/**
 * Path-driven end-to-end replay: the paths of a machine's own graph (its atlas entry's events and inputs,
 * tests/model/graph.ts) replayed in Chromium against the running site. Each input is a way a visitor arrives (their
 * cookies, what was done before, the page); each event is mapped once to what a visitor (or the site by itself) does;
 * after every step the page must show what the state's tags say. A table may map only some events: then only the
 * paths whose every step it maps are replayed, and of those the fewest that take every transition they can take.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AnyStateMachine, EventObject } from 'xstate';
import { expect } from 'vitest';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { type AnySnap, type NamedPath, describePath, entryPaths } from '../model/graph.ts';
import { waitForApp } from './browser.ts';

/**
 * How a visitor arrives for one of the entry's named inputs: their cookies, what happened before (which may depend on
 * the path about to be replayed, and may name the first page instead of `path`), the first page.
 */
export type Arrival = {
  cookies: Record<string, string>;
  path: string;
  /** Resolves to the first page's path when it is not `path`. */
  before?: (context: BrowserContext, named: NamedPath) => Promise<unknown>;
};
/** What a visitor does for an event of the graph (the page, the event, the state before it). */
export type Act = (page: Page, event: EventObject, before: AnySnap) => Promise<void>;

export interface PathTable {
  entry: AtlasEntry<AnyStateMachine>;
  arrivals: Record<string, Arrival>;
  /** The key of an event in `acts` (default: its type); null when no visitor can cause it on the site. */
  actOf?: (event: EventObject, before: AnySnap) => string | null;
  acts: Record<string, Act>;
  /** Whether a path the acts map can be replayed as a whole (e.g. its actor answers agree with one arrival); default yes. */
  consistent?: (named: NamedPath) => boolean;
  /** What the page shows, named as the tag of the state it shows. */
  shows: (page: Page) => Promise<string>;
  /** The tag the page must show in a state; undefined for a state the page passes through (not checked). */
  expected: (state: AnySnap) => string | undefined;
}

/** Nothing to do: the arrival itself, a delay passing, or what the site does on its own (an actor's answer). */
export const nothing: Act = async () => {};

const isDelay = (event: EventObject | undefined) => event?.type.startsWith('xstate.after.') ?? false;

function keyOf(table: PathTable, event: EventObject, before: AnySnap | undefined): string | null {
  if (event.type === 'xstate.init') return 'xstate.init';
  if (isDelay(event)) return 'xstate.after';
  if (!before) return null;
  return table.actOf ? table.actOf(event, before) : event.type;
}

function actFor(table: PathTable, event: EventObject, before: AnySnap | undefined): Act | undefined {
  const key = keyOf(table, event, before);
  if (key === 'xstate.init' || key === 'xstate.after') return nothing;
  return key === null ? undefined : table.acts[key];
}

/** Whether every step of a path has an act and its input an arrival. */
const replayable = (table: PathTable, named: NamedPath) =>
  table.arrivals[named.name] !== undefined &&
  named.path.steps.every((step, i) => actFor(table, step.event, named.path.steps[i - 1]?.state) !== undefined) &&
  (table.consistent?.(named) ?? true);

/** A path's transitions, as the state values and the act between them. */
const transitionsOf = (table: PathTable, { path }: NamedPath) =>
  path.steps.slice(1).map((step, i) => {
    const before = path.steps[i]?.state as AnySnap;
    return `${JSON.stringify(before.value)} ${keyOf(table, step.event, before)} ${JSON.stringify(step.state.value)}`;
  });

/**
 * The paths to replay: those the table can replay that end in a state the page shows; when the table maps only
 * some events, the fewest of them (greedy) that still take every transition (state, act, state) the others take.
 */
export function tablePaths(table: PathTable, opts: { cover?: boolean } = {}): NamedPath[] {
  const candidates = entryPaths(table.entry).filter(
    (named) => replayable(table, named) && table.expected(named.path.steps.at(-1)?.state as AnySnap) !== undefined,
  );
  if (!opts.cover) return candidates;
  const taken = new Set<string>();
  const chosen: NamedPath[] = [];
  for (;;) {
    let best: NamedPath | undefined;
    let gain = 0;
    for (const named of candidates) {
      const fresh = new Set(transitionsOf(table, named).filter((t) => !taken.has(t))).size;
      if (fresh > gain) [best, gain] = [named, fresh];
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const t of transitionsOf(table, best)) taken.add(t);
  }
}

/** The acts a path's steps map to, in order (for naming and checking a selection). */
export const actsOf = (table: PathTable, { path }: NamedPath) => path.steps.map((step, i) => keyOf(table, step.event, path.steps[i - 1]?.state));

export { describePath };

export async function replay(browser: Browser, siteUrl: string, table: PathTable, named: NamedPath) {
  const { name, path } = named;
  const arrival = table.arrivals[name];
  if (!arrival) throw new Error(`${table.entry.id}: no arrival for the input '${name}'`);
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(Object.entries(arrival.cookies).map(([cookie, value]) => ({ name: cookie, value, url: siteUrl })));
    const firstPage = await arrival.before?.(context, named);
    const first = typeof firstPage === 'string' ? firstPage : arrival.path;
    const page = await context.newPage();
    await page.goto(`${siteUrl}${first}`);
    await waitForApp(page);
    for (const [i, step] of path.steps.entries()) {
      const before = path.steps[i - 1]?.state as AnySnap;
      const act = actFor(table, step.event, before);
      if (!act) throw new Error(`${table.entry.id}: no act for ${step.event.type}`);
      await act(page, step.event, before);
      // A state left by a delay lasts only that long: the page is checked in the state the delay leads to.
      if (isDelay(path.steps[i + 1]?.event)) continue;
      const expected = table.expected(step.state);
      if (expected === undefined) continue;
      await expect
        .poll(() => table.shows(page), {
          timeout: 10_000,
          message: `step ${i + 1} (${step.event.type}) of ${name}: ${describePath(path)}: the page should show '${expected}'`,
        })
        .toBe(expected);
    }
  } finally {
    await context.close();
  }
}
