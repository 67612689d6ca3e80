/**
 * Model-based tests of the VR player: paths from the machine's graph (inputs and events from its atlas
 * entry) replayed against it with fake actors and a simulated clock, checking after every step what a viewer would
 * notice: one playback state at a time, a flat film never in the 3D view, the headset only where offered, a
 * quality only among the sources, volume within 0..1, seeks within the video; plus the timings and the saves.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { describe, expect, it } from 'vitest';
import { playerEntry } from '../../app/atlas/player.ts';
import { type Comfort, type PlayerContext, type PlayerInput, type ProgressPoint, playerMachine } from '../../machines/player.machine.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('player', playerMachine);
const PLAYBACK = ['loading', 'ready', 'playing', 'paused', 'ended', 'error'] as const;

describe('player, paths from its graph', () => {
  // The timeout guards against a hang, it is no speed target: CI's machines have run it 2.5 times slower than here.
  it('replays every path: one playback state, the right views, sane numbers', { timeout: 600_000 }, async () => {
    // One machine for every path, its spies emptied before each (providing it anew for each path doubled the time).
    const fakes = new FakeActors();
    const saves: ProgressPoint[] = [];
    const machine = playerMachine.provide({
      actors: fakeActorsOf(playerEntry, fakes) as never,
      actions: { saveProgress: (_, point) => saves.push(point) },
    });
    await replayAll(entryPaths(playerEntry), {
      coverage,
      delays: playerEntry.delays,
      contextView: playerEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: () => {
        fakes.reset();
        saves.length = 0;
        let counted = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as PlayerContext;
            expect(PLAYBACK.filter((tag) => after.hasTag(tag))).toHaveLength(1);
            expect(['sphere', 'flat', 'immersive'].filter((tag) => after.hasTag(tag as 'flat'))).toHaveLength(1);
            if (ctx.format.projection === 'flat') expect(after.hasTag('sphere')).toBe(false);
            if (after.hasTag('immersive') && !before.hasTag('immersive')) expect((before.context as PlayerContext).xrSupported).toBe(true);
            if (after.hasTag('buffering')) expect(after.hasTag('playing')).toBe(true);
            expect(ctx.quality === null || ctx.qualities.includes(ctx.quality)).toBe(true);
            expect(ctx.volume).toBeGreaterThanOrEqual(0);
            expect(ctx.volume).toBeLessThanOrEqual(1);
            expect(ctx.seek.to).toBeGreaterThanOrEqual(0);
            if (ctx.duration > 0) expect(ctx.seek.to).toBeLessThanOrEqual(ctx.duration);
            if (after.hasTag('resumeOffered')) expect(ctx.resumeAt).toBeGreaterThan(0);
            const b = before.context as PlayerContext;
            if (event.type === 'QUALITY_CHOSEN' && ctx.quality !== b.quality) {
              expect(after.hasTag('loading')).toBe(true);
              expect(ctx.seek.to).toBe(Math.min(b.position, b.duration || b.position));
            }
            if (event.type === 'PLAY_TOGGLED' && before.hasTag('playing')) expect(after.hasTag('paused')).toBe(true);
            // Pausing, ending and closing each save the position once; a step that stays paused or playing saves
            // nothing (the 10 s save is an 'after' step, checked in the timing tests below).
            const added = saves.length - counted;
            counted = saves.length;
            const paused = after.hasTag('paused') && !before.hasTag('paused');
            const ended = after.hasTag('ended') && !before.hasTag('ended');
            if (paused || ended || event.type === 'CLOSED') {
              expect(added).toBe(1);
              expect(saves.at(-1)).toEqual({ position: ctx.position, duration: ctx.duration, kind: ctx.kind });
            } else if (!event.type.startsWith('xstate.after')) {
              expect(added).toBe(0);
            }
          },
        };
      },
    });
    expect(coverage.complete).toBe(true);
  });
});

const member: PlayerInput = {
  format: { projection: 'equirect180', stereo: 'sbs', fov: 180 },
  kind: 'full',
  qualities: ['2K', '3K'],
  chapters: [
    { title: 'Intro', start: 0 },
    { title: 'Sitting', start: 3.4 },
    { title: 'Close Up', start: 6.6 },
  ],
  autoplay: true,
  xrSupported: false,
};

function start(input: PlayerInput, resumeAt: number | null = null, xr: 'ok' | 'fail' = 'ok') {
  const clock = new SimulatedClock();
  const saves: ProgressPoint[] = [];
  const machine = playerMachine.provide({
    actions: { saveProgress: (_, point) => saves.push(point) },
    actors: {
      loadProgress: fromPromise(async () => resumeAt),
      xrSupport: fromPromise(async () => true),
      xrSession: fromPromise<unknown, { comfort: Comfort }>(async () => {
        if (xr === 'fail') throw new Error('NotAllowedError');
        return { headset: 'fake' };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, saves };
}

describe('player timings and saves', () => {
  it('saves the position every 10 s while playing, on pause and when closed', () => {
    const { actor, clock, saves } = start(member);
    actor.send({ type: 'MEDIA_READY', duration: 600 });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    actor.send({ type: 'TIME_UPDATED', position: 9 });
    clock.increment(9_999);
    expect(saves).toEqual([]);
    clock.increment(1);
    expect(saves).toEqual([{ position: 9, duration: 600, kind: 'full' }]);
    actor.send({ type: 'TIME_UPDATED', position: 19.5 });
    clock.increment(10_000);
    expect(saves.at(-1)).toEqual({ position: 19.5, duration: 600, kind: 'full' });
    actor.send({ type: 'PAUSE' });
    expect(saves).toHaveLength(3);
    clock.increment(60_000);
    expect(saves).toHaveLength(3);
    actor.send({ type: 'TIME_UPDATED', position: 21 });
    actor.send({ type: 'CLOSED' });
    expect(saves.at(-1)).toEqual({ position: 21, duration: 600, kind: 'full' });
  });

  it('offers a saved point and seeks there when accepted', async () => {
    const { actor } = start(member, 754);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('resumeOffered')).toBe(true);
    actor.send({ type: 'MEDIA_READY', duration: 900 });
    actor.send({ type: 'RESUME_ACCEPTED' });
    expect(actor.getSnapshot().context.seek).toEqual({ to: 754, id: 1 });
    expect(actor.getSnapshot().hasTag('resumeOffered')).toBe(false);
  });

  it('seeks by 10 s within the video, steps the volume and jumps to the next chapter', () => {
    const { actor } = start(member);
    actor.send({ type: 'MEDIA_READY', duration: 10 });
    actor.send({ type: 'SEEK_BY', delta: -10 });
    expect(actor.getSnapshot().context.seek.to).toBe(0);
    actor.send({ type: 'NEXT_CHAPTER' });
    expect(actor.getSnapshot().context.seek.to).toBe(3.4);
    actor.send({ type: 'NEXT_CHAPTER' });
    expect(actor.getSnapshot().context.seek.to).toBe(6.6);
    actor.send({ type: 'SEEK_BY', delta: 10 });
    expect(actor.getSnapshot().context.seek.to).toBe(10);
    actor.send({ type: 'VOLUME_BY', delta: 0.1 });
    expect(actor.getSnapshot().context.volume).toBe(1);
    for (let i = 0; i < 3; i++) actor.send({ type: 'VOLUME_BY', delta: -0.1 });
    expect(actor.getSnapshot().context.volume).toBe(0.7);
  });

  it('returns from the headset to the 3D view, and reports a headset that will not start', async () => {
    const ok = start(member);
    expect(ok.actor.getSnapshot().context.xrSupported).toBe(false);
    await Promise.resolve();
    expect(ok.actor.getSnapshot().context.xrSupported).toBe(true);
    ok.actor.send({ type: 'ENTER_VR' });
    await Promise.resolve();
    await Promise.resolve();
    expect(ok.actor.getSnapshot().matches({ view: { immersive: 'running' } })).toBe(true);
    expect(ok.actor.getSnapshot().context.xrSession).toEqual({ headset: 'fake' });
    ok.actor.send({ type: 'XR_ENDED' });
    expect(ok.actor.getSnapshot().hasTag('sphere')).toBe(true);
    expect(ok.actor.getSnapshot().context.xrSession).toBeNull();
    const failing = start(member, null, 'fail');
    await Promise.resolve();
    failing.actor.send({ type: 'ENTER_VR' });
    await Promise.resolve();
    await Promise.resolve();
    expect(failing.actor.getSnapshot().hasTag('sphere')).toBe(true);
    expect(failing.actor.getSnapshot().context.xrError).toBe('Could not start the headset. Please try again.');
  });
});
