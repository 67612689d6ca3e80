/**
 * `/_atlas/{id}/`: one machine — its statechart drawn (scrolling and zooming inside its box), the same
 * states and transitions as a list beside it (what a screen reader reads: the drawing is an image), the spec
 * sections it implements and those its states' and transitions' descriptions name, its path coverage, and its
 * definition to download as JSON for Stately's tools.
 */
import { type ReactNode, useRef } from 'react';
import { CoverageFigures, LIFETIMES, areaTitle } from './AtlasIndexPage.tsx';
import type { AtlasMachineData, ChartState, ChartTransition, StatechartData } from './chart-types.ts';
import type { OperableTransitions } from './EdgeLabel.tsx';
import { StatechartDrawing } from './StatechartDrawing.tsx';
import './atlas.css';

export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2] as const;

export interface AtlasMachinePageProps {
  data: AtlasMachineData;
  /** The drawing's scale (1 = its layout's pixels). */
  scale: number;
  onScale: (scale: number) => void;
  /** State node ids to highlight in the drawing and the list (a snapshot's active state nodes). */
  active?: ReadonlySet<string>;
  /** The live inspection of the visitor's own actor ('Inspect this visit'), when the visit runs one; or a sandbox. */
  inspect?: ReactNode;
  /** Transitions the drawing offers as controls (a running sandbox's), by id, with their accessible names. */
  operable?: OperableTransitions;
  onOperate?: (transitionId: string) => void;
}

const jsonHref = (json: string) => `data:application/json;charset=utf-8,${encodeURIComponent(json)}`;

/** What kind of state it is, in words: root, initial, parallel, region, final, history. */
function stateKinds(state: ChartState, chart: StatechartData): string[] {
  const parent = chart.states.find((s) => s.id === state.parent);
  return [
    state.parent === null ? 'root' : '',
    parent?.initial === state.id ? 'initial' : '',
    state.type === 'parallel' ? 'parallel' : '',
    state.region ? 'parallel region' : '',
    state.type === 'final' ? 'final' : '',
    state.type === 'history' ? `${state.history} history` : '',
  ].filter(Boolean);
}

function SpecLine({ spec }: { spec: readonly string[] }) {
  if (spec.length === 0) return null;
  return (
    <p>
      Spec: <cite>{spec.join(' · ')}</cite>
    </p>
  );
}

function TransitionItem({ transition }: { transition: ChartTransition }) {
  return (
    <li data-transition-id={transition.id}>
      <code>{transition.label}</code> →{' '}
      {transition.targets.length === 0 ? (
        <span className="atlas-kind">no target (actions only)</span>
      ) : (
        transition.targets.map((target, i) => (
          <span key={target}>
            {i > 0 ? ', ' : null}
            <code>{target}</code>
          </span>
        ))
      )}
      {transition.actions.length > 0 ? <span className="atlas-kind"> · actions: {transition.actions.join(', ')}</span> : null}
      {transition.description ? <p>{transition.description}</p> : null}
      <SpecLine spec={transition.spec} />
    </li>
  );
}

/** The states in document order, each with the transitions leaving it. */
function ChartList({ chart, active }: { chart: StatechartData; active?: ReadonlySet<string> }) {
  return (
    <ul className="atlas-list">
      {chart.states.map((state) => {
        const kinds = stateKinds(state, chart);
        const leaving = chart.transitions.filter((t) => t.source === state.id);
        return (
          <li key={state.id} data-state-id={state.id} className={active?.has(state.id) ? 'is-active' : undefined}>
            <code>{state.id}</code>
            {kinds.length > 0 ? <span className="atlas-kind"> ({kinds.join(', ')})</span> : null}
            {active?.has(state.id) ? <strong> active</strong> : null}
            {state.invokes.length > 0 ? <p>Invokes {state.invokes.join(', ')}.</p> : null}
            {state.description ? <p>{state.description}</p> : null}
            <SpecLine spec={state.spec} />
            {leaving.length > 0 ? (
              <ul aria-label={`Transitions from ${state.key}`}>
                {leaving.map((transition) => (
                  <TransitionItem key={transition.id} transition={transition} />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function ZoomControls({ scale, onScale, fitScale }: { scale: number; onScale: (scale: number) => void; fitScale: () => number }) {
  const index = ZOOM_STEPS.findIndex((step) => step >= scale - 0.001);
  const smaller = [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001);
  const larger = ZOOM_STEPS.find((step) => step > scale + 0.001);
  return (
    <fieldset className="atlas-zoom">
      <legend className="cat-visually-hidden">Zoom the drawing</legend>
      <button type="button" className="cat-button" onClick={() => smaller && onScale(smaller)} disabled={!smaller} aria-label="Zoom out">
        −
      </button>
      <output aria-live="polite">{Math.round(scale * 100)} %</output>
      <button type="button" className="cat-button" onClick={() => larger && onScale(larger)} disabled={!larger || index === -1} aria-label="Zoom in">
        +
      </button>
      <button type="button" className="cat-button" onClick={() => onScale(fitScale())}>
        Fit
      </button>
      <button type="button" className="cat-button" onClick={() => onScale(1)} disabled={scale === 1}>
        100 %
      </button>
    </fieldset>
  );
}

export function AtlasMachinePage({ data, scale, onScale, active, inspect, operable, onOperate }: AtlasMachinePageProps) {
  const { summary, chart, drawing, json } = data;
  const canvas = useRef<HTMLElement>(null);
  // Fit the width of the box (never above 100 %): measured when asked, never while rendering.
  const fitScale = () => Math.max(0.1, Math.min(1, ((canvas.current?.clientWidth ?? drawing.width) - 2) / drawing.width));
  return (
    <div className="cat-page atlas-page">
      <div className="atlas-machine-head">
        <div>
          <h1>{summary.title}</h1>
          <p className="atlas-meta">
            <code className="atlas-id">machines/{summary.id}.machine.ts</code> · machine id <code className="atlas-id">{chart.id}</code> · area{' '}
            {areaTitle(summary.area)} · {LIFETIMES[summary.lifetime]}
          </p>
        </div>
        <div className="atlas-downloads">
          <a className="cat-button cat-button--accent" href={jsonHref(json.config)} download={`${summary.id}.json`}>
            Download JSON
          </a>
          <a className="cat-button" href={jsonHref(json.definition)} download={`${summary.id}.definition.json`}>
            XState definition
          </a>
        </div>
      </div>
      <p className="atlas-lead">{summary.description}</p>
      {inspect}
      <div className="atlas-layout">
        <figure className="atlas-figure">
          <ZoomControls scale={scale} onScale={onScale} fitScale={fitScale} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it (axe scrollable-region-focusable). */}
          <section ref={canvas} className="atlas-canvas" tabIndex={0} aria-label={`Statechart of ${summary.title}, scrollable`}>
            <StatechartDrawing
              chart={chart}
              drawing={drawing}
              title={`Statechart of ${summary.title}`}
              active={active}
              scale={scale}
              operable={operable}
              onOperate={onOperate}
            />
          </section>
          <figcaption>
            {chart.states.length} states and {chart.transitions.length} transitions, listed under “States and transitions”. Download JSON gives the
            machine's config as Stately's inspector reads it; XState definition is <code>machine.toJSON()</code>, which leaves eventless (always)
            transitions out.
          </figcaption>
        </figure>
        <section className="atlas-details" aria-labelledby="atlas-details-title">
          <h2 id="atlas-details-title">States and transitions</h2>
          <h3>Spec sections</h3>
          <ul className="atlas-spec">
            {summary.spec.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
          <h3>Path coverage</h3>
          <CoverageFigures coverage={summary.coverage} />
          <h3>
            {chart.states.length} states, {chart.transitions.length} transitions
          </h3>
          <ChartList chart={chart} active={active} />
        </section>
      </div>
    </div>
  );
}
