/** A discussion's comments under a video or a model (machines/comments.machine.ts; spec 000 §2.4, §7): the thread and votes through the forum adapter (never throws). */
import { fromPromise } from 'xstate';
import type { ForumApi } from '../../adapters/forum.ts';
import { commentsMachine } from '../../machines/comments.machine.ts';
import { defineScreenMachine } from './define.ts';

export const comments = defineScreenMachine({
  id: 'comments',
  machine: commentsMachine,
  provide: ({ forum }: { forum: Pick<ForumApi, 'thread' | 'vote'> }) =>
    commentsMachine.provide({
      actors: {
        loadThread: fromPromise(({ input }) => forum.thread(input.discussionId, input.sort)),
        vote: fromPromise(({ input }) => forum.vote(input.postId, input.vote)),
      },
    }),
});
