/**
 * The comment form under a video or a model (spec 000 §2.4 'Comments (forum-backed)', §4 'Comments', §9 cooldown 5 s):
 * a comment, or a reply to any post, with a notify-me option. A comment that cannot be sent (empty, too long) says why
 * and sends nothing; while one is posted nothing else is; after a successful post a pending period of 5 s (a named
 * delay) blocks the next; a refusal or failure keeps the typed text and says why.
 *
 * Side effects supplied at composition (app/screen-machines/comment-composer.ts): actor `postComment`; action `posted` (the thread adds
 * the comment at once).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Comment, WriteResult } from '../contracts/forum.ts';
import { COMMENT_COOLDOWN_MS, commentProblem } from '../domain/comments.ts';
import { notProvided } from './actor-placeholders.ts';

export type ComposerInput = { discussionId: number };
export type ComposerContext = ComposerInput & { text: string; replyTo: number | null; notifyMe: boolean; error: string | null };
export type ComposerEvent =
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'NOTIFY_TOGGLED'; on: boolean }
  | { type: 'REPLY_STARTED'; postId: number }
  | { type: 'REPLY_CANCELLED' }
  | { type: 'SUBMITTED' };
export type ComposerTag = 'editing' | 'posting' | 'cooldown';
export type PostInput = { discussionId: number; content: string; replyTo: number | null; notifyMe: boolean };

export const COMMENT_FAILED = 'Your comment was not posted. Please try again.';

export const commentComposerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
    tags: {} as ComposerTag,
  },
  actors: {
    postComment: fromPromise<WriteResult<Comment>, PostInput>(notProvided('postComment')),
  },
  actions: {
    /** Tell the thread (provided at composition). */
    posted: (_, _comment: Comment) => {},
    adoptText: assign((_, text: string) => ({ text, error: null })),
    adoptNotify: assign((_, notifyMe: boolean) => ({ notifyMe })),
    replyTo: assign((_, postId: number) => ({ replyTo: postId, error: null })),
    cancelReply: assign({ replyTo: null }),
    sayProblem: assign(({ context }) => ({ error: commentProblem(context.text) })),
    clearForm: assign({ text: '', replyTo: null, error: null }),
    sayRefused: assign((_, error: string) => ({ error })),
    sayFailed: assign({ error: COMMENT_FAILED }),
  },
  guards: {
    sendable: ({ context }) => commentProblem(context.text) === null,
    accepted: (_, result: WriteResult<Comment>) => result.ok,
  },
  delays: { COMMENT_COOLDOWN: COMMENT_COOLDOWN_MS },
}).createMachine({
  id: 'commentComposer',
  description: "Spec 000 §4 'Comments': a pending flag blocks new posts for 5 s after a successful post.",
  context: ({ input }) => ({ ...input, text: '', replyTo: null, notifyMe: false, error: null }),
  initial: 'editing',
  on: {
    TEXT_CHANGED: { actions: { type: 'adoptText', params: ({ event }) => event.text } },
    NOTIFY_TOGGLED: { actions: { type: 'adoptNotify', params: ({ event }) => event.on } },
  },
  states: {
    editing: {
      tags: ['editing'],
      on: {
        REPLY_STARTED: { actions: { type: 'replyTo', params: ({ event }) => event.postId } },
        REPLY_CANCELLED: { actions: 'cancelReply' },
        SUBMITTED: [{ guard: 'sendable', target: 'posting' }, { actions: 'sayProblem' }],
      },
    },
    posting: {
      tags: ['posting'],
      invoke: {
        id: 'postComment',
        src: 'postComment',
        input: ({ context }) => ({
          discussionId: context.discussionId,
          content: context.text.trim(),
          replyTo: context.replyTo,
          notifyMe: context.notifyMe,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'cooldown',
            actions: [{ type: 'posted', params: ({ event }) => (event.output as { ok: true; value: Comment }).value }, 'clearForm'],
          },
          { target: 'editing', actions: { type: 'sayRefused', params: ({ event }) => (event.output as { ok: false; error: string }).error } },
        ],
        onError: { target: 'editing', actions: 'sayFailed' },
      },
    },
    cooldown: {
      description: 'The 5 s after a successful post: posting is blocked (§4).',
      tags: ['cooldown'],
      after: { COMMENT_COOLDOWN: 'editing' },
      on: {
        REPLY_STARTED: { actions: { type: 'replyTo', params: ({ event }) => event.postId } },
        REPLY_CANCELLED: { actions: 'cancelReply' },
      },
    },
  },
});
