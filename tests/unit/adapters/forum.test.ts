/**
 * The forum client (spec 000 §7 'Forum comments': Accept: application/json and X-App on every call; §8 forum 404s
 * returned to the caller, 'Username change fails' with the details joined by line breaks).
 */
import { describe, expect, it } from 'vitest';
import { createForumApi } from '../../../adapters/forum.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const post = (id: number, replyTo: number | null, createdAt: number) => ({
  type: 'posts',
  id: String(id),
  attributes: { content: `Post ${id}`, createdAt, replyTo, upvotes: 2, downvotes: 0, hasUpvoted: id === 3, hasDownvoted: false },
  relationships: { user: { data: { type: 'users', id: '5' } } },
});
const discussion = {
  data: {
    type: 'discussions',
    id: '4',
    attributes: { title: 'A video', sortedPosts: [3, 2, 1] },
    relationships: { posts: { data: [1, 2, 3].map((id) => ({ type: 'posts', id: String(id) })) } },
  },
  included: [
    post(1, null, 10),
    post(2, null, 20),
    post(3, 2, 30),
    { type: 'users', id: '5', attributes: { name: 'pixelwanderer' } },
    { type: 'groups', id: '1' },
  ],
};

describe('forum adapter', () => {
  it('sends Accept and X-App, and drops the opening post from the thread', async () => {
    const h = harness([json(discussion)]);
    const thread = await createForumApi(h.http).thread(4, 'popular');
    expect(h.requests[0]?.headers).toMatchObject({ accept: 'application/json', 'x-app': 'site' });
    expect(h.requests[0]?.url).toContain('/discussions/4?createdAt=desc&vote=desc');
    expect(thread?.comments.map((c) => [c.id, c.author, c.replyTo, c.hasUpvoted])).toEqual([
      [3, 'pixelwanderer', 2, true],
      [2, 'pixelwanderer', null, false],
    ]);
  });

  it('returns a forum 404 to the caller instead of going to /404/', async () => {
    const h = harness([json({ errors: [{ status: '404', detail: 'There is no such discussion.' }] }, 404)]);
    expect(await createForumApi(h.http).thread(999, 'newest')).toBeNull();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('gives a refused username change as {done: false, error} with the details joined by line breaks', async () => {
    const h = harness([json({ errors: [{ detail: 'The username has already been taken.' }, { detail: 'Try another one.' }] }, 422)]);
    expect(await createForumApi(h.http).changeUsername('a@demo.test', 'taken')).toEqual({
      done: false,
      error: 'The username has already been taken.\nTry another one.',
    });
    expect(h.requests[0]?.headers.authorization).toBe('Bearer A1');
  });
});
