/**
 * The embedded forum's store (spec 000 §2.4 'Comments (forum-backed)', §7 'Forum comments'): discussions, threaded
 * posts with their vote counts, one vote per user and post, the forum users (a site member's is made the first time
 * they write or vote, named after their e-mail).
 */
import type { Db } from '../db/db.ts';
import { memberHandle } from '../rules/member-handle.ts';

export type PostRow = {
  id: number;
  discussion_id: number;
  user_id: number;
  username: string;
  reply_to: number | null;
  content: string;
  created_at: number;
  upvotes: number;
  downvotes: number;
  /** The caller's vote: 1, -1 or 0. */
  mine: number;
};

export type DiscussionRow = { id: number; title: string };

export async function discussion(db: Db, id: number): Promise<DiscussionRow | null> {
  const [row] = await db.query<DiscussionRow>('SELECT id, title FROM forum_discussions WHERE id = $1', [id]);
  return row ?? null;
}

const POST_SELECT = `
SELECT p.id, p.discussion_id, p.user_id, u.username, p.reply_to, p.content, p.created_at,
  COALESCE(SUM(CASE WHEN v.value = 1 THEN 1 ELSE 0 END), 0)::int AS upvotes,
  COALESCE(SUM(CASE WHEN v.value = -1 THEN 1 ELSE 0 END), 0)::int AS downvotes,
  COALESCE(MAX(CASE WHEN v.user_id = $1 THEN v.value ELSE NULL END), 0)::int AS mine
FROM forum_posts p
JOIN forum_users u ON u.id = p.user_id
LEFT JOIN forum_votes v ON v.post_id = p.id`;
const POST_GROUP = 'GROUP BY p.id, u.username';

/** The posts of a discussion, with votes; `viewer` is the caller's forum user id (0 for none). */
export async function discussionPosts(db: Db, discussionId: number, viewer: number): Promise<PostRow[]> {
  return db.query<PostRow>(`${POST_SELECT} WHERE p.discussion_id = $2 ${POST_GROUP} ORDER BY p.id`, [viewer, discussionId]);
}

export async function postsByIds(db: Db, ids: number[], viewer: number): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db.query<PostRow>(`${POST_SELECT} WHERE p.id = ANY($2::int[]) ${POST_GROUP} ORDER BY p.id`, [viewer, ids]);
}

/** A post and every answer below it (its tree). */
export async function postTree(db: Db, postId: number, viewer: number): Promise<PostRow[]> {
  const [root] = await postsByIds(db, [postId], viewer);
  if (!root) return [];
  const all = await discussionPosts(db, root.discussion_id, viewer);
  const tree = new Set([root.id]);
  for (const p of all) if (p.reply_to !== null && tree.has(p.reply_to)) tree.add(p.id);
  return all.filter((p) => tree.has(p.id));
}

/** The forum user of a site member, made the first time (a free name from their neutral handle, rules/member-handle.ts). */
export async function forumUserOf(db: Db, userUuid: string, now: number): Promise<number> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM forum_users WHERE user_uuid = $1', [userUuid]);
  if (found) return found.id;
  const base = memberHandle(userUuid);
  for (let n = 0; ; n++) {
    const name = n === 0 ? base.padEnd(3, '_') : `${base}${n}`;
    const [made] = await db.query<{ id: number }>(
      'INSERT INTO forum_users (user_uuid, username, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [userUuid, name, now],
    );
    if (made) return made.id;
    const [raced] = await db.query<{ id: number }>('SELECT id FROM forum_users WHERE user_uuid = $1', [userUuid]);
    if (raced) return raced.id;
  }
}

/** The caller's forum user id without making one (0: none yet). */
export async function existingForumUser(db: Db, userUuid: string): Promise<number> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM forum_users WHERE user_uuid = $1', [userUuid]);
  return found?.id ?? 0;
}

export async function addPost(
  db: Db,
  post: { discussionId: number; userId: number; replyTo: number | null; content: string; notifyMe: boolean; now: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO forum_posts (discussion_id, user_id, reply_to, content, notify_me, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [post.discussionId, post.userId, post.replyTo, post.content, post.notifyMe, post.now],
  );
  return row?.id ?? 0;
}

/** One vote per user and post: +1, -1, or none (0 removes it). */
export async function setVote(db: Db, postId: number, userId: number, value: 1 | -1 | 0): Promise<void> {
  if (value === 0) {
    await db.query('DELETE FROM forum_votes WHERE post_id = $1 AND user_id = $2', [postId, userId]);
    return;
  }
  await db.query(
    'INSERT INTO forum_votes (post_id, user_id, value) VALUES ($1, $2, $3) ON CONFLICT (post_id, user_id) DO UPDATE SET value = EXCLUDED.value',
    [postId, userId, value],
  );
}

/** Renames a forum user; false when another user has the name. */
export async function rename(db: Db, userId: number, username: string): Promise<boolean> {
  const [taken] = await db.query<{ id: number }>('SELECT id FROM forum_users WHERE lower(username) = lower($1) AND id <> $2', [username, userId]);
  if (taken) return false;
  await db.query('UPDATE forum_users SET username = $1 WHERE id = $2', [username, userId]);
  return true;
}

/** Whether another forum user (not the member's own) has the name, in any case. */
export async function usernameTaken(db: Db, username: string, userUuid: string): Promise<boolean> {
  const [taken] = await db.query<{ id: number }>('SELECT id FROM forum_users WHERE lower(username) = lower($1) AND user_uuid IS DISTINCT FROM $2', [
    username,
    userUuid,
  ]);
  return taken !== undefined;
}
