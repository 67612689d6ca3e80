/**
 * The forum client (spec 000 §7 'Forum comments', §8): a discussion's thread (its posts in the asked order, the opening
 * post left out, each with its author's name), a vote, a comment or reply, the username change. Every call carries
 * Accept: application/json and X-App (adapters/http.ts); a forum 404 comes back here, never to /404/. Nothing throws:
 * a failed read is null, a refused write says why (the forum's error details joined by line breaks, §5).
 */
import type { CallResult, HttpClient } from './http.ts';
import type { Comment, CommentSort, ForumPost, Thread, UsernameResult, WriteResult } from '../contracts/forum.ts';

export type { Comment, CommentSort, Thread, UsernameResult, WriteResult } from '../contracts/forum.ts';

export const FORUM_GENERIC_ERROR = 'Uh-oh... Something went wrong.';

export interface ForumApi {
  thread(discussionId: number, sort: CommentSort): Promise<Thread | null>;
  vote(postId: number, vote: { upvoted?: boolean; downvoted?: boolean }): Promise<WriteResult<Comment>>;
  post(discussionId: number, content: string, opts: { replyTo: number | null; notifyMe: boolean }): Promise<WriteResult<Comment>>;
  changeUsername(email: string, username: string): Promise<UsernameResult>;
}

type Included = readonly { type: string; id: string; attributes?: unknown }[];

const namesOf = (included: Included): Map<string, string> =>
  new Map(
    included.flatMap((r) =>
      r.type === 'users' && typeof (r.attributes as { name?: unknown })?.name === 'string'
        ? [[r.id, (r.attributes as { name: string }).name] as const]
        : [],
    ),
  );

const commentOf = (post: ForumPost, names: Map<string, string>): Comment => ({
  id: Number(post.id),
  author: names.get(post.relationships.user.data.id) ?? 'Member',
  content: post.attributes.content,
  createdAt: post.attributes.createdAt,
  replyTo: post.attributes.replyTo,
  upvotes: post.attributes.upvotes,
  downvotes: post.attributes.downvotes,
  hasUpvoted: post.attributes.hasUpvoted,
  hasDownvoted: post.attributes.hasDownvoted,
});

/** The forum's refusal as one message: its errors' details joined by line breaks, else the status's message. */
function refusal(r: Extract<CallResult<unknown>, { ok: false }>): string {
  const body = r.body as { errors?: { detail?: unknown }[] } | undefined;
  const details = (body?.errors ?? []).map((e) => e.detail).filter((d): d is string => typeof d === 'string' && d !== '');
  return details.length > 0 ? details.join('\n') : r.status !== null && r.status < 500 ? r.message : FORUM_GENERIC_ERROR;
}

export function createForumApi(http: HttpClient): ForumApi {
  return {
    async thread(discussionId, sort) {
      const query = sort === 'popular' ? { createdAt: 'desc', vote: 'desc' } : { createdAt: 'desc' };
      const r = await http.call('forumDiscussion', { params: { id: discussionId }, query, passNotFound: true });
      if (!r.ok) return null;
      const names = namesOf(r.data.included);
      const posts = new Map(
        r.data.included.filter((x): x is ForumPost => x.type === 'posts' && 'relationships' in x).map((p) => [Number(p.id), p] as const),
      );
      const order = r.data.data.attributes.sortedPosts;
      // The opening post (the lowest id) is the discussion itself, not a comment (§2.4).
      const opening = order.length > 0 ? Math.min(...order) : null;
      const comments = order.flatMap((id) => {
        const post = posts.get(id);
        return post && id !== opening ? [commentOf(post, names)] : [];
      });
      return { discussionId, comments };
    },
    async vote(postId, vote) {
      const r = await http.call('forumVote', {
        params: { id: postId },
        body: { data: { type: 'posts', id: String(postId), attributes: vote } },
        passNotFound: true,
      });
      return r.ok ? { ok: true, value: commentOf(r.data.data, namesOf(r.data.included)) } : { ok: false, error: refusal(r) };
    },
    async post(discussionId, content, { replyTo, notifyMe }) {
      const r = await http.call('forumReply', {
        body: {
          data: {
            type: 'posts',
            attributes: { content, replyTo, notifyMe },
            relationships: { discussion: { data: { type: 'discussions', id: String(discussionId) } } },
          },
        },
        passNotFound: true,
      });
      return r.ok ? { ok: true, value: commentOf(r.data.data, namesOf(r.data.included)) } : { ok: false, error: refusal(r) };
    },
    async changeUsername(email, username) {
      const r = await http.call('forumUsername', { body: { data: { attributes: { email, username } } }, passNotFound: true });
      return r.ok ? { done: true, username: r.data.data.attributes.username } : { done: false, error: refusal(r) };
    },
  };
}
