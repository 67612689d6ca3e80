/**
 * Model-based tests of the comments thread (spec 000 §2.4, §7, §8): paths from the machine's graph replayed with fake
 * actors. The opening post never shows (the adapter drops it); a guest's vote sends nothing; one vote at a time, its
 * toggle decided by the vote held; the counts change only with the forum's answer; a failed load shows none and says so.
 */
import { describe, expect, it } from 'vitest';
import { commentsEntry } from '../../app/atlas/comments.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { type CommentsContext, THREAD_FAILED, type VoteInput, commentsMachine } from '../../machines/comments.machine.ts';
import { threadOf, voteChange } from '../../domain/comments.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('comments', commentsMachine);

describe('comments thread, paths from the graph', () => {
  it('replays every path', async () => {
    await replayAll(entryPaths(commentsEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = commentsMachine.provide({ actors: fakeActorsOf(commentsEntry, fakes) as never });
        let votes = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as CommentsContext;
            const now = after.context as CommentsContext;
            const sent = fakes.calls.vote ?? [];
            if (event.type === 'VOTE_REQUESTED') {
              const { postId, direction } = event as unknown as { postId: number; direction: 'up' | 'down' };
              const target = was.comments.find((c) => c.id === postId);
              if (!was.signedIn || !target || before.hasTag('voting') || !before.hasTag('ready')) expect(sent).toHaveLength(votes);
              else expect(sent.at(-1)).toEqual({ postId, vote: voteChange(target, direction) } satisfies VoteInput);
            }
            if (after.hasTag('failed')) expect([now.comments, now.error]).toEqual([[], THREAD_FAILED]);
            if (event.type === 'xstate.done.actor.vote' && !(event as unknown as { output: { ok: boolean } }).output.ok) {
              expect(now.comments).toEqual(was.comments);
            }
            if (event.type === 'SORT_CHANGED' && before.hasTag('ready') && !before.hasTag('voting')) {
              const { sort } = event as unknown as { sort: string };
              if (sort !== was.sort) expect(fakes.calls.loadThread?.at(-1)).toEqual({ discussionId: 4, sort });
            }
            votes = sent.length;
          },
        };
      },
    });
  });
});

describe('threading', () => {
  it('nests replies under their parents, oldest first, and keeps the top level in the order given', () => {
    const c = (id: number, replyTo: number | null, createdAt: number) => ({ id, replyTo, createdAt });
    const nodes = threadOf([c(5, null, 50), c(2, null, 20), c(7, 2, 70), c(6, 2, 60), c(8, 7, 80), c(9, 1, 90)]);
    expect(nodes.map((n) => n.comment.id)).toEqual([5, 2, 9]);
    expect(nodes[1]?.replies.map((n) => n.comment.id)).toEqual([6, 7]);
    expect(nodes[1]?.replies[1]?.replies.map((n) => n.comment.id)).toEqual([8]);
  });
});
