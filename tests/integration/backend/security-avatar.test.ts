/**
 * Avatar uploads under attack (issue 38, finding 9): a small file claiming a huge picture (a 7000×5700 single-colour
 * PNG, about 40 megapixels in a few hundred KB) is refused by its header, before it is decoded; concurrent uploads of
 * one image by one member never answer 500 (they shared a temporary file name: ENOENT on its rename) — each is stored or
 * refused as busy, and the member ends with a valid avatar; a normal upload still works, also after those refusals.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import {
  AVATAR_MAX_PIXELS,
  AVATAR_PIXELS_MESSAGE,
  AVATAR_SIDE,
  AVATAR_UPLOAD_BUSY_MESSAGE,
  AvatarAnswer,
  ChangeAvatarAnswer,
} from '../../../contracts/avatar.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const png = (width: number, height: number, r = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

// A member no other test file uploads for.
const MEMBER = 'active@demo.test';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let uploadsDir: string;
  let huge: Buffer;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'security-avatar-'));
    backend = await freshBackend(undefined, { uploadsDir });
    huge = await png(7000, 5700);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = async (token: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
    const res = await backend.app.request(urlOf('changeAvatar'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, json: (await res.json()) as { status?: { message?: string }; data?: { avatar?: string } } };
  };
  const avatarOf = async (token: string) => AvatarAnswer.parse((await request(backend, 'GET', urlOf('avatar'), { token })).json).data;
  /** The stored avatar behind a URL is a AVATAR_SIDE-square WebP. */
  const expectServedAvatar = async (url: string) => {
    const file = await backend.app.request(url);
    expect(file.status).toBe(200);
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });
  };

  describe('avatar upload limits', () => {
    it('(a) a small file of a picture over the pixel limit is refused by its header, with a clear message, and changes nothing', async () => {
      expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024);
      const { atoken } = await loginAs(backend, MEMBER);
      const before = await fingerprint(backend.db);
      const started = performance.now();
      const res = await upload(atoken, huge);
      const took = performance.now() - started;
      expect(res).toMatchObject({ status: 422, json: { status: { message: AVATAR_PIXELS_MESSAGE } } });
      // Decoding 40 megapixels takes seconds here; reading a header takes milliseconds.
      expect(took).toBeLessThan(1000);
      // Just over the limit: refused the same way.
      expect(4097 * 4096).toBeGreaterThan(AVATAR_MAX_PIXELS);
      expect(await upload(atoken, await png(4097, 4096))).toMatchObject({ status: 422, json: { status: { message: AVATAR_PIXELS_MESSAGE } } });
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('(b) concurrent uploads of one image by one member: each stored or refused as busy, never a 500', async () => {
      const { atoken } = await loginAs(backend, MEMBER);
      const image = await png(1600, 1200, 90);
      // Three rounds of eight: the shared temporary name failed most rounds, not every one.
      const answers = [];
      for (let round = 0; round < 3; round++) answers.push(...(await Promise.all(Array.from({ length: 8 }, () => upload(atoken, image)))));
      for (const answer of answers) {
        if (answer.status === 200) continue;
        expect(answer, JSON.stringify(answer.json)).toMatchObject({ status: 409, json: { status: { message: AVATAR_UPLOAD_BUSY_MESSAGE } } });
      }
      const stored = answers.filter((a) => a.status === 200).map((a) => ChangeAvatarAnswer.parse(a.json).data.avatar);
      expect(stored.length).toBeGreaterThan(0);
      const { avatar } = await avatarOf(atoken);
      expect(stored).toContain(avatar);
      await expectServedAvatar(avatar);
      // No temporary file is left behind.
      const files = await readdir(join(uploadsDir, 'avatars'));
      expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    });

    it('(c) a normal upload still works after those refusals, and a picture at the limit is accepted', async () => {
      const { atoken } = await loginAs(backend, MEMBER);
      expect(4096 * 4096).toBe(AVATAR_MAX_PIXELS);
      const atLimit = await upload(atoken, await png(4096, 4096, 10));
      expect(atLimit.status, JSON.stringify(atLimit.json)).toBe(200);
      const res = await upload(atoken, await png(640, 400, 200));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { avatar } = ChangeAvatarAnswer.parse(res.json).data;
      expect((await avatarOf(atoken)).avatar).toBe(avatar);
      await expectServedAvatar(avatar);
      // The one upload of the member: the earlier ones' files are gone.
      expect(await readdir(join(uploadsDir, 'avatars'))).toEqual([avatar.split('/').at(-1)]);
    });
  });
});
