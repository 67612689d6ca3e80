/**
 * A discussion's comments under a video or a model (spec 000 §2.4 'Comments (forum-backed)', §7 'Forum comments', §8
 * forum 404s returned to the caller): the thread loaded in the chosen order ('newest', or 'popular' by votes), votes
 * (one per member, toggling; the counts change only when the forum answered), and a comment just posted added at once.
 *
 * Side effects supplied at composition (app/screen-machines/comments.ts): actors `loadThread` (null when the forum did not
 * answer usably: the thread is then empty and says so) and `vote`. Started by the video and model routes.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Comment, CommentSort, Thread, WriteResult } from '../contracts/forum.ts';
import { type VoteDirection, voteChange } from '../domain/comments.ts';
import { notProvided } from './actor-placeholders.ts';

export type CommentsInput = { discussionId: number; signedIn: boolean };
export type CommentsContext = CommentsInput & { sort: CommentSort; comments: Comment[]; error: string | null; voting: number | null };

export type CommentsEvent =
  | { type: 'SORT_CHANGED'; sort: CommentSort }
  | { type: 'VOTE_REQUESTED'; postId: number; direction: VoteDirection }
  | { type: 'RETRY_REQUESTED' }
  /** The composer posted a comment (sent by the composition). */
  | { type: 'COMMENT_ADDED'; comment: Comment };

export type CommentsTag = 'loading' | 'ready' | 'failed' | 'voting';
export type VoteInput = { postId: number; vote: { upvoted?: boolean; downvoted?: boolean } };

export const THREAD_FAILED = 'The comments could not be loaded.';

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
    tags: {} as CommentsTag,
  },
  actors: {
    loadThread: fromPromise<Thread | null, { discussionId: number; sort: CommentSort }>(notProvided('loadThread')),
    vote: fromPromise<WriteResult<Comment>, VoteInput>(notProvided('vote')),
  },
  actions: {
    adoptSort: assign((_, sort: CommentSort) => ({ sort })),
    adoptThread: assign((_, thread: Thread | null) => (thread ? { comments: thread.comments, error: null } : { comments: [], error: THREAD_FAILED })),
    failThread: assign({ comments: [], error: THREAD_FAILED }),
    startVote: assign((_, postId: number) => ({ voting: postId, error: null })),
    applyVote: assign(({ context }, result: WriteResult<Comment>) =>
      result.ok
        ? { voting: null, comments: context.comments.map((c) => (c.id === result.value.id ? { ...result.value, author: c.author } : c)) }
        : { voting: null, error: result.error },
    ),
    voteFailed: assign({ voting: null, error: 'Your vote was not counted. Please try again.' }),
    addComment: assign(({ context }, comment: Comment) => ({ comments: [comment, ...context.comments.filter((c) => c.id !== comment.id)] })),
  },
  guards: {
    otherSort: ({ context }, sort: CommentSort) => sort !== context.sort,
    mayVote: ({ context }, postId: number) => context.signedIn && context.comments.some((c) => c.id === postId),
  },
}).createMachine({
  id: 'comments',
  description: "Spec 000 §2.4 'Comments (forum-backed)': the thread without its opening post, newest or popular, votes.",
  context: ({ input }) => ({ ...input, sort: 'newest', comments: [], error: null, voting: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadThread',
        src: 'loadThread',
        input: ({ context }) => ({ discussionId: context.discussionId, sort: context.sort }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'failed', actions: { type: 'adoptThread', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'adoptThread', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'failThread' },
      },
    },
    failed: {
      description: 'The forum did not answer usably: no comments, a message and a retry (§8: empty default).',
      tags: ['failed'],
      on: { RETRY_REQUESTED: 'loading' },
    },
    ready: {
      tags: ['ready'],
      on: {
        SORT_CHANGED: {
          guard: { type: 'otherSort', params: ({ event }) => event.sort },
          target: 'loading',
          actions: { type: 'adoptSort', params: ({ event }) => event.sort },
        },
        VOTE_REQUESTED: {
          guard: { type: 'mayVote', params: ({ event }) => event.postId },
          target: 'voting',
          actions: { type: 'startVote', params: ({ event }) => event.postId },
        },
        COMMENT_ADDED: { actions: { type: 'addComment', params: ({ event }) => event.comment } },
      },
    },
    voting: {
      description: 'One vote in flight; the counts change when the forum answers.',
      tags: ['ready', 'voting'],
      invoke: {
        id: 'vote',
        src: 'vote',
        input: ({ context, event }) => {
          const { postId, direction } = event as Extract<CommentsEvent, { type: 'VOTE_REQUESTED' }>;
          const comment = context.comments.find((c) => c.id === postId) ?? { hasUpvoted: false, hasDownvoted: false };
          return { postId, vote: voteChange(comment, direction) };
        },
        onDone: { target: 'ready', actions: { type: 'applyVote', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'voteFailed' },
      },
      on: { COMMENT_ADDED: { actions: { type: 'addComment', params: ({ event }) => event.comment } } },
    },
  },
});
