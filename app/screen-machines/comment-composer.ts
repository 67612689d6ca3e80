/** The comment form (machines/comment-composer.machine.ts): its post through the forum adapter; `posted` hands the new comment to the thread. */
import { fromPromise } from 'xstate';
import type { ForumApi } from '../../adapters/forum.ts';
import type { Comment } from '../../contracts/forum.ts';
import { commentComposerMachine } from '../../machines/comment-composer.machine.ts';
import { defineScreenMachine } from './define.ts';

export const commentComposer = defineScreenMachine({
  id: 'commentComposer',
  machine: commentComposerMachine,
  provide: ({ forum }: { forum: Pick<ForumApi, 'post'> }, { posted }: { posted: (comment: Comment) => void }) =>
    commentComposerMachine.provide({
      actions: { posted: (_, comment) => posted(comment) },
      actors: {
        postComment: fromPromise(({ input }) => forum.post(input.discussionId, input.content, { replyTo: input.replyTo, notifyMe: input.notifyMe })),
      },
    }),
});
