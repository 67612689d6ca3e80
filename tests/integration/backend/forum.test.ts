/**
 * The embedded forum (spec 000 §2.4 'Comments (forum-backed)', §7 'Forum comments', §8): a discussion lists its posts
 * newest first or by votes; a member comments, replies, votes once (toggling) and renames; bad input — unknown or forged
 * ids, votes on missing posts, a reply to another discussion's post, empty or 100 KB comments, bad or taken names — gets
 * a 4xx JSON:API error that says why and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { ForumErrors } from '../../../contracts/forum.ts';
import { XSS_VECTORS } from '../../support/xss-vectors.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const reply = (content: string, discussion: string, replyTo: number | null = null) => ({
  data: {
    type: 'posts',
    attributes: { content, replyTo, notifyMe: false },
    relationships: { discussion: { data: { type: 'discussions', id: discussion } } },
  },
});
const vote = (id: string, attributes: Record<string, boolean>) => ({ data: { type: 'posts', id, attributes } });

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let atoken = '';

  beforeAll(async () => {
    backend = await freshBackend();
    atoken = (await loginAs(backend, 'active@demo.test')).atoken;
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const discussionOf = async (id: number, query = '?createdAt=desc') =>
    calls.forumDiscussion.response.parse((await request(backend, 'GET', urlOf('forumDiscussion', { id }, query), { token: atoken })).json);

  describe('bad input changes nothing', () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await fingerprint(backend.db);
    });
    const cases: { name: string; method: string; url: string; body?: unknown; auth?: boolean; status: number }[] = [
      { name: 'unknown discussion', method: 'GET', url: urlOf('forumDiscussion', { id: 999_999 }), status: 404 },
      { name: 'forged discussion id', method: 'GET', url: '/api/forum/discussions/1%20OR%201=1', status: 422 },
      { name: 'unknown tree', method: 'GET', url: urlOf('forumTree', { postId: 99_999_999 }), status: 404 },
      { name: 'posts without ids', method: 'GET', url: urlOf('forumPosts'), status: 422 },
      { name: 'posts with a forged id', method: 'GET', url: urlOf('forumPosts', {}, "?filter[id]=1,2'--"), status: 422 },
      { name: 'vote without a token', method: 'PATCH', url: urlOf('forumVote', { id: 2 }), body: vote('2', { upvoted: true }), status: 401 },
      {
        name: 'vote on a missing post',
        method: 'PATCH',
        url: urlOf('forumVote', { id: 99_999_999 }),
        body: vote('99999999', { upvoted: true }),
        auth: true,
        status: 404,
      },
      {
        name: 'vote up and down at once',
        method: 'PATCH',
        url: urlOf('forumVote', { id: 2 }),
        body: vote('2', { upvoted: true, downvoted: true }),
        auth: true,
        status: 422,
      },
      {
        name: 'vote for another post id',
        method: 'PATCH',
        url: urlOf('forumVote', { id: 2 }),
        body: vote('3', { upvoted: true }),
        auth: true,
        status: 422,
      },
      { name: 'empty comment', method: 'POST', url: urlOf('forumReply'), body: reply('   ', '1'), auth: true, status: 422 },
      { name: '100 KB comment', method: 'POST', url: urlOf('forumReply'), body: reply('a'.repeat(100_000), '1'), auth: true, status: 413 },
      { name: '6000-character comment', method: 'POST', url: urlOf('forumReply'), body: reply('a'.repeat(6000), '1'), auth: true, status: 422 },
      { name: 'comment on an unknown discussion', method: 'POST', url: urlOf('forumReply'), body: reply('Hi', '999999'), auth: true, status: 404 },
      { name: 'reply to another discussion', method: 'POST', url: urlOf('forumReply'), body: reply('Hi', '4', 2), auth: true, status: 422 },
      { name: 'reply to a missing post', method: 'POST', url: urlOf('forumReply'), body: reply('Hi', '1', 99_999_999), auth: true, status: 404 },
      { name: 'comment without a token', method: 'POST', url: urlOf('forumReply'), body: reply('Hi', '1'), status: 401 },
      {
        name: 'bad username',
        method: 'PATCH',
        url: urlOf('forumUsername'),
        body: { data: { attributes: { username: 'a b<script>' } } },
        auth: true,
        status: 422,
      },
      {
        name: 'taken username',
        method: 'PATCH',
        url: urlOf('forumUsername'),
        body: { data: { attributes: { username: 'PixelWanderer' } } },
        auth: true,
        status: 422,
      },
    ];
    it.each(cases.map((c) => [c.name, c] as const))('%s → 4xx with a detail', async (_name, c) => {
      const res = await request(backend, c.method, c.url, { body: c.body, token: c.auth ? atoken : undefined });
      expect(res.status).toBe(c.status);
      const errors = ForumErrors.parse(res.json).errors;
      expect([errors[0]?.status, (errors[0]?.detail.length ?? 0) > 5]).toEqual([String(c.status), true]);
    });
    it('left every record unchanged', async () => {
      expect(await fingerprint(backend.db)).toEqual(before);
    });
  });

  describe('a member takes part', () => {
    it('lists a discussion newest first or by votes, the opening post the oldest', async () => {
      const newest = await discussionOf(1);
      const posts = newest.included.filter((r) => r.type === 'posts') as {
        id: string;
        attributes: { createdAt: number; upvotes: number; downvotes: number };
      }[];
      expect(posts.length).toBeGreaterThan(2);
      const at = (id: number) => posts.find((p) => p.id === String(id))?.attributes.createdAt ?? 0;
      const sorted = newest.data.attributes.sortedPosts;
      expect(sorted.every((id, i) => i === 0 || at(sorted[i - 1] as number) >= at(id))).toBe(true);
      expect(Math.min(...sorted)).toBe(sorted.at(-1));
      const popular = (await discussionOf(1, '?createdAt=desc&vote=desc')).data.attributes.sortedPosts;
      const score = (id: number) => {
        const p = posts.find((x) => x.id === String(id))?.attributes;
        return (p?.upvotes ?? 0) - (p?.downvotes ?? 0);
      };
      expect(popular.every((id, i) => i === 0 || score(popular[i - 1] as number) >= score(id))).toBe(true);
    });

    it('comments, replies, votes once (toggling) and renames; a taken name is refused', async () => {
      const posted = await request(backend, 'POST', urlOf('forumReply'), { body: reply('  Plain <b>text</b> only  ', '4'), token: atoken });
      expect(posted.status).toBe(201);
      const post = calls.forumReply.response.parse(posted.json).data;
      expect(post.attributes.content).toBe('Plain <b>text</b> only');
      const answer = await request(backend, 'POST', urlOf('forumReply'), { body: reply('A reply', '4', Number(post.id)), token: atoken });
      expect(calls.forumReply.response.parse(answer.json).data.attributes.replyTo).toBe(Number(post.id));

      const up = async (attributes: Record<string, boolean>) =>
        calls.forumVote.response.parse(
          (await request(backend, 'PATCH', urlOf('forumVote', { id: post.id }), { body: vote(post.id, attributes), token: atoken })).json,
        ).data.attributes;
      expect(await up({ upvoted: true })).toMatchObject({ upvotes: 1, downvotes: 0, hasUpvoted: true });
      expect(await up({ upvoted: true })).toMatchObject({ upvotes: 1, hasUpvoted: true });
      expect(await up({ downvoted: true })).toMatchObject({ upvotes: 0, downvotes: 1, hasDownvoted: true, hasUpvoted: false });
      expect(await up({ downvoted: false })).toMatchObject({ upvotes: 0, downvotes: 0, hasDownvoted: false });

      const renamed = await request(backend, 'PATCH', urlOf('forumUsername'), {
        body: { data: { attributes: { username: 'velvet_fan' } } },
        token: atoken,
      });
      expect(renamed.status).toBe(200);
      const listed = await discussionOf(4);
      expect(listed.included).toContainEqual({ type: 'users', id: post.relationships.user.data.id, attributes: { name: 'velvet_fan' } });
      const other = (await loginAs(backend, 'expired@demo.test')).atoken;
      const taken = await request(backend, 'PATCH', urlOf('forumUsername'), {
        body: { data: { attributes: { username: 'Velvet_Fan' } } },
        token: other,
      });
      expect([taken.status, ForumErrors.parse(taken.json).errors[0]?.detail]).toEqual([422, 'The username has already been taken.']);
    });

    it('keeps whatever a poster writes as plain text: every XSS vector is stored and listed exactly as typed (trimmed)', async () => {
      // A NUL byte cannot be stored (PostgreSQL text): such a comment is refused as a whole, saying why.
      const withNul = XSS_VECTORS.filter((v) => v.includes('\0'));
      const kept = XSS_VECTORS.filter((v) => !v.includes('\0'));
      expect(withNul.length).toBeGreaterThan(0);
      for (const v of withNul) {
        const res = await request(backend, 'POST', urlOf('forumReply'), { body: reply(v, '5'), token: atoken });
        expect([res.status, ForumErrors.parse(res.json).errors[0]?.detail]).toEqual([400, 'The request body holds a NUL byte']);
      }
      const ids: string[] = [];
      for (const v of kept) {
        const res = await request(backend, 'POST', urlOf('forumReply'), { body: reply(v, '5'), token: atoken });
        expect(res.status).toBe(201);
        const post = calls.forumReply.response.parse(res.json).data;
        expect(post.attributes.content).toBe(v.trim());
        ids.push(post.id);
      }
      const listed = await discussionOf(5);
      const byId = new Map(listed.included.filter((r) => r.type === 'posts').map((r) => [r.id, r]));
      expect(ids.map((id) => (byId.get(id) as { attributes: { content: string } } | undefined)?.attributes.content)).toEqual(
        kept.map((v) => v.trim()),
      );
    });
  });
});
