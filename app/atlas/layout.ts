/**
 * The statechart laid out: the chart (chart.ts) as an ELK graph — a compound node per nested or parallel
 * state, an initial marker node in each compound state with its arrow to the initial child, an edge per transition
 * target labelled 'EVENT [guard]' or 'after DELAY' — laid out by elkjs's layered algorithm across the hierarchy (as
 * Stately's visualiser does), and read back as plain boxes, routes and label boxes (views/atlas/chart-types.ts)
 * that React draws as SVG.
 *
 * elkjs is 1.6 MB of JavaScript: this module runs on the server only, loaded by a dynamic import from the atlas's
 * machine route (app/router/routes/atlas.tsx), which the browser's build leaves out; no page's bundle carries it. A
 * machine's layout is computed once per process and kept.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { AnyStateMachine } from 'xstate';
import type {
  ChartState,
  ChartTransition,
  DrawnChart,
  DrawnEdge,
  DrawnInitial,
  DrawnState,
  Point,
  StatechartData,
} from '../../views/atlas/chart-types.ts';
import {
  COMPOUND_PAD,
  HISTORY_SIZE,
  INITIAL_DOT,
  LABEL_FONT,
  LABEL_HEIGHT,
  LABEL_LINE,
  LABEL_PAD_X,
  LINE_FONT,
  LINE_HEIGHT,
  MIN_STATE_WIDTH,
  NAME_FONT,
  STATE_HEADER,
  STATE_PAD_X,
  textWidth,
} from '../../views/atlas/metrics.ts';
import { chartOf } from './chart.ts';

/** The id of a compound state's initial marker node. */
export const initialMarkerId = (stateId: string): string => `${stateId}::initial`;
/** The id of the arrow from one state to another. */
export const edgeId = (source: string, target: string): string => `${source}→${target}`;

/** The arrows of a chart: one per source and target, with the transitions it draws in document order. */
export function edgesOf(chart: StatechartData): { id: string; source: string; target: string; transitions: ChartTransition[] }[] {
  const edges = new Map<string, { id: string; source: string; target: string; transitions: ChartTransition[] }>();
  for (const t of chart.transitions) {
    for (const target of new Set(t.targets)) {
      const id = edgeId(t.source, target);
      const edge = edges.get(id) ?? { id, source: t.source, target, transitions: [] };
      edge.transitions.push(t);
      edges.set(id, edge);
    }
  }
  return [...edges.values()];
}

const labelSize = (lines: readonly string[]) => ({
  width: Math.max(...lines.map((line) => textWidth(line, LABEL_FONT))) + 2 * LABEL_PAD_X,
  height: LABEL_HEIGHT + (lines.length - 1) * LABEL_LINE,
});

/** The lines written inside a state under its name: its invoked actors, its transitions without a target. */
export function stateLines(state: ChartState, transitions: readonly ChartTransition[]): string[] {
  return [
    ...state.invokes.map((src) => `invoke ${src}`),
    ...transitions.filter((t) => t.source === state.id && t.targets.length === 0).map((t) => `on ${t.label}`),
  ];
}

const isContainer = (state: ChartState, chart: StatechartData) => chart.states.some((s) => s.parent === state.id);

/** The ELK graph of a chart: one root canvas holding the machine's root state. */
export function elkGraphOf(chart: StatechartData): ElkNode {
  const childrenOf = (id: string) => chart.states.filter((s) => s.parent === id);
  const edges: ElkExtendedEdge[] = [];
  const nodeOf = (state: ChartState): ElkNode => {
    const lines = stateLines(state, chart.transitions);
    // The name, and ' §' after it when its description names a spec section (StatechartDrawing).
    const name = state.spec.length > 0 ? `${state.key} §` : state.key;
    const textWide = Math.max(textWidth(name, NAME_FONT), ...lines.map((line) => textWidth(line, LINE_FONT)));
    const width = Math.max(MIN_STATE_WIDTH, textWide + 2 * STATE_PAD_X);
    const header = STATE_HEADER + lines.length * LINE_HEIGHT;
    if (state.type === 'history') return { id: state.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
    if (!isContainer(state, chart)) return { id: state.id, width, height: header };
    const children = childrenOf(state.id).map(nodeOf);
    if (state.initial) {
      // The marker starts its container's flow: the first layer, so its arrow enters the initial child from the left.
      const layoutOptions = { 'elk.layered.layering.layerConstraint': 'FIRST' };
      children.unshift({ id: initialMarkerId(state.id), width: INITIAL_DOT, height: INITIAL_DOT, layoutOptions });
      edges.push({ id: initialMarkerId(state.id), sources: [initialMarkerId(state.id)], targets: [state.initial] });
    }
    return {
      id: state.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${header + 4},left=${COMPOUND_PAD},bottom=${COMPOUND_PAD},right=${COMPOUND_PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${header + 2 * COMPOUND_PAD})`,
      },
    };
  };
  const root = chart.states.find((s) => s.parent === null);
  if (!root) throw new Error(`${chart.id}: no root state`);
  const rootNode = nodeOf(root);
  for (const edge of edgesOf(chart)) {
    const lines = edge.transitions.map((t) => t.label);
    edges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ id: `${edge.id}:label`, text: lines.join('\n'), ...labelSize(lines), layoutOptions: { 'elk.edgeLabels.inline': 'true' } }],
    });
  }
  return {
    id: '::canvas',
    layoutOptions: {
      'elk.algorithm': 'layered',
      // Left to right: a label sits on its (horizontal) arrow, read along it.
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '14',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [rootNode],
    edges,
  };
}

type LaidOut = ElkNode & { edges?: (ElkExtendedEdge & { sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[] })[] };

/** Reads the laid-out ELK graph back as the drawing's plain data (absolute coordinates, rounded to 0.1 px). */
export function drawnChartOf(chart: StatechartData, laidOut: LaidOut): DrawnChart {
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
  const point = (p: Point): Point => ({ x: round(p.x), y: round(p.y) });
  const boxes = new Map<string, ElkNode>();
  const visit = (node: ElkNode) => {
    boxes.set(node.id, node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(laidOut);
  const states: DrawnState[] = chart.states.map((state) => {
    const box = boxes.get(state.id);
    if (!box) throw new Error(`${chart.id}: ${state.id} was not laid out`);
    return {
      id: state.id,
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
      lines: stateLines(state, chart.transitions),
    };
  });
  const routeOf = (edge: NonNullable<LaidOut['edges']>[number]): Point[] =>
    (edge.sections ?? [])
      .flatMap((section, i) => [...(i === 0 ? [section.startPoint] : []), ...(section.bendPoints ?? []), section.endPoint])
      .map(point);
  const elkEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const edges: DrawnEdge[] = edgesOf(chart).map(({ id, source, target, transitions }) => {
    const edge = elkEdges.get(id);
    const label = edge?.labels?.[0];
    if (!edge || !label) throw new Error(`${chart.id}: the arrow ${id} was not laid out`);
    return {
      id,
      transitions: transitions.map((t) => t.id),
      source,
      target,
      points: routeOf(edge),
      label: { lines: transitions.map((t) => t.label), x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) },
    };
  });
  const initials: DrawnInitial[] = chart.states.flatMap((state) => {
    if (!state.initial) return [];
    const marker = boxes.get(initialMarkerId(state.id));
    const edge = elkEdges.get(initialMarkerId(state.id));
    if (!marker || !edge) return [];
    return [
      {
        parent: state.id,
        target: state.initial,
        dot: { x: round((marker.x ?? 0) + (marker.width ?? 0) / 2), y: round((marker.y ?? 0) + (marker.height ?? 0) / 2) },
        points: routeOf(edge),
      },
    ];
  });
  return { width: round(laidOut.width), height: round(laidOut.height), states, edges, initials };
}

type ElkInstance = { layout(graph: ElkNode): Promise<ElkNode> };
let elk: Promise<ElkInstance> | undefined;
/** elkjs's bundled build (no worker): one instance per process, loaded on first use. */
const engine = (): Promise<ElkInstance> => {
  elk ??= import('elkjs/lib/elk.bundled.js').then((module) => {
    const ELK = (module.default ?? module) as unknown as new () => ElkInstance;
    return new ELK();
  });
  return elk;
};

/** Lays out a chart. */
export async function layoutChart(chart: StatechartData): Promise<DrawnChart> {
  const laidOut = await (await engine()).layout(elkGraphOf(chart));
  return drawnChartOf(chart, laidOut as LaidOut);
}

export type MachineDrawing = { chart: StatechartData; drawing: DrawnChart };

const drawings = new Map<AnyStateMachine, Promise<MachineDrawing>>();

/** A machine's chart and drawing, laid out once and kept (the machines never change while the process runs). */
export function drawMachine(machine: AnyStateMachine, spec: readonly string[] = []): Promise<MachineDrawing> {
  let drawing = drawings.get(machine);
  if (!drawing) {
    const chart = chartOf(machine, spec);
    drawing = layoutChart(chart).then((laidOut) => ({ chart, drawing: laidOut }));
    // A failed layout is not kept: the next request tries again.
    drawing.catch(() => drawings.delete(machine));
    drawings.set(machine, drawing);
  }
  return drawing;
}
