/**
 * A long-lived machine's first snapshot without XState: what the visit's machines started with the page (session,
 * cookie consent, 18+ splash, gate) show before their code has come (issue 35: XState is not in a page's first load).
 * Each machine's `*.first.ts` works it out from the machine's input with the rules the machine itself uses; a model
 * test holds it equal to the machine's own initial snapshot (value, tags, context). Views read it as they read a
 * snapshot: its context, `hasTag`, `matches`; nothing can be sent to it (`can` answers false: the stand-in queues
 * what is sent until the machine is there, app/system/stand-in-actor.ts).
 */

export type StateValue = string | { [key: string]: StateValue };

export interface FirstSnapshot<Context, Tag extends string> {
  status: 'active';
  value: StateValue;
  context: Context;
  tags: ReadonlySet<Tag>;
  hasTag(tag: Tag): boolean;
  matches(value: StateValue): boolean;
  can(event: { type: string }): boolean;
  children: Record<string, never>;
  /** Drawn without the machine: what is sent waits for it (isDrawn). */
  drawn: true;
}

/**
 * Whether a snapshot is a first snapshot drawn without its machine (a stand-in's, app/system/stand-in-actor.ts): a text
 * field bound to the machine's context is not ready then (what is typed would be drawn back until the machine comes).
 */
export const isDrawn = (snapshot: unknown): boolean =>
  typeof snapshot === 'object' && snapshot !== null && (snapshot as { drawn?: unknown }).drawn === true;

/** Whether `value` is `state` or one of its ancestors (XState's `matches` for the values this needs). */
function within(state: StateValue, value: StateValue): boolean {
  if (typeof value === 'string') return typeof state === 'string' ? state === value : value in state;
  if (typeof state === 'string') return false;
  return Object.entries(value).every(([key, inner]) => key in state && within(state[key] as StateValue, inner));
}

export function firstSnapshot<Context, Tag extends string>(
  value: StateValue,
  context: Context,
  tags: readonly Tag[] = [],
): FirstSnapshot<Context, Tag> {
  const held = new Set(tags);
  return {
    status: 'active',
    value,
    context,
    tags: held,
    hasTag: (tag) => held.has(tag),
    matches: (other) => within(value, other),
    can: () => false,
    children: {},
    drawn: true,
  };
}
