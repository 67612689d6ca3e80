/**
 * Model-based tests of the comment composer (spec 000 §4 'Comments', §9 cooldown 5 s): paths from the machine's graph
 * replayed with a simulated clock. Nothing is sent while one is posted or in the 5 s after a post; an empty comment
 * sends nothing and says why; a refusal keeps the text.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { commentComposerEntry } from '../../app/atlas/comments.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { type ComposerContext, commentComposerMachine } from '../../machines/comment-composer.machine.ts';
import { COMMENT_COOLDOWN_MS, COMMENT_EMPTY } from '../../domain/comments.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('commentComposer', commentComposerMachine);

describe('comment composer, paths from the graph', () => {
  it('replays every path: one post at a time, none within 5 s of the last', async () => {
    await replayAll(entryPaths(commentComposerEntry), {
      coverage,
      delays: commentComposerEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = commentComposerMachine.provide({ actors: fakeActorsOf(commentComposerEntry, fakes) as never });
        let posts = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as ComposerContext;
            const now = after.context as ComposerContext;
            const sent = fakes.calls.postComment ?? [];
            if (event.type === 'SUBMITTED') {
              if (!before.hasTag('editing')) expect(sent).toHaveLength(posts);
              else if (was.text.trim() === '') expect([sent.length, now.error]).toEqual([posts, COMMENT_EMPTY]);
              else expect(sent.at(-1)).toEqual({ discussionId: 4, content: was.text.trim(), replyTo: was.replyTo, notifyMe: was.notifyMe });
            }
            if (event.type === 'xstate.done.actor.postComment' && !(event as unknown as { output: { ok: boolean } }).output.ok) {
              expect([now.text, now.error]).toEqual([was.text, 'The post you reply to does not exist.']);
            }
            posts = sent.length;
          },
        };
      },
    });
  });
});

describe('comment composer, with a clock', () => {
  it('blocks a second post for 5 s after a successful one, and tells the thread', async () => {
    const fakes = new FakeActors();
    const clock = new SimulatedClock();
    const posted = vi.fn();
    const machine = commentComposerMachine.provide({
      actors: fakeActorsOf(commentComposerEntry, fakes) as never,
      actions: { posted: (_, c) => posted(c) },
    });
    const actor = createActor(machine, { clock, input: { discussionId: 4 } }).start();
    actor.send({ type: 'TEXT_CHANGED', text: 'First!' });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'SUBMITTED' });
    expect(fakes.calls.postComment).toHaveLength(1);
    const comment = {
      id: 9,
      author: 'me',
      content: 'First!',
      createdAt: 1,
      replyTo: null,
      upvotes: 0,
      downvotes: 0,
      hasUpvoted: false,
      hasDownvoted: false,
    };
    fakes.settle('postComment', 'resolve', { ok: true, value: comment });
    await flush();
    expect(posted).toHaveBeenCalledWith(comment);
    expect(actor.getSnapshot().hasTag('cooldown')).toBe(true);
    actor.send({ type: 'TEXT_CHANGED', text: 'Second' });
    actor.send({ type: 'SUBMITTED' });
    expect(fakes.calls.postComment).toHaveLength(1);
    clock.increment(COMMENT_COOLDOWN_MS - 1);
    expect(actor.getSnapshot().can({ type: 'SUBMITTED' })).toBe(false);
    clock.increment(1);
    actor.send({ type: 'SUBMITTED' });
    expect(fakes.calls.postComment).toHaveLength(2);
    actor.stop();
  });
});
