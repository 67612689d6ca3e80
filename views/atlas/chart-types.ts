/**
 * The atlas page's data as the views render it: plain, serialisable data the app derives from a machine
 * (app/atlas/chart.ts), lays out (app/atlas/layout.ts) and hands to the route's screen. Views know nothing of
 * XState's StateNode objects nor of the layout engine.
 */

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface ChartState {
  /** The state node's id (`session.settled.watch.idle`): what a snapshot's active nodes are named by. */
  id: string;
  key: string;
  type: StateType;
  parent: string | null;
  /** 0 for the root. */
  depth: number;
  /** A compound state's initial child (its id). */
  initial: string | null;
  /** A region of a parallel state. */
  region: boolean;
  history: 'shallow' | 'deep' | null;
  /** The actors it invokes (their src, or id for inline logic). */
  invokes: string[];
  entry: string[];
  exit: string[];
  tags: string[];
  description: string | null;
  /** The spec sections its description names. */
  spec: string[];
}

export interface ChartTransition {
  /** `<source id> --<event type or always>#<index>`: the key the path coverage counts it by. */
  id: string;
  source: string;
  /** Target state ids; empty for a transition that only runs actions. */
  targets: string[];
  /** XState's event type ('' for an eventless `always`). */
  eventType: string;
  kind: TransitionKind;
  /** The event as shown: the type, 'after DELAY', 'always', 'done: actor', 'error: actor'. */
  event: string;
  guard: string | null;
  delay: string | null;
  /** 'EVENT [guard]'. */
  label: string;
  reenter: boolean;
  actions: string[];
  description: string | null;
  spec: string[];
}

export interface StatechartData {
  /** The machine's id (its root state's id). */
  id: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };

/** A state as drawn: its box in the drawing's coordinates (absolute), and the lines written inside it. */
export interface DrawnState extends Box {
  id: string;
  /** Lines under the name: invoked actors, transitions without a target. */
  lines: string[];
}

/**
 * One arrow from a state to a state, for every transition between them (one line of its label each): a transition
 * with two targets has an arrow to each, and a transition without targets is a line inside its state instead.
 */
export interface DrawnEdge {
  /** `<source id>→<target id>`. */
  id: string;
  /** The transitions it draws (their ids), in the order of the label's lines. */
  transitions: string[];
  source: string;
  target: string;
  /** The route: start, bends, end (the arrowhead at the end). */
  points: Point[];
  label: Box & { lines: string[] };
}

/** A compound state's initial marker: a dot and its arrow to the initial child. */
export interface DrawnInitial {
  parent: string;
  target: string;
  dot: Point;
  points: Point[];
}

export interface DrawnChart {
  width: number;
  height: number;
  states: DrawnState[];
  edges: DrawnEdge[];
  initials: DrawnInitial[];
}

/** A machine's path coverage (tests/model/path-coverage.ts, recorded in app/atlas/coverage.json). */
export interface CoverageRow {
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  paths: number;
}

/** What the atlas shows of a machine besides its chart. */
export interface AtlasSummary {
  /** The machine's file stem (`machines/<id>.machine.ts`), its page's path segment. */
  id: string;
  title: string;
  spec: string[];
  description: string;
  area: string;
  /** The visit's root actor, a child of it for the whole visit, or a machine its route starts. */
  lifetime: 'root' | 'visit' | 'screen';
  coverage: CoverageRow | null;
}

/** `/_atlas/`: the machines grouped by area. */
export type AtlasIndexData = { areas: { area: string; machines: AtlasSummary[] }[] };

/** `/_atlas/{id}/`: one machine. */
export interface AtlasMachineData {
  summary: AtlasSummary;
  chart: StatechartData;
  drawing: DrawnChart;
  /** The names of its starting inputs (the registry's), for the sandbox. */
  inputs: string[];
  /** For a machine the visit runs for its whole length: its id among the visit's actors (VisitContext). */
  visitId: string | null;
  /** Its definition as JSON: the config as Stately's inspector reads it, and XState's `machine.toJSON()`. */
  json: { config: string; definition: string };
}
