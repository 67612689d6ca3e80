/**
 * 'Inspect this visit' on a machine's atlas page: a toggle, and while it is on the visitor's own actor's
 * state value, tags and last events (newest first, payloads as JSON). Plain data in, a callback out: the container
 * (views/containers/atlas-inspection.ts) reads the actor.
 */

export interface InspectedEventView {
  seq: number;
  type: string;
  /** The sender's actor id, 'itself', or null when sent from outside the system. */
  from: string | null;
  payload: string;
}

export interface InspectPanelProps {
  /** The visit's actor id of the machine (session, cookieConsent, …). */
  actorId: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  /** What the inspection shows while on. */
  live: { value: string; tags: readonly string[]; events: readonly InspectedEventView[] } | null;
  /** How many events the log keeps. */
  limit: number;
}

export function InspectPanel({ actorId, on, onToggle, live, limit }: InspectPanelProps) {
  return (
    <section className="atlas-inspect" aria-labelledby="atlas-inspect-title" data-inspecting={on ? 'true' : 'false'}>
      <div className="atlas-inspect-head">
        <h2 id="atlas-inspect-title">This visit</h2>
        <p className="atlas-meta">
          This visit runs it: the actor <code className="atlas-id">{actorId}</code>.
        </p>
        <button type="button" className={on ? 'cat-button cat-button--accent' : 'cat-button'} aria-pressed={on} onClick={() => onToggle(!on)}>
          Inspect this visit
        </button>
      </div>
      {on && live ? (
        <>
          <dl className="atlas-inspect-facts">
            <dt>State</dt>
            <dd>
              <output className="atlas-inspect-value" aria-live="polite">
                <code>{live.value}</code>
              </output>
            </dd>
            <dt>Tags</dt>
            <dd className="atlas-inspect-tags">{live.tags.length > 0 ? live.tags.map((tag) => <code key={tag}>{tag}</code>) : 'none'}</dd>
          </dl>
          <h3>Events (newest first, the last {limit})</h3>
          {live.events.length === 0 ? (
            <p className="atlas-kind">None yet: events appear as the actor receives them.</p>
          ) : (
            <ol className="atlas-inspect-events" reversed>
              {live.events.map((event) => (
                <li key={event.seq} data-event-type={event.type}>
                  <code className="atlas-inspect-type">{event.type}</code>
                  <span className="atlas-kind"> {event.from === null ? 'from outside' : `from ${event.from}`}</span>
                  {event.payload ? <pre className="atlas-inspect-payload">{event.payload}</pre> : null}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </section>
  );
}
