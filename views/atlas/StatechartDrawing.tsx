/**
 * A statechart drawn as SVG from its laid-out data: rounded boxes for states, nested boxes for compound
 * and parallel states (a parallel state's regions with a dashed border), an initial marker (a dot with its arrow)
 * in each compound state, a double border for final states, a circle with H / H* for history states, and arrows
 * labelled 'EVENT [guard]' or 'after DELAY'. Every state's group carries `data-state-id` (the state node's id):
 * the states in `active` are highlighted (a live inspection passes the snapshot's active state node ids).
 *
 * While a sandbox runs, the transitions it can take now are controls on their labels (`operable`, EdgeLabel.tsx):
 * a click, Enter or Space calls `onOperate` with the transition's id, and their arrows are marked as available.
 *
 * The drawing is an image for screen readers (its title says so); the same states and transitions are in the
 * page's list beside it. With controls in it, it is a group of them named by its title, the picture hidden.
 */
import { useRef } from 'react';
import type { ChartState, DrawnChart, DrawnState, Point, StatechartData } from './chart-types.ts';
import { EdgeLabel, type OperableTransitions } from './EdgeLabel.tsx';
import { useFocusReturn } from './focus-return.ts';
import { HISTORY_SIZE, INITIAL_DOT, LINE_FONT, LINE_HEIGHT, NAME_FONT, STATE_PAD_X } from './metrics.ts';

export interface StatechartDrawingProps {
  chart: StatechartData;
  drawing: DrawnChart;
  /** The accessible name of the drawing. */
  title: string;
  /** State node ids to highlight (a snapshot's active state nodes). */
  active?: ReadonlySet<string>;
  /** Drawn at this scale (1 = the layout's pixels). */
  scale?: number;
  /** Transitions that can be taken now (a sandbox's), by id, with their controls' accessible names. */
  operable?: OperableTransitions;
  /** Takes a transition of `operable`. */
  onOperate?: (transitionId: string) => void;
}

const CORNER = 5;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** An orthogonal route as a path, its bends rounded. */
export function pathOf(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const parts = [`M${first.x} ${first.y}`];
  rest.forEach((p, i) => {
    const prev = points[i] as Point;
    const next = rest[i + 1];
    if (!next) {
      parts.push(`L${p.x} ${p.y}`);
      return;
    }
    const inLength = Math.hypot(p.x - prev.x, p.y - prev.y);
    const outLength = Math.hypot(next.x - p.x, next.y - p.y);
    const r = Math.min(CORNER, inLength / 2, outLength / 2);
    if (r <= 0) {
      parts.push(`L${p.x} ${p.y}`);
      return;
    }
    const before = { x: round1(p.x - ((p.x - prev.x) / inLength) * r), y: round1(p.y - ((p.y - prev.y) / inLength) * r) };
    const after = { x: round1(p.x + ((next.x - p.x) / outLength) * r), y: round1(p.y + ((next.y - p.y) / outLength) * r) };
    parts.push(`L${before.x} ${before.y}`, `Q${p.x} ${p.y} ${after.x} ${after.y}`);
  });
  return parts.join(' ');
}

/** A safe fragment of an element id from a machine id (markers are referenced by id). */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

function stateClass(state: ChartState, container: boolean, active: boolean): string {
  return [
    'atlas-state',
    `atlas-state--${state.type}`,
    container ? 'atlas-state--container' : '',
    state.region ? 'atlas-state--region' : '',
    active ? 'is-active' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function StateShape({ state, box, container, active }: { state: ChartState; box: DrawnState; container: boolean; active: boolean }) {
  const tooltip = [state.id, state.description].filter(Boolean).join(' — ');
  if (state.type === 'history') {
    const r = HISTORY_SIZE / 2;
    return (
      <g className={stateClass(state, false, active)} data-state-id={state.id} data-state-type={state.type} data-active={active ? 'true' : undefined}>
        <title>{tooltip}</title>
        <circle className="atlas-state-box" cx={box.x + r} cy={box.y + r} r={r - 1} />
        <text className="atlas-state-name" x={box.x + r} y={box.y + r + 4} textAnchor="middle" fontSize={NAME_FONT}>
          {state.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const nameY = box.y + 21;
  return (
    <g
      className={stateClass(state, container, active)}
      data-state-id={state.id}
      data-state-type={state.type}
      data-active={active ? 'true' : undefined}
    >
      <title>{tooltip}</title>
      <rect className="atlas-state-box" x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
      {state.type === 'final' ? (
        <rect className="atlas-state-inner" x={box.x + 4} y={box.y + 4} width={box.width - 8} height={box.height - 8} rx={5} />
      ) : null}
      <text className="atlas-state-name" x={box.x + STATE_PAD_X} y={nameY} fontSize={NAME_FONT}>
        {state.key}
        {state.spec.length > 0 ? <tspan className="atlas-state-spec"> §</tspan> : null}
      </text>
      {box.lines.map((line, i) => (
        <text key={line} className="atlas-state-line" x={box.x + STATE_PAD_X} y={nameY + (i + 1) * LINE_HEIGHT} fontSize={LINE_FONT}>
          {line}
        </text>
      ))}
    </g>
  );
}

export function StatechartDrawing({ chart, drawing, title, active, scale = 1, operable, onOperate }: StatechartDrawingProps) {
  const svg = useRef<SVGSVGElement>(null);
  const returnFocus = useFocusReturn(svg);
  const controls = onOperate !== undefined && drawing.edges.some((edge) => edge.transitions.some((id) => operable?.has(id)));
  const operate = (transitionId: string) => {
    returnFocus();
    onOperate?.(transitionId);
  };
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const containers = new Set(chart.states.map((state) => state.parent).filter((id): id is string => id !== null));
  const arrow = `atlas-arrow-${idPart(chart.id)}`;
  const titleId = `atlas-drawing-title-${idPart(chart.id)}`;
  // Parents before their children, so a nested box is drawn over its container.
  const states = [...drawing.states].sort((a, b) => (byId.get(a.id)?.depth ?? 0) - (byId.get(b.id)?.depth ?? 0));
  return (
    <svg
      ref={svg}
      className={controls ? 'atlas-drawing has-controls' : 'atlas-drawing'}
      role={controls ? 'group' : 'img'}
      aria-labelledby={titleId}
      width={Math.ceil(drawing.width * scale)}
      height={Math.ceil(drawing.height * scale)}
      viewBox={`0 0 ${Math.ceil(drawing.width)} ${Math.ceil(drawing.height)}`}
      data-machine-id={chart.id}
    >
      <title id={titleId}>{title}</title>
      <defs>
        <marker
          id={arrow}
          className="atlas-arrowhead"
          viewBox="0 0 10 10"
          refX={9}
          refY={5}
          markerWidth={8}
          markerHeight={8}
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" />
        </marker>
        {controls ? (
          // An offered transition's arrowhead: the accent's colour, the same size on its thicker line.
          <marker
            id={`${arrow}-operable`}
            className="atlas-arrowhead atlas-arrowhead--operable"
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerUnits="userSpaceOnUse"
            markerWidth={12}
            markerHeight={12}
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" />
          </marker>
        ) : null}
      </defs>
      <g aria-hidden={controls || undefined}>
        {states.map((box) => {
          const state = byId.get(box.id);
          return state ? (
            <StateShape key={box.id} state={state} box={box} container={containers.has(box.id)} active={active?.has(box.id) ?? false} />
          ) : null;
        })}
        {drawing.initials.map((initial) => (
          <g key={initial.parent} className="atlas-initial" data-initial-of={initial.parent} data-initial-target={initial.target}>
            <circle cx={initial.dot.x} cy={initial.dot.y} r={INITIAL_DOT / 2} />
            <path d={pathOf(initial.points)} markerEnd={`url(#${arrow})`} />
          </g>
        ))}
        {drawing.edges.map((edge) => {
          const offered = controls && edge.transitions.some((id) => operable?.has(id));
          return (
            <g
              key={edge.id}
              className={offered ? 'atlas-edge is-operable' : 'atlas-edge'}
              data-transitions={edge.transitions.join(' ')}
              data-source={edge.source}
              data-target={edge.target}
            >
              <path d={pathOf(edge.points)} markerEnd={`url(#${offered ? `${arrow}-operable` : arrow})`} />
            </g>
          );
        })}
      </g>
      {drawing.edges.map((edge) => (
        <EdgeLabel key={edge.id} edge={edge} operable={controls ? operable : undefined} onOperate={controls ? operate : undefined} />
      ))}
    </svg>
  );
}
