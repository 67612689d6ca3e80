// @vitest-environment jsdom
/**
 * The /reset-password/ container bound to its machine (spec 001 §2 'Account actions'; DESIGN 'every declared event has
 * a sender'): driven through the rendered page only — submits, typing, buttons — with the three calls faked, every
 * event the machine declares is sent by the view, the spec's messages show under their fields, a refused call keeps
 * what was typed, and the steps read as they should.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActionOutcome, ResetPasswordEvent, ResetPasswordInput, TokenCheck } from '../../../machines/reset-password.machine.ts';
import { resetPasswordMachine } from '../../../machines/reset-password.machine.ts';
import { GENERIC_ERROR } from '../../../domain/constants.ts';
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_NUMBER_MESSAGE } from '../../../domain/validation.ts';
import { ResetPasswordScreen } from '../../../views/containers/ResetPasswordScreen.tsx';
import { mountedViews } from './mount.ts';

const DECLARED: ResetPasswordEvent['type'][] = ['RESTORE_SUBMITTED', 'PASSWORD_SUBMITTED', 'FIELD_EDITED', 'NEW_LINK_REQUESTED', 'CHECK_RETRIED'];

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

function start(input: ResetPasswordInput) {
  const calls = {
    restore: [] as Deferred<ActionOutcome>[],
    check: [] as Deferred<TokenCheck>[],
    reset: [] as Deferred<ActionOutcome>[],
  };
  const machine = resetPasswordMachine.provide({
    actors: {
      restorePassword: fromPromise(() => {
        const d = deferred<ActionOutcome>();
        calls.restore.push(d);
        return d.promise;
      }),
      checkResetToken: fromPromise(() => {
        const d = deferred<TokenCheck>();
        calls.check.push(d);
        return d.promise;
      }),
      resetPassword: fromPromise(() => {
        const d = deferred<ActionOutcome>();
        calls.reset.push(d);
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  mount(<ResetPasswordScreen screen={actor} />);
  return { actor, calls };
}

const field = (name: string) => host().querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const button = (label: string) => [...host().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const type = (name: string, value: string) =>
  act(() => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
const click = (label: string) => act(() => button(label).click());
const settle = async <T,>(d: Deferred<T> | undefined, value: T) => {
  await act(async () => {
    d?.resolve(value);
    await Promise.resolve();
  });
};
const text = () => host().textContent ?? '';

describe('the reset-password screen', () => {
  it('asks for a link: the e-mail rule, editing clears it, a 429 shows its message, then check your inbox', async () => {
    const { calls } = start({ token: null });
    click('Send reset link');
    expect(text()).toContain('This field is required');
    type('email', 'not-an-email');
    expect(text()).not.toContain('This field is required');
    click('Send reset link');
    expect(text()).toContain(EMAIL_MESSAGE);
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    type('email', 'Someone@Demo.test');
    click('Send reset link');
    expect(calls.restore).toHaveLength(1);
    await settle(calls.restore[0], { ok: false, message: 'Too many requests.', fieldErrors: {} });
    expect(host().querySelector('[role="alert"]')?.textContent).toBe('Too many requests.');
    expect(field('email').value).toBe('Someone@Demo.test');
    click('Send reset link');
    await settle(calls.restore[1], { ok: true });
    expect(text()).toContain('Check your inbox');
    expect(text()).toContain('someone@demo.test');
    click('Use another e-mail');
    expect(field('email')).not.toBeNull();
  });

  it('checks a link, retries a failed check, keeps typed passwords through a failure, and shows the used link', async () => {
    const { calls } = start({ token: 'tok', check: null });
    expect(text()).toContain('Checking your reset link');
    await settle(calls.check[0], null);
    expect(text()).toContain(GENERIC_ERROR);
    click('Try again');
    await settle(calls.check[1], { valid: true, email: 's***e@demo.test' });
    expect(text()).toContain('for s***e@demo.test');
    type('password', 'password');
    type('confirmation', 'password');
    click('Set new password');
    expect(text()).toContain(PASSWORD_NUMBER_MESSAGE);
    expect(text()).toContain(PASSWORD_MESSAGE);
    type('password', 'newpass123');
    expect(text()).not.toContain(PASSWORD_NUMBER_MESSAGE);
    type('confirmation', 'newpass123');
    click('Set new password');
    await settle(calls.reset[0], { ok: false, message: null, fieldErrors: {} });
    expect(text()).toContain(GENERIC_ERROR);
    expect(field('password').value).toBe('newpass123');
    expect(field('confirmation').value).toBe('newpass123');
    click('Set new password');
    await settle(calls.reset[1], { ok: false, gone: true, message: null, fieldErrors: {} });
    expect(text()).toContain('This password reset link is invalid or has expired.');
    click('Send me a new link');
    expect(field('email')).not.toBeNull();
  });

  it('ends with the done message and a link to /login/', async () => {
    const { calls } = start({ token: 'tok', check: { valid: true } });
    type('password', 'newpass123');
    type('confirmation', 'newpass123');
    click('Set new password');
    await settle(calls.reset[0], { ok: true });
    expect(text()).toContain('Your password has been changed');
    expect(host().querySelector('a[href="/login/"]')?.textContent).toBe('Log In');
  });

  it('sends every event the machine declares', () => {
    expect([...sent].sort()).toEqual([...DECLARED].sort());
  });
});
