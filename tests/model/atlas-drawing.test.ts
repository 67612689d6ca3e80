/**
 * The atlas draws every machine of the registry as it is: the drawn states are exactly the machine's
 * state nodes (ids, kinds, nesting, initial children), and the drawn transitions — the labelled arrows, and the
 * lines inside a state for transitions without a target — are exactly its transitions (source, targets, event,
 * guard, delay). What the drawing should hold is derived here from the machine's own serialised definition
 * (`machine.toJSON()`) and, for the eventless `always` transitions it leaves out, from the machine's config; not
 * from the StateNode API the drawing code reads. The layout is checked too: nested boxes inside their parents,
 * arrows from their source to their target, labels inside the drawing.
 */
import { describe, expect, it } from 'vitest';
import { and, createMachine, not } from 'xstate';
import { chartOf, guardName, specRefs } from '../../app/atlas/chart.ts';
import type { AtlasEntry } from '../../app/atlas/define.ts';
import { drawMachine } from '../../app/atlas/layout.ts';
import { atlas } from '../../app/atlas/registry.ts';
import type { Box, DrawnChart, Point, StatechartData } from '../../views/atlas/chart-types.ts';

type Json = Record<string, unknown>;
type ExpectedState = { id: string; type: string; parent: string | null; initial: string | null };

/** The label the atlas promises: 'EVENT [guard]', 'after DELAY', 'always', 'done: actor', 'error: actor'. */
function expectedLabel(eventType: string, guard: string | null, delay: string | number | undefined): string {
  let event = eventType;
  if (eventType === '') event = 'always';
  else if (eventType.startsWith('xstate.after.')) event = `after ${typeof delay === 'number' ? `${delay} ms` : delay}`;
  else if (eventType.startsWith('xstate.done.actor.')) event = `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  else if (eventType.startsWith('xstate.error.actor.')) event = `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  else if (eventType.startsWith('xstate.done.state.')) event = `done: ${eventType.slice('xstate.done.state.'.length)}`;
  return guard ? `${event} [${guard}]` : event;
}

/** A guard as written: a name, `{ type, params }`, or a function (its name). */
/** A guard as written: its name, `{ type }`'s type, and `and`/`or`/`not` with their operands spelled out. */
const writtenGuard = (guard: unknown): string | null => {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard !== 'function') return String((guard as Json).type);
  const operands = (guard as { guards?: unknown[] }).guards;
  return operands ? `${guard.name}(${operands.map(writtenGuard).join(', ')})` : guard.name;
};

const key = (source: string, label: string, targets: readonly string[]) => `${source} | ${label} → ${[...targets].sort().join(', ')}`;

/** What the drawing must show, from the serialised definition plus the config's `always` transitions. */
function expectedOf(entry: AtlasEntry) {
  const definition = JSON.parse(JSON.stringify(entry.machine.toJSON())) as Json;
  const raw = entry.machine.toJSON() as unknown as Json; // guards as written (JSON drops functions)
  const states: ExpectedState[] = [];
  const transitions: string[] = [];
  const walk = (node: Json, rawNode: Json, config: Json, parent: string | null) => {
    const id = String(node.id);
    const initialTargets = ((node.initial as Json | undefined)?.target as string[] | undefined) ?? [];
    states.push({ id, type: String(node.type), parent, initial: node.type === 'compound' ? (initialTargets[0]?.replace(/^#/, '') ?? null) : null });
    const rawTransitions = rawNode.transitions as Json[];
    (node.transitions as Json[]).forEach((t, i) => {
      const targets = ((t.target as string[] | undefined) ?? []).map((target) => target.replace(/^#/, ''));
      transitions.push(key(id, expectedLabel(String(t.eventType), writtenGuard(rawTransitions[i]?.guard), t.delay as string | number), targets));
    });
    // `always` is not in XState's definition: read it from the config, resolving its targets as XState does.
    const always = config.always === undefined ? [] : Array.isArray(config.always) ? config.always : [config.always];
    for (const t of always as (Json | string)[]) {
      const written = typeof t === 'string' ? { target: t } : t;
      const targets = (written.target === undefined ? [] : Array.isArray(written.target) ? written.target : [written.target]).map((target: string) =>
        target.startsWith('#') ? target.slice(1) : target.startsWith('.') ? `${id}${target}` : `${parent}.${target}`,
      );
      transitions.push(key(id, expectedLabel('', writtenGuard(written.guard), undefined), targets));
    }
    const children = (node.states ?? {}) as Record<string, Json>;
    const rawChildren = (rawNode.states ?? {}) as Record<string, Json>;
    const configChildren = (config.states ?? {}) as Record<string, Json>;
    for (const [name, child] of Object.entries(children)) walk(child, rawChildren[name] as Json, configChildren[name] ?? {}, id);
  };
  walk(definition, raw, entry.machine.config as Json, null);
  return { states, transitions };
}

/** The transitions as drawn: each arrow's label lines with its target, and the 'on …' lines inside states. */
function drawnTransitions(chart: StatechartData, drawing: DrawnChart): string[] {
  const byTransition = new Map<string, { source: string; label: string; targets: string[] }>();
  for (const edge of drawing.edges) {
    expect(edge.label.lines).toHaveLength(edge.transitions.length);
    edge.transitions.forEach((id, i) => {
      const drawn = byTransition.get(id) ?? { source: edge.source, label: edge.label.lines[i] ?? '', targets: [] };
      expect(drawn.label).toBe(edge.label.lines[i]);
      drawn.targets.push(edge.target);
      byTransition.set(id, drawn);
    });
  }
  const targetless = drawing.states.flatMap((state) =>
    state.lines.filter((line) => line.startsWith('on ')).map((line) => key(state.id, line.slice('on '.length), [])),
  );
  expect(byTransition.size + targetless.length).toBe(chart.transitions.length);
  return [...[...byTransition.values()].map((t) => key(t.source, t.label, t.targets)), ...targetless];
}

const inside = (p: Point, box: Box, slack = 1.5) =>
  p.x >= box.x - slack && p.x <= box.x + box.width + slack && p.y >= box.y - slack && p.y <= box.y + box.height + slack;
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.2 &&
  inner.y + inner.height <= outer.y + outer.height + 0.2;

describe('the atlas draws every machine as it is', () => {
  it.each(atlas.map((entry) => [entry.id, entry] as const))(
    '%s: the drawn states are its state nodes, with their kinds, nesting and initial children',
    async (_, entry) => {
      const { chart, drawing } = await drawMachine(entry.machine, entry.spec);
      const expected = expectedOf(entry);
      expect(drawing.states.map((s) => s.id).sort()).toEqual(expected.states.map((s) => s.id).sort());
      const drawnKinds = chart.states.map(({ id, type, parent, initial }) => ({ id, type, parent, initial }));
      expect(drawnKinds.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.states.sort((a, b) => a.id.localeCompare(b.id)));
      // An initial marker for each compound state, pointing at its initial child.
      expect(drawing.initials.map((i) => `${i.parent} → ${i.target}`).sort()).toEqual(
        expected.states
          .filter((s) => s.initial)
          .map((s) => `${s.id} → ${s.initial}`)
          .sort(),
      );
    },
  );

  it.each(atlas.map((entry) => [entry.id, entry] as const))(
    '%s: the drawn transitions are its transitions (source, targets, event, guard, delay)',
    async (_, entry) => {
      const { chart, drawing } = await drawMachine(entry.machine, entry.spec);
      expect(drawnTransitions(chart, drawing).sort()).toEqual(expectedOf(entry).transitions.sort());
    },
  );

  it.each(atlas.map((entry) => [entry.id, entry] as const))(
    '%s: boxes nest in their parents, arrows run from source to target, labels lie inside the drawing',
    async (_, entry) => {
      const { chart, drawing } = await drawMachine(entry.machine, entry.spec);
      const boxes = new Map(drawing.states.map((box) => [box.id, box]));
      const canvas = { x: 0, y: 0, width: drawing.width, height: drawing.height };
      for (const state of chart.states) {
        const box = boxes.get(state.id)!;
        expect(box.width).toBeGreaterThan(0);
        expect(contains(state.parent ? boxes.get(state.parent)! : canvas, box), `${state.id} inside ${state.parent ?? 'the drawing'}`).toBe(true);
      }
      for (const edge of drawing.edges) {
        expect(edge.points.length).toBeGreaterThanOrEqual(2);
        expect(inside(edge.points[0]!, boxes.get(edge.source)!), `${edge.id} starts at its source`).toBe(true);
        expect(inside(edge.points.at(-1)!, boxes.get(edge.target)!), `${edge.id} ends at its target`).toBe(true);
        expect(contains(canvas, edge.label), `${edge.id}'s label inside the drawing`).toBe(true);
      }
      for (const initial of drawing.initials) expect(inside(initial.points.at(-1)!, boxes.get(initial.target)!)).toBe(true);
    },
  );

  it('lays a machine out once and keeps it', async () => {
    const entry = atlas.find((e) => e.id === 'session')!;
    expect(await drawMachine(entry.machine)).toBe(await drawMachine(entry.machine));
  });
});

describe('chart helpers', () => {
  it('names guards: a name, the type of { type, params }, higher-order guards with their operands', () => {
    expect(guardName(undefined)).toBeNull();
    expect(guardName('canWatchFull')).toBe('canWatchFull');
    expect(guardName({ type: 'reasonIs', params: 'forced' })).toBe('reasonIs');
    expect(guardName(and(['a', not('b')]))).toBe('and(a, not(b))');
    expect(guardName(function isReady() {})).toBe('isReady');
  });

  it("finds the spec sections a description names, a section without a document taking the last one named or the machine's", () => {
    expect(specRefs("Spec 000 §4 'Session start', 'Logout'; §8 refresh errors; §9 token constants.")).toEqual([
      "000 §4 'Session start'",
      '000 §8',
      '000 §9',
    ]);
    expect(specRefs('The single refresh (§4 Token lifecycle).', '000')).toEqual(['000 §4']);
    expect(specRefs("DESIGN 'Composition': one root actor", '000')).toEqual(["DESIGN 'Composition'"]);
    expect(specRefs('Waiting 1 s after load.', '000')).toEqual([]);
  });

  it('draws parallel regions, final and history states and delays given in ms', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { after: { 500: 'b' } },
        b: {
          type: 'parallel',
          states: {
            left: { initial: 'x', states: { x: { on: { GO: 'y' } }, y: { type: 'final' } } },
            right: { initial: 'h1', states: { h1: {}, hist: { type: 'history', history: 'deep' } } },
          },
          onDone: 'a',
        },
      },
    });
    const chart = chartOf(machine);
    const byId = new Map(chart.states.map((s) => [s.id, s]));
    expect(byId.get('m.b')?.type).toBe('parallel');
    expect(byId.get('m.b.left')?.region).toBe(true);
    expect(byId.get('m.b.left.y')?.type).toBe('final');
    expect(byId.get('m.b.right.hist')).toMatchObject({ type: 'history', history: 'deep' });
    expect(chart.transitions.map((t) => t.label).sort()).toEqual(['GO', 'after 500 ms', 'done: m.b']);
  });
});
