/**
 * Model-based tests of the login form (spec 000 §5 login rules, §7 login, §8): paths from the machine's graph
 * (events from its atlas entry) replayed with a fake login actor; an invalid submit makes no call and shows the spec's messages, a valid one
 * sends the lower-cased e-mail, success tells the session (LOGGED_IN through the actor system), failure shows
 * the server's message, editing a field clears its error.
 */
import type { AnyEventObject } from 'xstate';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { LOGIN_TOKENS as TOKENS, loginFormEntry } from '../../app/atlas/login-form.ts';
import type { LoginFormContext } from '../../machines/login-form.machine.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { validateLogin } from '../../machines/rules/validation.ts';
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
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as LoginFormContext;
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
              expect(after.hasTag('failed')).toBe(true);
              expect(ctx.formError).toBe('Wrong email or password');
            }
            if (event.type === 'LOGIN_FIELD_EDITED') {
              expect(ctx.fieldErrors.email).toBeUndefined();
              expect(ctx.formError).toBeNull();
              expect((before.context as LoginFormContext).fieldErrors.password).toEqual(ctx.fieldErrors.password);
            }
            calls = fakes.calls.login?.length ?? 0;
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
});
