/**
 * Model-based tests of the login form (spec 000 §5 login rules, §7 login, §8): paths from the machine's graph
 * (events from its atlas entry) replayed with a fake login actor; an invalid submit makes no call and shows the spec's messages, a valid one
 * sends the lower-cased e-mail, success tells the session (LOGGED_IN through the actor system), failure shows
 * the server's message, editing a field clears its error; a blocked account (423) offers the unblock e-mail's resend;
 * login by code (001 §2) asks for the code with the lower-cased e-mail and signs in with 6 digits like a password.
 */
import type { AnyEventObject } from 'xstate';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { BLOCKED, LOGIN_TOKENS as TOKENS, TOO_MANY, WRONG_CODE, loginFormEntry } from '../../app/atlas/login-form.ts';
import type { LoginFormContext } from '../../machines/login-form.machine.ts';
import { UNBLOCK_EMAIL_SENT, codeSentNotice } from '../../domain/login-notices.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { validateCodeEmail, validateLoginCode } from '../../domain/login-code.ts';
import { validateLogin } from '../../domain/validation.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('loginForm', loginFormMachine);

describe('login form, paths from its graph', () => {
  it('replays every path with the expected errors, calls and hand-over to the session', async () => {
    const paths = entryPaths(loginFormEntry);
    let fakes = new FakeActors();
    await replayAll(paths, {
      coverage,
      delays: loginFormEntry.delays,
      makeRun: () => {
        fakes = new FakeActors();
        const machine = loginFormMachine.provide({ actors: fakeActorsOf(loginFormEntry, fakes) as never });
        let calls = 0;
        let codeCalls = 0;
        let byCodeCalls = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as LoginFormContext;
            const was = before.context as LoginFormContext;
            if (event.type === 'LOGIN_SUBMITTED') {
              const { email, password } = event as unknown as { email: string; password: string };
              const errors = validateLogin({ email, password });
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.login).toHaveLength(calls);
                expect(ctx.fieldErrors).toEqual(errors);
                expect(after.hasTag('submitting')).toBe(false);
              } else {
                expect(fakes.calls.login?.at(-1)).toEqual({ email: 'member@example.com', password });
                expect(after.hasTag('submitting')).toBe(true);
              }
            }
            if (event.type === 'xstate.error.actor.login') {
              const error = (event as unknown as { error: Error }).error;
              if (error === BLOCKED) {
                // A blocked account (423): its message and the resend offer, no ordinary failure.
                expect(after.hasTag('blocked')).toBe(true);
                expect(ctx.blocked).toEqual({ message: BLOCKED.message, allowResendEmail: true });
                expect(after.can({ type: 'UNBLOCK_EMAIL_REQUESTED' })).toBe(true);
              } else {
                expect(after.hasTag('failed')).toBe(true);
                expect(ctx.formError).toBe('Wrong email or password');
                expect(ctx.blocked).toBeNull();
              }
            }
            if (event.type === 'UNBLOCK_EMAIL_REQUESTED') {
              // The resend goes to the e-mail the blocked login was made with.
              expect(fakes.calls.resendUnblockEmail?.at(-1)).toEqual({ email: 'member@example.com' });
            }
            if (event.type === 'xstate.done.actor.resendUnblockEmail') {
              expect(ctx.notice).toBe(UNBLOCK_EMAIL_SENT);
              expect(after.hasTag('blocked')).toBe(true);
            }
            if (event.type === 'xstate.error.actor.resendUnblockEmail' || event.type === 'xstate.error.actor.requestLoginCode') {
              expect(ctx.formError).toBe(TOO_MANY.message);
              expect(ctx.notice).toBeNull();
            }
            if (event.type === 'CODE_LOGIN_CHOSEN') {
              expect(after.hasTag('codeLogin')).toBe(true);
              expect(ctx.blocked).toBeNull();
              expect(ctx.fieldErrors).toEqual({});
            }
            if (event.type === 'PASSWORD_LOGIN_CHOSEN') {
              expect(after.hasTag('codeLogin')).toBe(false);
              expect(ctx.notice).toBeNull();
            }
            if (event.type === 'CODE_REQUESTED') {
              const { email } = event as unknown as { email: string };
              const errors = validateCodeEmail(email);
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.requestLoginCode?.length ?? 0).toBe(codeCalls);
                expect(ctx.fieldErrors).toEqual(errors);
              } else {
                // The e-mail lower-cased (000 §5), as for a password login.
                expect(fakes.calls.requestLoginCode?.at(-1)).toEqual({ email: 'member@example.com' });
                expect(after.hasTag('submitting')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.requestLoginCode') {
              expect(after.hasTag('codeSent')).toBe(true);
              expect(ctx.notice).toBe(codeSentNotice('member@example.com'));
            }
            if (event.type === 'CODE_SUBMITTED') {
              const { code } = event as unknown as { code: string };
              const errors = validateLoginCode(code);
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.loginByCode?.length ?? 0).toBe(byCodeCalls);
                expect(ctx.fieldErrors).toEqual(errors);
                expect(after.hasTag('submitting')).toBe(false);
              } else {
                expect(fakes.calls.loginByCode?.at(-1)).toEqual({ email: 'member@example.com', code: '123456' });
                expect(after.hasTag('submitting')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.loginByCode') {
              expect(after.hasTag('codeLogin')).toBe(false);
            }
            if (event.type === 'xstate.error.actor.loginByCode') {
              // A wrong code: the server's errors.code under the field, the code form kept.
              expect(ctx.fieldErrors).toEqual(WRONG_CODE.fieldErrors);
              expect(ctx.formError).toBeNull();
              expect(after.hasTag('codeSent')).toBe(true);
            }
            if (event.type === 'LOGIN_FIELD_EDITED') {
              const { field } = event as unknown as { field: string };
              expect(ctx.fieldErrors[field]).toBeUndefined();
              expect(ctx.formError).toBeNull();
              for (const other of ['email', 'password', 'code'].filter((f) => f !== field))
                expect(was.fieldErrors[other]).toEqual(ctx.fieldErrors[other]);
            }
            calls = fakes.calls.login?.length ?? 0;
            codeCalls = fakes.calls.requestLoginCode?.length ?? 0;
            byCodeCalls = fakes.calls.loginByCode?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('login form in the actor system', () => {
  it('sends LOGGED_IN with the tokens to the actor registered as session', async () => {
    const received: AnyEventObject[] = [];
    const fakes = new FakeActors();
    const withFake = createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } }) },
        { id: 'form', src: loginFormMachine.provide({ actors: { login: fakes.logic('login') as never } }) },
      ],
    });
    const actor = createActor(withFake).start();
    actor.getSnapshot().children.form?.send({ type: 'LOGIN_SUBMITTED', email: 'a@b.cd', password: 'secret123' });
    fakes.settle('login', 'resolve', TOKENS);
    await flush();
    expect(received).toEqual([{ type: 'LOGGED_IN', tokens: TOKENS }]);
    expect(actor.getSnapshot().children.form?.getSnapshot().value).toBe('ready');
    actor.stop();
  });

  it('a code sign-in also sends LOGGED_IN to the session', async () => {
    const received: AnyEventObject[] = [];
    const fakes = new FakeActors();
    const withFake = createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } }) },
        {
          id: 'form',
          src: loginFormMachine.provide({
            actors: { requestLoginCode: fakes.logic('requestLoginCode'), loginByCode: fakes.logic('loginByCode') } as never,
          }),
        },
      ],
    });
    const actor = createActor(withFake).start();
    const form = actor.getSnapshot().children.form;
    form?.send({ type: 'CODE_LOGIN_CHOSEN' });
    form?.send({ type: 'CODE_REQUESTED', email: 'A@B.cd' });
    fakes.settle('requestLoginCode', 'resolve', undefined);
    await flush();
    form?.send({ type: 'CODE_SUBMITTED', code: '654321' });
    expect(fakes.calls.loginByCode).toEqual([{ email: 'a@b.cd', code: '654321' }]);
    fakes.settle('loginByCode', 'resolve', TOKENS);
    await flush();
    expect(received).toEqual([{ type: 'LOGGED_IN', tokens: TOKENS }]);
    expect(form?.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
