/**
 * The forum's JSON:API (spec 000 §7 'Forum comments', §3 'Forum comments'): a discussion with its sortedPosts and the
 * posts and users it includes, a post's tree, posts by id, a vote (PATCH), a reply (POST) and the username change.
 * Shared by adapters/forum.ts and the embedded forum (backend/routes/forum.ts).
 */
import { z } from 'zod/mini';

const ref = (type: string) => z.object({ type: z.literal(type), id: z.string() });

export const ForumPost = z.object({
  type: z.literal('posts'),
  id: z.string(),
  attributes: z.object({
    content: z.string(),
    createdAt: z.number(),
    /** The post this one answers (a post id), null for a post of the discussion itself. */
    replyTo: z._default(z.nullable(z.number()), null),
    upvotes: z._default(z.number(), 0),
    downvotes: z._default(z.number(), 0),
    hasUpvoted: z._default(z.boolean(), false),
    hasDownvoted: z._default(z.boolean(), false),
  }),
  relationships: z.object({
    user: z.object({ data: ref('users') }),
    discussion: z._default(z.nullable(z.object({ data: ref('discussions') })), null),
  }),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumUser = z.object({ type: z.literal('users'), id: z.string(), attributes: z.object({ name: z.string() }) });
export type ForumUser = z.infer<typeof ForumUser>;

/** Included resources: typed 'users' or 'posts' (others, such as groups or ranks, are passed over). */
export const Included = z.array(z.union([ForumPost, ForumUser, z.object({ type: z.string(), id: z.string() })]));

export const DiscussionAnswer = z.object({
  data: z.object({
    type: z.literal('discussions'),
    id: z.string(),
    attributes: z.object({ title: z.string(), sortedPosts: z.array(z.number()) }),
    relationships: z.object({ posts: z.object({ data: z.array(ref('posts')) }) }),
  }),
  included: z._default(Included, []),
});

/** GET /trees/{postId} and GET /posts?filter[id]=…: posts with their users (and the discussion) included. */
export const PostsAnswer = z.object({ data: z.array(ForumPost), included: z._default(Included, []) });
/** PATCH /posts/{id} and POST /posts: the post as it is now. */
export const PostAnswer = z.object({ data: ForumPost, included: z._default(Included, []) });
export const UsernameAnswer = z.object({
  data: z.object({ type: z.literal('users'), id: z.string(), attributes: z.object({ username: z.string() }) }),
});

/** A JSON:API refusal: its errors' details (server errors are joined by line breaks for the user, §5). */
export const ForumErrors = z.object({ errors: z.array(z.object({ detail: z.string(), status: z.optional(z.string()) })) });

/** The longest comment the forum takes, in characters. */
export const COMMENT_MAX_LENGTH = 5000;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

/** What the site makes of the forum's answers (adapters/forum.ts), as the comment machines hold it. */
export type CommentSort = 'newest' | 'popular';

export type Comment = {
  id: number;
  author: string;
  content: string;
  createdAt: number;
  replyTo: number | null;
  upvotes: number;
  downvotes: number;
  hasUpvoted: boolean;
  hasDownvoted: boolean;
};

/** A discussion's comments in the asked order (replies too; the view threads them by replyTo). */
export type Thread = { discussionId: number; comments: Comment[] };

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The username change's answer as §8 gives it: done, or not with the server's details joined by line breaks. */
export type UsernameResult = { done: true; username: string } | { done: false; error: string };
