// @vitest-environment jsdom
/**
 * The 'Account Settings' container bound to its machines (spec 001 §2 'Account settings', §3, §5, §8; DESIGN 'every
 * declared event has a sender'): driven through the rendered page only — the avatar buttons, the file input, typing
 * and the submit — with the calls faked, every event both machines declare is sent by the view; the chosen and the
 * uploaded avatars replace the shown one; a refused file and the server's field errors show where they belong.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { AvatarChangeOutcome, AvatarState } from '../../../contracts/avatar.ts';
import { AVATAR_NOT_IMAGE_MESSAGE } from '../../../contracts/avatar-rules.ts';
import { CURRENT_PASSWORD_WRONG_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '../../../contracts/change-password-rules.ts';
import type { PasswordChangeOutcome } from '../../../contracts/change-password.ts';
import { PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE } from '../../../contracts/password-rules.ts';
import { type AvatarEvent, avatarMachine } from '../../../machines/avatar.machine.ts';
import { type ChangePasswordEvent, changePasswordMachine } from '../../../machines/change-password.machine.ts';
import { AccountSettingsScreen } from '../../../views/containers/AccountSettingsScreen.tsx';
import { mountedViews } from './mount.ts';

const DECLARED: (AvatarEvent['type'] | ChangePasswordEvent['type'])[] = ['AVATAR_CHOSEN', 'FILE_PICKED', 'FIELD_CHANGED', 'SUBMITTED'];
const DRAWN = ['/media/art/avatar/1.svg', '/media/art/avatar/2.svg', '/media/art/avatar/3.svg'];
const UPLOADED = '/api/wp/user/avatar-files/u-0123456789abcdef.webp';

type Deferred<T> = { promise: Promise<T>; resolve(value: T): void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const { mount, host } = mountedViews();
const sent = new Set<string>();

const recorded = <A extends AnyActorRef>(actor: A): A => {
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  return actor;
};

function start(initial: AvatarState) {
  const calls = {
    change: [] as { choice: Blob | string; answer: Deferred<AvatarChangeOutcome> }[],
    password: [] as Deferred<PasswordChangeOutcome>[],
  };
  const told: string[] = [];
  const avatar = recorded(
    createActor(
      avatarMachine.provide({
        actions: { avatarChanged: (_, url) => told.push(url) },
        actors: {
          loadAvatars: fromPromise(async () => initial),
          changeAvatar: fromPromise(({ input }) => {
            const answer = deferred<AvatarChangeOutcome>();
            calls.change.push({ choice: input.choice, answer });
            return answer.promise;
          }),
        },
      }),
      { input: { initial } },
    ),
  );
  const password = recorded(
    createActor(
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise(() => {
            const answer = deferred<PasswordChangeOutcome>();
            calls.password.push(answer);
            return answer.promise;
          }),
        },
      }),
      { input: {} },
    ),
  );
  avatar.start();
  password.start();
  mount(<AccountSettingsScreen avatar={avatar} password={password} />);
  return { calls, told };
}

const byLabel = (label: string) => {
  const id = [...host().querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor ?? '';
  return host().querySelector<HTMLInputElement>(`[id="${id}"]`) as HTMLInputElement;
};
const buttonNamed = (name: string) =>
  [...host().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name) as HTMLButtonElement;
const type = (label: string, value: string) =>
  act(() => {
    const input = byLabel(label);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const pick = (file: File) =>
  act(() => {
    const input = byLabel('Upload a new avatar');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
const settle = async <T,>(d: Deferred<T> | undefined, value: T) => {
  await act(async () => {
    d?.resolve(value);
    await Promise.resolve();
  });
};
const current = () => host().querySelector<HTMLImageElement>('img[alt="Your current avatar"]')?.getAttribute('src') ?? null;
const alerts = () => [...host().querySelectorAll('[role="alert"]')].map((a) => a.textContent).filter(Boolean);
const statuses = () => [...host().querySelectorAll('[role="status"]')].map((a) => a.textContent).filter(Boolean);

describe('the account settings screen', () => {
  it('chooses an avatar of the list and uploads a picked image; a file that is not an image is refused before sending', async () => {
    const { calls, told } = start({ avatar: '', avatars: DRAWN });
    expect(current()).toBeNull();
    expect(host().querySelector('[aria-label="No avatar yet"]')).not.toBeNull();
    act(() => buttonNamed('Avatar 2').click());
    expect(calls.change[0]?.choice).toBe(DRAWN[1]);
    await settle(calls.change[0]?.answer, { ok: true, avatar: DRAWN[1] ?? '', avatars: DRAWN });
    expect(current()).toBe(DRAWN[1]);
    expect(buttonNamed('Avatar 2').getAttribute('aria-pressed')).toBe('true');
    expect(statuses()).toContain('Your avatar has been changed.');

    pick(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    expect(calls.change).toHaveLength(1);
    expect(alerts()).toEqual([AVATAR_NOT_IMAGE_MESSAGE]);

    const png = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });
    pick(png);
    expect(calls.change[1]?.choice).toBe(png);
    expect(alerts()).toEqual([]);
    await settle(calls.change[1]?.answer, { ok: true, avatar: UPLOADED, avatars: [...DRAWN, UPLOADED] });
    expect(current()).toBe(UPLOADED);
    expect(buttonNamed('Your uploaded avatar').getAttribute('aria-pressed')).toBe('true');
    expect(told).toEqual([DRAWN[1], UPLOADED]);
  });

  it('checks the rules, shows the server’s field errors under their fields, then its message with the fields cleared', async () => {
    const { calls } = start({ avatar: '', avatars: DRAWN });
    type('New password', '12345678');
    act(() => buttonNamed('Change password').click());
    expect(calls.password).toHaveLength(0);
    const next = byLabel('New password');
    expect(next.getAttribute('aria-invalid')).toBe('true');
    const errorOf = (input: HTMLInputElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => host().querySelector(`[id="${id}"].as-field-error`)?.innerHTML)
        .find(Boolean);
    // A list joined with a line break (the markup escapes '&').
    expect(errorOf(next)).toBe(`${PASSWORD_LETTER_MESSAGE}<br>${PASSWORD_MESSAGE}`.replaceAll('&', '&amp;'));

    type('Current password', 'wrong-pass-1');
    type('New password', 'fresh9876');
    type('Confirm new password', 'fresh9876');
    act(() => buttonNamed('Change password').click());
    expect(next.getAttribute('aria-invalid')).toBeNull();
    await settle(calls.password[0], {
      ok: false,
      message: 'The given data was invalid.',
      fieldErrors: { password: [CURRENT_PASSWORD_WRONG_MESSAGE] },
    });
    expect(errorOf(byLabel('Current password'))).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect(alerts()).toEqual([]);

    type('Current password', 'demo1234');
    act(() => buttonNamed('Change password').click());
    await settle(calls.password[1], { ok: true, message: PASSWORD_CHANGED_MESSAGE });
    expect(statuses()).toEqual([PASSWORD_CHANGED_MESSAGE]);
    expect(['Current password', 'New password', 'Confirm new password'].map((l) => byLabel(l).value)).toEqual(['', '', '']);
  });

  it('sends every event the machines declare', () => {
    expect([...sent].sort()).toEqual([...DECLARED].sort());
  });
});
