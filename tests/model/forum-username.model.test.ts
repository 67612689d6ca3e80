/**
 * Model-based tests of the forum username form (spec 000 §2.4 'change forum username', §8 'Username change fails'):
 * paths from the machine's graph. A name breaking the rule says so and sends nothing; a good name is sent trimmed with
 * the member's email, once; the forum's refusal is shown as it came (its reasons already joined by line breaks); a
 * failed call says so; the typed name is kept either way.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { forumUsernameEntry } from '../../app/atlas/comments.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { USERNAME_PATTERN } from '../../contracts/forum.ts';
import { USERNAME_FAILED, USERNAME_RULE, type UsernameContext, forumUsernameMachine } from '../../machines/forum-username.machine.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('forumUsername', forumUsernameMachine);

describe('forum username, paths from the graph', () => {
  it('replays every path: a bad name sends nothing, a good one is sent once, answers are shown as they came', async () => {
    await replayAll(entryPaths(forumUsernameEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = forumUsernameMachine.provide({ actors: fakeActorsOf(forumUsernameEntry, fakes) as never });
        let calls = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as UsernameContext;
            const now = after.context as UsernameContext;
            const sent = fakes.calls.changeUsername ?? [];
            if (event.type === 'SUBMITTED') {
              if (!before.hasTag('editing')) expect(sent).toHaveLength(calls);
              else if (!USERNAME_PATTERN.test(was.username.trim())) {
                expect([sent.length, now.error, after.hasTag('saving')]).toEqual([calls, USERNAME_RULE, false]);
              } else {
                expect(sent).toHaveLength(calls + 1);
                expect(sent.at(-1)).toEqual({ email: 'active@demo.test', username: was.username.trim() });
                expect(after.hasTag('saving')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.changeUsername') {
              const output = (event as unknown as { output: { done: true; username: string } | { done: false; error: string } }).output;
              if (output.done) expect([now.saved, now.error]).toEqual([output.username, null]);
              else expect([now.saved, now.error]).toEqual([was.saved, output.error]);
              expect([now.username, after.hasTag('editing')]).toEqual([was.username, true]);
            }
            if (event.type === 'xstate.error.actor.changeUsername') {
              expect([now.username, now.error, now.saved]).toEqual([was.username, USERNAME_FAILED, was.saved]);
            }
            if (event.type === 'USERNAME_CHANGED') expect(now.error).toBeNull();
            calls = sent.length;
          },
        };
      },
    });
  });
});

describe('forum username, a refusal with several reasons', () => {
  it('shows the reasons on separate lines and can send again after', async () => {
    const fakes = new FakeActors();
    const machine = forumUsernameMachine.provide({ actors: fakeActorsOf(forumUsernameEntry, fakes) as never });
    const actor = createActor(machine, { input: { email: 'active@demo.test' } }).start();
    actor.send({ type: 'USERNAME_CHANGED', username: '  velvet_fan ' });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'SUBMITTED' });
    expect(fakes.calls.changeUsername).toEqual([{ email: 'active@demo.test', username: 'velvet_fan' }]);
    const error = 'The username has already been taken.\nThe username may not be greater than 30 characters.';
    fakes.settle('changeUsername', 'resolve', { done: false, error });
    await flush();
    expect(actor.getSnapshot().context.error?.split('\n')).toHaveLength(2);
    actor.send({ type: 'SUBMITTED' });
    expect(fakes.calls.changeUsername).toHaveLength(2);
    fakes.settle('changeUsername', 'resolve', { done: true, username: 'velvet_fan' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ saved: 'velvet_fan', error: null });
    actor.stop();
  });
});
