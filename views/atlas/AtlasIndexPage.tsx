/**
 * `/_atlas/`: every machine of the registry grouped by area — title, id, how long it lives, description,
 * the spec sections it implements, and its path coverage (states and transitions the generated model-test paths
 * reach, and how many paths).
 */
import { AppLink } from '../ui/AppLink.tsx';
import type { AtlasIndexData, AtlasSummary, CoverageRow } from './chart-types.ts';
import './atlas.css';

export const LIFETIMES: Record<AtlasSummary['lifetime'], string> = {
  root: "the visit's root actor",
  visit: 'lives for the whole visit',
  screen: 'started by its route',
};

/** An area's heading: its name with a capital. */
export const areaTitle = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

const percent = ({ reached, total }: { reached: number; total: number }) => (total === 0 ? 100 : Math.floor((reached * 1000) / total) / 10);
const figure = (count: { reached: number; total: number }) => `${count.reached}/${count.total} (${percent(count)} %)`;

/** A machine's coverage row: states reached/total, transitions reached/total, paths. */
export function CoverageFigures({ coverage }: { coverage: CoverageRow | null }) {
  if (!coverage) return <p className="atlas-meta">No path coverage recorded (npm run paths -- --record).</p>;
  return (
    <dl className="atlas-coverage" aria-label="Path coverage">
      <dt>States</dt>
      <dd>{figure(coverage.states)}</dd>
      <dt>Transitions</dt>
      <dd>{figure(coverage.transitions)}</dd>
      <dt>Paths</dt>
      <dd>{coverage.paths}</dd>
    </dl>
  );
}

function MachineCard({ machine }: { machine: AtlasSummary }) {
  return (
    <li className="atlas-card" data-machine={machine.id}>
      <h3>
        <AppLink href={`/_atlas/${machine.id}/`}>{machine.title}</AppLink>
      </h3>
      <p className="atlas-meta">
        <code className="atlas-id">{machine.id}</code> · {LIFETIMES[machine.lifetime]}
      </p>
      <p>{machine.description}</p>
      <ul className="atlas-spec" aria-label={`Spec sections of ${machine.title}`}>
        {machine.spec.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ul>
      <CoverageFigures coverage={machine.coverage} />
    </li>
  );
}

export function AtlasIndexPage({ data }: { data: AtlasIndexData }) {
  const count = data.areas.reduce((n, area) => n + area.machines.length, 0);
  return (
    <div className="cat-page atlas-page">
      <h1>Machine atlas</h1>
      <p className="atlas-lead">
        The {count} statecharts of the site, by area: what each implements of the spec, and how much of it the generated model-test paths reach (npm
        run paths). Open one to see it drawn.
      </p>
      {data.areas.map(({ area, machines }) => (
        <section key={area} className="atlas-area" aria-labelledby={`atlas-area-${area}`}>
          <h2 id={`atlas-area-${area}`}>{areaTitle(area)}</h2>
          <ul className="atlas-machines">
            {machines.map((machine) => (
              <MachineCard key={machine.id} machine={machine} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
