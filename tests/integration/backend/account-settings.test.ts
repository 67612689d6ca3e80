/**
 * Account settings of the reference backend (spec 001 §3 'Avatar', §5 'Change password', §7, §8): the
 * avatar list and choice, an upload checked by its bytes and size, resized and served back; bad input (a non-image,
 * a 20 MB file, an unknown choice) refused with a clear message and nothing changed; the password change verifying
 * the current password, checking the new one with the shared rules, and revoking every other session's refresh token.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { drawnAvatars, imageKind } from '../../../backend/routes/account-settings.ts';
import {
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_SIDE,
  AVATAR_TOO_BIG_MESSAGE,
  AVATAR_UNKNOWN_MESSAGE,
  AvatarAnswer,
  ChangeAvatarAnswer,
} from '../../../contracts/avatar.ts';
import { calls } from '../../../contracts/calls.ts';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  ChangePasswordAnswer,
  PASSWORDS_DIFFER_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  changePasswordFieldErrors,
} from '../../../contracts/change-password.ts';
import { PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE } from '../../../contracts/password-rules.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const png = (width: number, height: number, r = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const postForm = async (path: string, form: FormData, opts: { token: string; cookie?: string }) => {
    const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await backend.app.request(path, { method: 'POST', headers, body: form });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const fileForm = (bytes: Uint8Array, name = 'me.png', type = 'image/png') => {
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array(bytes)], name, { type }));
    return form;
  };
  const avatarOf = async (token: string) => AvatarAnswer.parse((await request(backend, 'GET', urlOf('avatar'), { token })).json).data;

  describe('avatar', () => {
    it('lists the drawn avatars and none is set at first; one of the list can be chosen', async () => {
      const { atoken } = await loginAs(backend, 'avatar@demo.test');
      expect(await avatarOf(atoken)).toEqual({ avatar: '', avatars: [...drawnAvatars] });
      const form = new FormData();
      form.append('avatar', drawnAvatars[2] ?? '');
      const chosen = await postForm(urlOf('changeAvatar'), form, { token: atoken });
      expect(chosen.status).toBe(200);
      expect(ChangeAvatarAnswer.parse(chosen.json).data.avatar).toBe(drawnAvatars[2]);
      expect((await avatarOf(atoken)).avatar).toBe(drawnAvatars[2]);
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: atoken })).json);
      expect(info.data?.item?.avatar).toBe(drawnAvatars[2]);
    });

    it('an uploaded image is stored as a 256×256 WebP, served back, shown and added to the list', async () => {
      const { atoken } = await loginAs(backend, 'avatar@demo.test');
      const res = await postForm(urlOf('changeAvatar'), fileForm(await png(640, 400)), { token: atoken });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { avatar, avatars } = ChangeAvatarAnswer.parse(res.json).data;
      expect(avatar).toMatch(/^\/api\/wp\/user\/avatar-files\/[0-9a-f-]+-[0-9a-f]{16}\.webp$/);
      expect(avatars).toContain(avatar);
      const file = await backend.app.request(avatar);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });
      expect(await avatarOf(atoken)).toEqual({ avatar, avatars: [...drawnAvatars, avatar] });
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: atoken })).json);
      expect(info.data?.item?.avatar).toBe(avatar);
      // A new upload replaces the old one (its file is gone) and is the list's last entry.
      const again = ChangeAvatarAnswer.parse(
        (await postForm(urlOf('changeAvatar'), fileForm(await png(300, 900, 220)), { token: atoken })).json,
      ).data;
      expect(again.avatar).not.toBe(avatar);
      expect(again.avatars).toEqual([...drawnAvatars, again.avatar]);
      expect((await backend.app.request(avatar)).status).toBe(404);
    });

    it('bad input gets a 4xx with a clear message and changes nothing', async () => {
      const { atoken } = await loginAs(backend, 'avatar@demo.test');
      const before = await fingerprint(backend.db);
      const text = new TextEncoder().encode('just some text, not a picture at all');
      // Claimed to be a PNG by its name and type: the bytes decide.
      const notImage = await postForm(urlOf('changeAvatar'), fileForm(text), { token: atoken });
      expect(notImage).toMatchObject({ status: 415, json: { status: { message: AVATAR_NOT_IMAGE_MESSAGE } } });
      // PNG magic numbers, then garbage: it does not decode.
      const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect((await postForm(urlOf('changeAvatar'), fileForm(broken), { token: atoken })).status).toBe(415);
      // 20 MB: refused while it streams in, with the size message.
      const huge = new Uint8Array(20 * 1024 * 1024);
      huge.set(await png(8, 8));
      const tooBig = await postForm(urlOf('changeAvatar'), fileForm(huge), { token: atoken });
      expect(tooBig).toMatchObject({ status: 413, json: { status: { message: AVATAR_TOO_BIG_MESSAGE } } });
      // Just over 2 MB (within the envelope's margin): refused by the route.
      const over = new Uint8Array(2 * 1024 * 1024 + 1);
      over.set(await png(8, 8));
      expect(await postForm(urlOf('changeAvatar'), fileForm(over), { token: atoken })).toMatchObject({
        status: 413,
        json: { status: { message: AVATAR_TOO_BIG_MESSAGE } },
      });
      const unknownChoice = new FormData();
      unknownChoice.append('avatar', 'https://elsewhere.test/me.png');
      expect(await postForm(urlOf('changeAvatar'), unknownChoice, { token: atoken })).toMatchObject({
        status: 422,
        json: { status: { message: AVATAR_UNKNOWN_MESSAGE } },
      });
      expect((await postForm(urlOf('changeAvatar'), new FormData(), { token: atoken })).status).toBe(422);
      const json = await request(backend, 'POST', urlOf('changeAvatar'), { body: { avatar: drawnAvatars[0] }, token: atoken });
      expect(json.status).toBe(415);
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('needs a signed-in member', async () => {
      const form = new FormData();
      form.append('avatar', drawnAvatars[0] ?? '');
      const res = await backend.app.request(urlOf('changeAvatar'), { method: 'POST', body: form });
      expect(res.status).toBe(401);
      expect((await request(backend, 'GET', urlOf('avatar'))).status).toBe(401);
      expect((await backend.app.request('/api/wp/user/avatar-files/..%2F..%2Fsecret.webp')).status).toBe(404);
    });

    it('tells images by their magic numbers', () => {
      expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
      expect(imageKind(new TextEncoder().encode('GIF89a...'))).toBe('gif');
      expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
      expect(imageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    });
  });

  describe('change password', () => {
    const passwordForm = (password: string, next: string, confirmation = next) => {
      const form = new FormData();
      form.append('password', password);
      form.append('new_password', next);
      form.append('new_password_confirmation', confirmation);
      return form;
    };

    it('refuses a wrong current password and broken rules under their fields, changing nothing', async () => {
      const { atoken } = await loginAs(backend, 'password@demo.test');
      const before = await fingerprint(backend.db);
      const wrong = await postForm(urlOf('changePassword'), passwordForm('not-it-123', 'fresh9876'), { token: atoken });
      expect(wrong.status).toBe(422);
      expect(changePasswordFieldErrors(wrong.json)).toEqual({ password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
      const rules = await postForm(urlOf('changePassword'), passwordForm('demo1234', '12345678', '12345679'), { token: atoken });
      expect(rules.status).toBe(422);
      expect(changePasswordFieldErrors(rules.json)).toEqual({
        new_password: [PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE],
        new_password_confirmation: [PASSWORDS_DIFFER_MESSAGE],
      });
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('changes the password, keeps the caller signed in and ends the other sessions', async () => {
      const mine = await loginAs(backend, 'password@demo.test');
      const other = await loginAs(backend, 'password@demo.test');
      const res = await postForm(urlOf('changePassword'), passwordForm('demo1234', 'fresh9876'), {
        token: mine.atoken,
        cookie: `rtoken=${encodeURIComponent(mine.rtoken)}`,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(ChangePasswordAnswer.parse(res.json).msg).toBe(PASSWORD_CHANGED_MESSAGE);
      const refresh = (rtoken: string) => request(backend, 'POST', urlOf('refreshToken'), { body: { refresh_token: rtoken } });
      expect(calls.refreshToken.response.parse((await refresh(mine.rtoken)).json).data?.token).toBeTruthy();
      const ended = calls.refreshToken.response.parse((await refresh(other.rtoken)).json);
      expect(ended.data?.token ?? null).toBeNull();
      await expect(loginAs(backend, 'password@demo.test')).rejects.toThrow();
      expect((await loginAs(backend, 'password@demo.test', 'fresh9876')).atoken).toBeTruthy();
    });

    it('takes form data only, from a signed-in member', async () => {
      const { atoken } = await loginAs(backend, 'active@demo.test');
      const json = await request(backend, 'POST', urlOf('changePassword'), {
        body: { password: 'demo1234', new_password: 'fresh9876', new_password_confirmation: 'fresh9876' },
        token: atoken,
      });
      expect(json.status).toBe(415);
      const res = await backend.app.request(urlOf('changePassword'), { method: 'POST', body: passwordForm('demo1234', 'fresh9876') });
      expect(res.status).toBe(401);
    });
  });
});
