/**
 * Issue 38, finding 10 (names that publish e-mail addresses): the room chat and the messenger showed a member under
 * their e-mail's local part (the cam token's name; `GET /api/vrlive/user-info` → `user_name: "active"`), and the forum
 * made a member's first username from it too, so half of every member's address was public. Now both use a neutral
 * handle from the member's uuid, 'member_' and six digits (a forum username can still be changed by its member).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { forumUserOf } from '../../../backend/repo/forum.ts';
import { memberHandle } from '../../../backend/rules/member-handle.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  it('the cam provider knows a member by a neutral handle, in its answer and its token', async () => {
    const { atoken } = await loginAs(backend, 'camtips@demo.test');
    const res = await request(backend, 'GET', urlOf('camUserInfo'), { token: atoken });
    expect(res.status).toBe(200);
    const data = (res.json as { data: Record<string, string> }).data;
    const uuid = decodeJwt(atoken).sub ?? '';
    expect(data.user_name).toBe(memberHandle(uuid));
    expect(data.user_name).toMatch(/^member_\d{6}$/);
    const camToken = Object.entries(data).find(([key]) => key.endsWith('_token'))?.[1] ?? '';
    expect(decodeJwt(camToken).name).toBe(memberHandle(uuid));
    expect(JSON.stringify(data)).not.toContain('camtips');
    expect(calls.camUserInfo.response.safeParse(res.json).success).toBe(true);
  });

  it("a member's first forum username is their handle, not their e-mail's local part", async () => {
    const { atoken } = await loginAs(backend, 'favorites@demo.test');
    const uuid = decodeJwt(atoken).sub ?? '';
    const id = await forumUserOf(backend.db, uuid, 1_800_000_000);
    const [row] = await backend.db.query<{ username: string }>('SELECT username FROM forum_users WHERE id = $1', [id]);
    expect(row?.username).toBe(memberHandle(uuid));
    expect(row?.username).not.toContain('favorites');
  });
});
