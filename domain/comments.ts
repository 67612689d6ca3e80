/**
 * Comment rules (spec 000 §2.4 'Comments (forum-backed)', §4 'Comments', §9): the cooldown after a post, what a vote
 * click asks the forum, what a comment may be, and the thread as the view nests it.
 */
import { COMMENT_MAX_LENGTH } from '../contracts/forum.ts';

/** A pending flag blocks new posts for 5 s after a successful post (§4, §9). */
export const COMMENT_COOLDOWN_MS = 5000;
export const COMMENT_EMPTY = 'Write a comment first.';
export const COMMENT_TOO_LONG = `A comment is at most ${COMMENT_MAX_LENGTH} characters long.`;
export const COMMENT_WAIT = 'Your comment is posted. You can post again in a few seconds.';

/** Why a comment cannot be sent, or null. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return COMMENT_EMPTY;
  if ([...trimmed].length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG;
  return null;
}

export type VoteDirection = 'up' | 'down';

/** One vote per user, toggling: a click on the vote held takes it back, on the other one switches to it. */
export function voteChange(
  current: { hasUpvoted: boolean; hasDownvoted: boolean },
  direction: VoteDirection,
): { upvoted?: boolean; downvoted?: boolean } {
  if (direction === 'up') return current.hasUpvoted ? { upvoted: false } : { upvoted: true };
  return current.hasDownvoted ? { downvoted: false } : { downvoted: true };
}

/** A comment with the replies below it, for the view. */
export type CommentNode<C> = { comment: C; replies: CommentNode<C>[] };

/**
 * The thread as nested nodes: top-level comments in the given order; replies under their parent, oldest first (a
 * reply whose parent is not listed — the opening post, or one not loaded — is shown at the top level).
 */
export function threadOf<C extends { id: number; replyTo: number | null; createdAt: number }>(comments: readonly C[]): CommentNode<C>[] {
  const ids = new Set(comments.map((c) => c.id));
  const nodes = new Map(comments.map((c) => [c.id, { comment: c, replies: [] as CommentNode<C>[] }]));
  const top: CommentNode<C>[] = [];
  for (const c of comments) {
    const node = nodes.get(c.id) as CommentNode<C>;
    if (c.replyTo !== null && ids.has(c.replyTo)) nodes.get(c.replyTo)?.replies.push(node);
    else top.push(node);
  }
  const byTime = (a: CommentNode<C>, b: CommentNode<C>) => a.comment.createdAt - b.comment.createdAt || a.comment.id - b.comment.id;
  for (const node of nodes.values()) node.replies.sort(byTime);
  return top;
}
