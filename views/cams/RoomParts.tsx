/**
 * The broadcast room's presentational parts (spec 002 §2.3), plain data and callbacks: the model's heading with its
 * status label, viewers and text status; the profile with its derived values; the controls (private, voice private,
 * cancel, spy, each enabled by its permission flag, the private show's cost on its button); the 2D/3D switch; the
 * previous/next rooms; the buy tooltip.
 */
import type { StreamType } from '../../contracts/cam-provider.ts';
import type { RoomControls } from '../../machines/broadcast-room.selectors.ts';
import type { DerivedProfile } from '../../domain/broadcast-room.ts';
import { TOKENS_PATH } from '../../domain/cam-routes.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';

export function RoomHeading({
  name,
  statusLabel,
  viewers,
  description,
}: {
  name: string;
  statusLabel: string;
  viewers: number;
  description: string;
}) {
  return (
    <div className="cam-room__heading">
      <h1 className="cam-room__name">{name}</h1>
      <p className="cam-room__facts">
        <span className="cam-room__status" data-status={statusLabel}>
          {statusLabel}
        </span>
        <span className="cam-room__viewers">{`${viewers} ${viewers === 1 ? 'viewer' : 'viewers'}`}</span>
      </p>
      <p className="cam-room__description">{description}</p>
    </div>
  );
}

type ProfileFacts = {
  age: number | null;
  interests: string[];
  languages: string[];
  bodyType: string;
  ethnicity: string;
  eyeColor: string;
  hairColor: string;
};

export function RoomProfile({ derived, facts }: { derived: DerivedProfile; facts: ProfileFacts | null }) {
  const rows: [string, string][] = [];
  if (facts?.age) rows.push(['Age', String(facts.age)]);
  if (facts?.interests.length) rows.push(['Interests', facts.interests.join(', ')]);
  if (facts?.languages.length) rows.push(['Languages', facts.languages.join(', ')]);
  if (facts?.bodyType) rows.push(['Body type', facts.bodyType]);
  if (facts?.ethnicity) rows.push(['Ethnicity', facts.ethnicity]);
  if (facts?.eyeColor) rows.push(['Eye colour', facts.eyeColor]);
  if (facts?.hairColor) rows.push(['Hair colour', facts.hairColor]);
  if (derived.appearance) rows.push(['Appearance', derived.appearance]);
  if (derived.inShow.length) rows.push(['In show', derived.inShow.join(', ')]);
  if (derived.inPrivateShow.length) rows.push(['In private show', derived.inPrivateShow.join(', ')]);
  if (derived.specifics.length) rows.push(['Specifics', derived.specifics.join(', ')]);
  return (
    <section className="cam-room__profile" aria-labelledby="cam-room-about">
      <h2 id="cam-room-about" className="cam-room__subheading">
        About me
      </h2>
      <div className="cam-room__bio">
        {derived.bio.map((line, i) => (
          <p key={i} className={i === 0 ? 'cam-room__bio-name' : undefined}>
            {line}
          </p>
        ))}
      </div>
      {rows.length > 0 ? (
        <dl className="cam-room__facts-list">
          {rows.map(([term, value]) => (
            <div key={term} className="cam-room__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

export type ControlHandlers = {
  onRequestPrivate(voice: boolean): void;
  onCancelPrivate(): void;
  onEnterSpy(): void;
  onLeaveSpy(): void;
};

export function RoomControlsBar({ controls, ...on }: { controls: RoomControls } & ControlHandlers) {
  const c = controls;
  return (
    <fieldset className="cam-room__controls">
      <legend className="visually-hidden">Show controls</legend>
      {c.requestPrivate.shown ? (
        <Button variant="primary" disabled={!c.requestPrivate.enabled} onPress={() => on.onRequestPrivate(false)}>
          Private Show <span className="cam-room__cost">{`${c.requestPrivate.cost} tokens`}</span>
        </Button>
      ) : null}
      {c.requestVoicePrivate.shown ? (
        <Button disabled={!c.requestVoicePrivate.enabled} onPress={() => on.onRequestPrivate(true)}>
          Voice Private Show <span className="cam-room__cost">{`${c.requestVoicePrivate.cost} tokens`}</span>
        </Button>
      ) : null}
      {c.cancelRequest.shown ? (
        <Button disabled={!c.cancelRequest.enabled} onPress={on.onCancelPrivate}>
          Cancel Private Request
        </Button>
      ) : null}
      {c.cancelPrivate.shown ? (
        <Button disabled={!c.cancelPrivate.enabled} onPress={on.onCancelPrivate}>
          Cancel Private Show
        </Button>
      ) : null}
      {c.enterSpy.shown ? (
        <Button disabled={!c.enterSpy.enabled} onPress={on.onEnterSpy}>
          Spy Mode <span className="cam-room__cost">{`${c.enterSpy.tariff} tokens/min`}</span>
        </Button>
      ) : null}
      {c.leaveSpy.shown ? (
        <Button disabled={!c.leaveSpy.enabled} onPress={on.onLeaveSpy}>
          Leave Spy Mode
        </Button>
      ) : null}
    </fieldset>
  );
}

export function StreamSwitch({ current, onChoose }: { current: StreamType; onChoose(type: StreamType): void }) {
  return (
    <fieldset className="cam-room__switch">
      <legend className="visually-hidden">Stream type</legend>
      {(['video2D', 'video3D'] as const).map((type) => (
        <Button key={type} size="sm" aria-pressed={current === type} onPress={() => onChoose(type)}>
          {type === 'video2D' ? '2D' : '3D'}
        </Button>
      ))}
    </fieldset>
  );
}

export function NearbyNav({ enabled, onNearby }: { enabled: boolean; onNearby(direction: 'previous' | 'next'): void }) {
  return (
    <div className="cam-room__nearby">
      <Button size="sm" disabled={!enabled} onPress={() => onNearby('previous')} aria-label="Previous room">
        <span aria-hidden="true">‹</span> Previous
      </Button>
      <Button size="sm" disabled={!enabled} onPress={() => onNearby('next')} aria-label="Next room">
        Next <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

/** The buy tooltip (§2.3): shown by the room, hidden by it after 4000 ms. */
export function BuyTooltip({ shown }: { shown: boolean }) {
  return (
    <div className="cam-room__buy-tooltip" role="status" data-shown={shown ? 'true' : 'false'}>
      {shown ? (
        <>
          Need more tokens? <AppLink href={TOKENS_PATH}>Buy Tokens</AppLink>
        </>
      ) : null}
    </div>
  );
}
