/**
 * Forum comments in the atlas: the thread of a discussion (loaded, failed, sorted, voted on, a comment added) and its
 * composer (typed, empty, sent, refused, failed, the 5 s pending period), and the username form.
 */
import type { Comment } from '../../contracts/forum.ts';
import { commentComposerMachine } from '../../machines/comment-composer.machine.ts';
import { commentsMachine } from '../../machines/comments.machine.ts';
import { forumUsernameMachine } from '../../machines/forum-username.machine.ts';
import { defineAtlasEntry } from './define.ts';

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id,
  author: 'pixelwanderer',
  content: `Comment ${id}`,
  createdAt: 1000 + id,
  replyTo: null,
  upvotes: 1,
  downvotes: 0,
  hasUpvoted: false,
  hasDownvoted: false,
  ...over,
});
const THREAD = { discussionId: 4, comments: [comment(2), comment(3, { replyTo: 2 })] };
const spec = ["000 §2.4 'Comments (forum-backed)'", "000 §4 'Comments'", "000 §7 'Forum comments'", '000 §8 forum errors'];

export const commentsEntry = defineAtlasEntry({
  id: 'comments',
  title: 'Comments thread',
  spec,
  description:
    "A discussion's comments without the opening post, newest first or popular; a member's up- or downvote (one per member, toggling) changes the counts when the forum answers; a failed load says so with a retry; a comment just posted is added at once.",
  area: 'catalogue',
  lifetime: 'screen',
  machine: commentsMachine,
  inputs: { member: { discussionId: 4, signedIn: true }, guest: { discussionId: 4, signedIn: false } },
  events: [
    { type: 'xstate.done.actor.loadThread', output: THREAD },
    { type: 'xstate.done.actor.loadThread', output: null },
    { type: 'xstate.error.actor.loadThread', error: new Error('network') },
    { type: 'RETRY_REQUESTED' },
    { type: 'SORT_CHANGED', sort: 'popular' },
    { type: 'SORT_CHANGED', sort: 'newest' },
    { type: 'VOTE_REQUESTED', postId: 2, direction: 'up' },
    { type: 'VOTE_REQUESTED', postId: 3, direction: 'down' },
    { type: 'xstate.done.actor.vote', output: { ok: true, value: comment(2, { upvotes: 2, hasUpvoted: true }) } },
    { type: 'xstate.done.actor.vote', output: { ok: false, error: 'There is no such post.' } },
    { type: 'xstate.error.actor.vote', error: new Error('network') },
    { type: 'COMMENT_ADDED', comment: comment(9, { author: 'velvet_fan' }) },
  ],
  fakeActors: ['loadThread', 'vote'],
  graph: { limit: 4000 },
});

export const commentComposerEntry = defineAtlasEntry({
  id: 'comment-composer',
  title: 'Comment composer',
  spec,
  description:
    'A comment or a reply with notify-me: an empty or too long one says why and sends nothing; a refusal or failure keeps the text; after a successful post, posting is blocked for 5 s.',
  area: 'catalogue',
  lifetime: 'screen',
  machine: commentComposerMachine,
  inputs: { default: { discussionId: 4 } },
  events: [
    { type: 'TEXT_CHANGED', text: 'Lovely scene.' },
    { type: 'TEXT_CHANGED', text: '   ' },
    { type: 'NOTIFY_TOGGLED', on: true },
    { type: 'REPLY_STARTED', postId: 2 },
    { type: 'REPLY_CANCELLED' },
    { type: 'SUBMITTED' },
    { type: 'xstate.done.actor.postComment', output: { ok: true, value: comment(9) } },
    { type: 'xstate.done.actor.postComment', output: { ok: false, error: 'The post you reply to does not exist.' } },
    { type: 'xstate.error.actor.postComment', error: new Error('network') },
  ],
  fakeActors: ['postComment'],
});

export const forumUsernameEntry = defineAtlasEntry({
  id: 'forum-username',
  title: 'Forum username',
  spec: ["000 §2.4 'Comments (forum-backed)' (change forum username)", "000 §8 'Username change fails'"],
  description:
    'A new forum name: a name breaking the rule says so and sends nothing; the forum renames, or refuses with its reasons joined by line breaks.',
  area: 'catalogue',
  lifetime: 'screen',
  machine: forumUsernameMachine,
  inputs: { default: { email: 'active@demo.test' } },
  events: [
    { type: 'USERNAME_CHANGED', username: 'velvet_fan' },
    { type: 'USERNAME_CHANGED', username: 'a b' },
    { type: 'SUBMITTED' },
    { type: 'xstate.done.actor.changeUsername', output: { done: true, username: 'velvet_fan' } },
    { type: 'xstate.done.actor.changeUsername', output: { done: false, error: 'The username has already been taken.' } },
    { type: 'xstate.error.actor.changeUsername', error: new Error('network') },
  ],
  fakeActors: ['changeUsername'],
});
