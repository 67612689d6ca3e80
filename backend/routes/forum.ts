/**
 * The embedded forum (spec 000 §2.4 'Comments (forum-backed)', §7 'Forum comments', §8 'Username change fails'): a
 * JSON:API over the forum tables, under {forum} = /api/forum. Reads are public (a bearer token adds the caller's own
 * votes); writes need the site's bearer token. Refusals are JSON:API errors with a detail that says why, and change
 * nothing: unknown discussions and posts (404), a reply to a post of another discussion, empty or over-long comments,
 * bad votes and names (422), a taken name (422).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod/mini';
import {
  COMMENT_MAX_LENGTH,
  DiscussionAnswer,
  type ForumPost,
  type ForumUser,
  PostAnswer,
  PostsAnswer,
  USERNAME_PATTERN,
  UsernameAnswer,
} from '../../contracts/forum.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';
import { requireUser } from '../auth/session.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import {
  type PostRow,
  addPost,
  discussion,
  discussionPosts,
  existingForumUser,
  forumUserOf,
  postTree,
  postsByIds,
  rename,
  setVote,
  usernameTaken,
} from '../repo/forum.ts';

const base = embeddedBasePath.forum;
const path = (p: string) => `${base}${p}`;

/** A JSON:API refusal (the forum's own error shape). */
class ForumError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const postResource = (p: PostRow): ForumPost => ({
  type: 'posts',
  id: String(p.id),
  attributes: {
    content: p.content,
    createdAt: p.created_at,
    replyTo: p.reply_to,
    upvotes: p.upvotes,
    downvotes: p.downvotes,
    hasUpvoted: p.mine === 1,
    hasDownvoted: p.mine === -1,
  },
  relationships: {
    user: { data: { type: 'users', id: String(p.user_id) } },
    discussion: { data: { type: 'discussions', id: String(p.discussion_id) } },
  },
});

/** The users of the posts, once each. */
const usersOf = (posts: PostRow[]): ForumUser[] => [
  ...new Map(posts.map((p) => [p.user_id, { type: 'users' as const, id: String(p.user_id), attributes: { name: p.username } }])).values(),
];

const positiveId = (raw: string | undefined, what: string): number => {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ForumError(422, `The ${what} id must be a positive integer.`);
  return Number(raw);
};

/** The caller's forum user for reading (their own votes), without making one; 0 for a guest or a bad token. */
async function readerOf(c: Context, ctx: BackendContext): Promise<number> {
  if (!c.req.header('authorization')) return 0;
  try {
    const user = await requireUser(c, ctx);
    return existingForumUser(ctx.db, user.uuid);
  } catch {
    return 0;
  }
}

/** The forum user of a member whose request was found good (made the first time, so a refusal changes nothing). */
const forumUser = (ctx: BackendContext, member: { uuid: string }): Promise<number> => forumUserOf(ctx.db, member.uuid, nowSeconds(ctx));

const VoteBody = z.object({
  data: z.object({
    type: z.literal('posts'),
    id: z.optional(z.string()),
    attributes: z.object({ upvoted: z.optional(z.boolean()), downvoted: z.optional(z.boolean()) }),
  }),
});
const ReplyBody = z.object({
  data: z.object({
    type: z.literal('posts'),
    attributes: z.object({ content: z.string(), replyTo: z._default(z.nullable(z.number()), null), notifyMe: z._default(z.boolean(), false) }),
    relationships: z.object({ discussion: z.object({ data: z.object({ type: z.literal('discussions'), id: z.string() }) }) }),
  }),
});
const UsernameBody = z.object({ data: z.object({ attributes: z.object({ email: z.optional(z.string()), username: z.string() }) }) });

/** The body parsed by `schema`, or a JSON:API 422 naming what is wrong. */
async function body<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await jsonBody(c, schema);
  } catch (error) {
    if (error instanceof ApiError) throw new ForumError(error.httpStatus, error.body.status.message);
    throw error;
  }
}

export const forumRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  /** A handler whose refusals answer as JSON:API errors (a 401 of the site's token check too). */
  const h =
    (fn: (c: Context) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        return await fn(c);
      } catch (err) {
        if (err instanceof ForumError) return c.json({ errors: [{ status: String(err.status), detail: err.detail }] }, err.status);
        if (err instanceof ApiError) return c.json({ errors: [{ status: String(err.httpStatus), detail: err.body.status.message }] }, err.httpStatus);
        throw err;
      }
    };

  // GET /discussions/{id}?createdAt=desc[&vote=desc]: sortedPosts newest first, or by votes ('popular').
  app.get(
    path('/discussions/:id'),
    h(async (c) => {
      const id = positiveId(c.req.param('id'), 'discussion');
      const found = await discussion(db, id);
      if (!found) throw new ForumError(404, 'There is no such discussion.');
      const posts = await discussionPosts(db, id, await readerOf(c, ctx));
      const byVotes = c.req.query('vote') === 'desc';
      const score = (p: PostRow) => p.upvotes - p.downvotes;
      const sorted = [...posts].sort((a, b) => (byVotes ? score(b) - score(a) : 0) || b.created_at - a.created_at || b.id - a.id);
      return send(c, DiscussionAnswer, {
        data: {
          type: 'discussions',
          id: String(id),
          attributes: { title: found.title, sortedPosts: sorted.map((p) => p.id) },
          relationships: { posts: { data: posts.map((p) => ({ type: 'posts' as const, id: String(p.id) })) } },
        },
        included: [...posts.map(postResource), ...usersOf(posts)],
      });
    }),
  );

  app.get(
    path('/trees/:postId'),
    h(async (c) => {
      const tree = await postTree(db, positiveId(c.req.param('postId'), 'post'), await readerOf(c, ctx));
      if (tree.length === 0) throw new ForumError(404, 'There is no such post.');
      return send(c, PostsAnswer, { data: tree.map(postResource), included: usersOf(tree) });
    }),
  );

  app.get(
    path('/posts'),
    h(async (c) => {
      const raw = c.req.query('filter[id]') ?? '';
      const ids = raw.split(',').filter((s) => s !== '');
      if (ids.length === 0 || ids.length > 100) throw new ForumError(422, 'filter[id] must list 1 to 100 post ids.');
      const posts = await postsByIds(db, [...new Set(ids.map((s) => positiveId(s, 'post')))], await readerOf(c, ctx));
      return send(c, PostsAnswer, { data: posts.map(postResource), included: usersOf(posts) });
    }),
  );

  // PATCH /posts/{id}: the caller's vote, one per user and post (upvoted / downvoted true sets it, false clears it).
  app.patch(
    path('/posts/:id'),
    h(async (c) => {
      const member = await requireUser(c, ctx);
      const id = positiveId(c.req.param('id'), 'post');
      const { data } = await body(c, VoteBody);
      if (data.id !== undefined && data.id !== String(id)) throw new ForumError(422, 'The post id in the body is not the post of the address.');
      const { upvoted, downvoted } = data.attributes;
      if (upvoted === undefined && downvoted === undefined) throw new ForumError(422, 'A vote needs upvoted or downvoted.');
      if (upvoted === true && downvoted === true) throw new ForumError(422, 'A post cannot be upvoted and downvoted at once.');
      const [post] = await postsByIds(db, [id], 0);
      if (!post) throw new ForumError(404, 'There is no such post.');
      const user = await forumUser(ctx, member);
      await setVote(db, id, user, upvoted === true ? 1 : downvoted === true ? -1 : 0);
      const [now] = await postsByIds(db, [id], user);
      return send(c, PostAnswer, { data: postResource(now as PostRow), included: usersOf([now as PostRow]) });
    }),
  );

  // POST /posts: a comment of a discussion, or a reply to one of its posts.
  app.post(
    path('/posts'),
    h(async (c) => {
      const member = await requireUser(c, ctx);
      const { data } = await body(c, ReplyBody);
      const content = data.attributes.content.trim();
      if (content === '') throw new ForumError(422, 'Write a comment first.');
      if ([...content].length > COMMENT_MAX_LENGTH) throw new ForumError(422, `A comment is at most ${COMMENT_MAX_LENGTH} characters long.`);
      const discussionId = positiveId(data.relationships.discussion.data.id, 'discussion');
      if (!(await discussion(db, discussionId))) throw new ForumError(404, 'There is no such discussion.');
      const replyTo = data.attributes.replyTo;
      if (replyTo !== null) {
        const [parent] = await postsByIds(db, [positiveId(String(replyTo), 'post')], 0);
        if (!parent) throw new ForumError(404, 'The post you reply to does not exist.');
        if (parent.discussion_id !== discussionId) throw new ForumError(422, 'The post you reply to belongs to another discussion.');
      }
      const user = await forumUser(ctx, member);
      const id = await addPost(db, { discussionId, userId: user, replyTo, content, notifyMe: data.attributes.notifyMe, now: nowSeconds(ctx) });
      const [post] = await postsByIds(db, [id], user);
      return send(c, PostAnswer, { data: postResource(post as PostRow), included: usersOf([post as PostRow]) }, 201);
    }),
  );

  app.patch(
    path('/users/update/username'),
    h(async (c) => {
      const member = await requireUser(c, ctx);
      const { data } = await body(c, UsernameBody);
      const username = data.attributes.username.trim();
      if (!USERNAME_PATTERN.test(username)) {
        throw new ForumError(422, 'The username must be 3 to 30 characters: letters, digits, dots, dashes or underscores.');
      }
      if (await usernameTaken(db, username, member.uuid)) throw new ForumError(422, 'The username has already been taken.');
      const id = await forumUser(ctx, member);
      await rename(db, id, username);
      return send(c, UsernameAnswer, { data: { type: 'users', id: String(id), attributes: { username } } });
    }),
  );

  // Anything else under the forum (an unknown path, a method it does not take) is its own 404, in its own shape.
  app.all(
    path('/*'),
    h(async () => {
      throw new ForumError(404, 'There is no such forum resource.');
    }),
  );
};
