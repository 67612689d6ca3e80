/**
 * A screen machine's first page is hydrated from the snapshot the server wrote into it (app/router/screen-actor.tsx,
 * issue 35): for every starting input of each such machine's atlas entry, the snapshot drawn from what the server
 * wrote is the machine's own initial snapshot — the same state, tags and context, `hasTag` and `matches` answering as
 * the machine's, `can` as the machine's for the events the screen asks about — so the server's HTML, the hydrating
 * render and the machine once it comes agree.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { atlas } from '../../app/atlas/registry.ts';
import { type ScreenMachine, drawnSnapshot, writtenSnapshot } from '../../app/router/screen-actor.tsx';
import { expectDrawnAsOwn } from './drawn-snapshot.ts';

/** Every screen machine a route composes with useScreenActor: the screens' modules' exports made by screenMachine. */
const writtenScreens = Object.values(import.meta.glob<Record<string, unknown>>('../../app/router/screens/*.tsx', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is ScreenMachine<unknown> => typeof value === 'object' && value !== null && 'asks' in value && 'loadedForRender' in value);

describe('screen machines drawn from the snapshot the server wrote', () => {
  it('finds them', () => {
    expect(writtenScreens.map((s) => s.id).sort()).toContain('video-panel');
    expect(writtenScreens.length).toBeGreaterThanOrEqual(17);
  });
  for (const { id, asks } of writtenScreens) {
    it(id, () => {
      const entry = atlas.find((e) => e.id === id);
      if (!entry) throw new Error(`no atlas entry ${id}`);
      const inputs = Object.entries(entry.inputs ?? {});
      expect(inputs.length).toBeGreaterThan(0);
      for (const [name, input] of inputs) {
        const own = createActor(entry.machine, { input }).getSnapshot() as AnyMachineSnapshot;
        const drawn = drawnSnapshot(writtenSnapshot(own, asks), asks);
        expectDrawnAsOwn(drawn, own, name);
        for (const event of asks) expect(drawn.can(event), `${name}: can ${event.type}`).toBe(own.can(event));
      }
    });
  }
});
