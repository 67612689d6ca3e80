/**
 * Model-based tests of account removal (spec 001 §2 'Account actions' /account-removal/, §7; 000 §5, §8): paths from
 * the machine's graph (events and inputs from its atlas entry) replayed with fake actors. An invalid submit makes no
 * call and shows the spec's messages; a valid one sends the lower-cased e-mail; refusals show the server's message;
 * the link's confirm step removes, and only the removal of the account signed in here ends the session.
 */
import type { AnyEventObject } from 'xstate';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accountRemovalEntry } from '../../app/atlas/account-removal.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import type { AccountRemovalContext, AccountRemovalInput } from '../../machines/account-removal.machine.ts';
import { accountRemovalMachine } from '../../machines/account-removal.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { validateLogin } from '../../domain/validation.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('accountRemoval', accountRemovalMachine);

describe('account removal, paths from its graph', () => {
  it('replays every path with the expected errors, calls and outcomes', async () => {
    const paths = entryPaths(accountRemovalEntry);
    await replayAll(paths, {
      coverage,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const machine = accountRemovalMachine.provide({ actors: fakeActorsOf(accountRemovalEntry, fakes) as never });
        let calls = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as AccountRemovalContext;
            const token = (input as { token?: string }).token;
            if (event.type === 'xstate.init') expect(after.hasTag(token ? 'confirming' : 'form')).toBe(true);
            if (event.type === 'REMOVAL_SUBMITTED') {
              const { email, password } = event as unknown as { email: string; password: string };
              const errors = validateLogin({ email, password });
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.initAccountRemoval ?? []).toHaveLength(calls);
                expect(ctx.fieldErrors).toEqual(errors);
                expect(after.hasTag('submitting')).toBe(false);
              } else {
                expect(fakes.calls.initAccountRemoval?.at(-1)).toEqual({ email: 'member@example.com', password });
                expect(after.hasTag('submitting')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.initAccountRemoval') {
              const output = (event as unknown as { output: { ok: boolean; message?: string } }).output;
              if (output.ok) expect(after.hasTag('triggered')).toBe(true);
              else expect([after.hasTag('failed'), ctx.formError]).toEqual([true, output.message]);
            }
            if (event.type === 'xstate.error.actor.initAccountRemoval' || event.type === 'xstate.error.actor.removeAccount') {
              expect([after.hasTag('failed'), ctx.formError]).toEqual([true, GENERIC_ERROR]);
            }
            if (event.type === 'REMOVE_CONFIRMED') {
              expect(after.hasTag('removing')).toBe(true);
              expect(fakes.calls.removeAccount?.at(-1)).toEqual({ token });
            }
            if (event.type === 'xstate.done.actor.removeAccount') {
              const output = (event as unknown as { output: { ok: boolean; status?: number } }).output;
              const expected = output.ok ? 'removed' : output.status === 410 ? 'invalidLink' : 'failed';
              expect(after.hasTag(expected)).toBe(true);
            }
            if (event.type === 'REMOVAL_FIELD_EDITED') {
              expect(ctx.fieldErrors.email).toBeUndefined();
              expect(ctx.formError).toBeNull();
              expect((before.context as AccountRemovalContext).fieldErrors.password).toEqual(ctx.fieldErrors.password);
            }
            calls = fakes.calls.initAccountRemoval?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('account removal in the actor system', () => {
  const run = async (signedInRemoved: boolean) => {
    const received: AnyEventObject[] = [];
    const fakes = new FakeActors();
    const withFake = createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } }) },
        {
          id: 'removal',
          src: accountRemovalMachine.provide({ actors: { removeAccount: fakes.logic('removeAccount') as never } }),
          input: { token: 'T' },
        },
      ],
    });
    const actor = createActor(withFake).start();
    actor.getSnapshot().children.removal?.send({ type: 'REMOVE_CONFIRMED' });
    fakes.settle('removeAccount', 'resolve', { ok: true, signedInRemoved });
    await flush();
    actor.stop();
    return received;
  };

  it('ends the session without a redirect when the account signed in here is removed', async () => {
    expect(await run(true)).toEqual([{ type: 'LOGOUT_REQUESTED', redirect: false }]);
  });

  it('leaves the session alone when another account is removed', async () => {
    expect(await run(false)).toEqual([]);
  });
});

describe('account removal after a form posted without JavaScript', () => {
  const start = (input: AccountRemovalInput) => createActor(accountRemovalMachine, { input }).start().getSnapshot();

  it('starts in the step the server reached, with its messages and the e-mail typed', () => {
    expect(start({ posted: { form: 'account-removal', step: 'triggered' } }).hasTag('triggered')).toBe(true);
    expect(start({ posted: { form: 'account-removal', step: 'removed' } }).hasTag('removed')).toBe(true);
    expect(start({ token: 'T', posted: { form: 'account-removal', step: 'invalidLink' } }).hasTag('invalidLink')).toBe(true);
    const refused = start({ posted: { form: 'account-removal', step: 'refused', email: 'a@b.test', formError: 'Invalid email or password' } });
    expect([refused.hasTag('form'), refused.context.formError, refused.context.typedEmail]).toEqual([true, 'Invalid email or password', 'a@b.test']);
    const confirmRefused = start({ token: 'T', posted: { form: 'account-removal', step: 'refused', formError: GENERIC_ERROR } });
    expect([confirmRefused.hasTag('confirming'), confirmRefused.context.formError]).toEqual([true, GENERIC_ERROR]);
  });
});
