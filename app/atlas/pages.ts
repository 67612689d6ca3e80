/**
 * The atlas pages' data, what the routes `/_atlas/` and `/_atlas/{id}/` load: the registry's machines
 * grouped by area with their path coverage, and one machine's chart, drawing and JSON exports. Loaded on the server
 * only, by a dynamic import from those routes' loaders, so no page's bundle carries the registry, the layout or elkjs.
 *
 * The coverage figures are read from coverage.json, which `npm run paths -- --record` writes and `npm test` keeps
 * current: replaying a machine's generated paths takes seconds (the session's 1320), so a page never computes them.
 */
import type { AnyStateMachine } from 'xstate';
import type { AtlasIndexData, AtlasMachineData, AtlasSummary, CoverageRow } from '../../views/atlas/chart-types.ts';
import { everyVisitMachine } from '../system/every-machine.ts';
import coverage from './coverage.json';
import type { AtlasArea, AtlasEntry } from './define.ts';
import { drawMachine } from './layout.ts';
import { atlas } from './registry.ts';

/** The areas in the order the index shows them. */
const AREAS: readonly AtlasArea[] = ['system', 'session', 'chrome', 'catalogue', 'sales', 'dashboard', 'cams', 'messenger'];

const recorded = coverage as Record<string, CoverageRow | undefined>;

export function atlasSummary(entry: AtlasEntry): AtlasSummary {
  return {
    id: entry.id,
    title: entry.title,
    spec: [...entry.spec],
    description: entry.description,
    area: entry.area,
    lifetime: entry.lifetime,
    coverage: recorded[entry.id] ?? null,
  };
}

/** Every machine of the registry, grouped by area (the registry's order within an area). */
export function atlasIndexData(): AtlasIndexData {
  return {
    areas: AREAS.map((area) => ({ area, machines: atlas.filter((entry) => entry.area === area).map(atlasSummary) })).filter(
      (group) => group.machines.length > 0,
    ),
  };
}

/**
 * A machine's definition as JSON for Stately's tools: its config as `@statelyai/inspect` sends it to Stately's
 * visualiser (functions named by their name, `{ type }`), and XState's own serialisation (`machine.toJSON()`,
 * the machine's `definition`; XState 5 leaves eventless `always` transitions out of it, the config has them).
 */
export function machineJson(machine: AnyStateMachine): { config: string; definition: string } {
  return {
    config: JSON.stringify(machine.config, (_key, value: unknown) => (typeof value === 'function' ? { type: value.name || 'inline' } : value)),
    definition: JSON.stringify(machine.toJSON()),
  };
}

/** One machine's page, or null when the registry has no machine of that id. */
export async function atlasMachineData(id: string): Promise<AtlasMachineData | null> {
  const entry = atlas.find((e) => e.id === id);
  if (!entry) return null;
  const { chart, drawing } = await drawMachine(entry.machine, entry.spec);
  return {
    summary: atlasSummary(entry),
    chart,
    drawing,
    inputs: Object.keys(entry.inputs),
    visitId: everyVisitMachine.find((m) => m.machine === entry.machine)?.id ?? null,
    json: machineJson(entry.machine),
  };
}
