/**
 * Model-based tests of the avatar (spec 001 §3 'Avatar', §4 'Avatar change uploads a file and replaces the shown avatar
 * with the returned one', §7; images only, at most 2 MB): paths from the machine's graph (events and inputs
 * from its atlas entry) replayed with fake actors. A refused file makes no call and says why; a choice or an upload
 * sends what was chosen; the returned avatar replaces the shown one and the composition is told; a refusal shows the
 * server's message.
 */
import { describe, expect, it } from 'vitest';
import { avatarEntry } from '../../app/atlas/avatar.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { avatarFileProblem } from '../../contracts/avatar-rules.ts';
import type { AvatarContext } from '../../machines/avatar.machine.ts';
import { avatarMachine } from '../../machines/avatar.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('avatar', avatarMachine);

describe('avatar, paths from its graph', () => {
  it('replays every path with the expected calls, avatars and messages', async () => {
    const paths = entryPaths(avatarEntry);
    await replayAll(paths, {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const told: string[] = [];
        const machine = avatarMachine.provide({
          actors: fakeActorsOf(avatarEntry, fakes) as never,
          actions: { avatarChanged: (_, avatar) => told.push(avatar) },
        });
        let calls = 0;
        let toldBefore = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as AvatarContext;
            if (event.type === 'FILE_PICKED') {
              const problem = avatarFileProblem((event as unknown as { file: Blob }).file);
              if (problem) {
                expect(fakes.calls.changeAvatar ?? []).toHaveLength(calls);
                expect([after.hasTag('failed'), ctx.message]).toEqual([true, problem]);
              } else {
                expect(fakes.calls.changeAvatar?.at(-1)).toEqual({ choice: (event as unknown as { file: Blob }).file });
                expect([after.hasTag('busy'), ctx.message]).toEqual([true, null]);
              }
            }
            if (event.type === 'AVATAR_CHOSEN') {
              expect(fakes.calls.changeAvatar?.at(-1)).toEqual({ choice: (event as unknown as { avatar: string }).avatar });
              expect([after.hasTag('busy'), ctx.pending]).toEqual([true, (event as unknown as { avatar: string }).avatar]);
            }
            if (event.type === 'xstate.done.actor.changeAvatar') {
              const output = (event as unknown as { output: { ok: boolean; avatar?: string; avatars?: string[]; message?: string } }).output;
              if (output.ok) {
                expect([after.hasTag('updated'), ctx.avatar, ctx.avatars, ctx.message]).toEqual([true, output.avatar, output.avatars, null]);
                expect(told.slice(toldBefore)).toEqual([output.avatar]);
              } else {
                expect([after.hasTag('failed'), ctx.message, ctx.avatar]).toEqual([true, output.message, (before.context as AvatarContext).avatar]);
                expect(told).toHaveLength(toldBefore);
              }
            }
            if (event.type === 'xstate.error.actor.changeAvatar') expect([after.hasTag('failed'), ctx.message]).toEqual([true, GENERIC_ERROR]);
            if (event.type === 'xstate.done.actor.loadAvatars') expect([after.hasTag('ready'), ctx.avatars.length > 0]).toEqual([true, true]);
            if (event.type === 'xstate.error.actor.loadAvatars') expect([after.hasTag('ready'), ctx.avatars]).toEqual([true, []]);
            calls = fakes.calls.changeAvatar?.length ?? 0;
            toldBefore = told.length;
          },
        };
      },
    });
  });
});

describe('the avatar file rule', () => {
  it('takes PNG, JPEG, GIF and WebP images of at most 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'IMAGE/WEBP', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/must be an image/);
    expect(avatarFileProblem({ type: '', size: 10 })).toMatch(/must be an image/);
    expect(avatarFileProblem({ type: 'image/gif', size: 2 * 1024 * 1024 + 1 })).toMatch(/at most 2 MB/);
  });
});
