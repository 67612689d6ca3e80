/**
 * A snapshot drawn without its machine (machines/first-snapshot.ts: the visit's first snapshots, a screen's written by
 * the server) against the machine's own initial snapshot: the same state, tags and context, and `hasTag` and `matches`
 * answering as the machine's.
 */
import { expect } from 'vitest';
import type { FirstSnapshot } from '../../machines/first-snapshot.ts';

type Own = { value: unknown; tags: Set<string>; context: unknown };

export function expectDrawnAsOwn(drawn: FirstSnapshot<unknown, string>, own: Own, name: string): void {
  expect({ value: drawn.value, tags: [...drawn.tags].sort(), context: drawn.context }, name).toEqual({
    value: own.value,
    tags: [...own.tags].sort(),
    context: own.context,
  });
  for (const tag of own.tags) expect(drawn.hasTag(tag), `${name}: ${tag}`).toBe(true);
  expect(drawn.matches(own.value as never), name).toBe(true);
}
