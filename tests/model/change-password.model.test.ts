/**
 * Model-based tests of the change-password form (spec 001 §3 'Password change form', §5 'Change password', §7, §8):
 * paths from the machine's graph (events from its atlas entry) replayed with a fake call. Every submit clears the
 * errors and the message first; the shared rules are checked before any call; the server's msg is shown and the
 * fields cleared; its field errors go under their fields (a list joined with line breaks).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordEntry } from '../../app/atlas/change-password.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { changePasswordRuleErrors } from '../../contracts/change-password-rules.ts';
import type { ChangePasswordContext, ChangePasswordInput } from '../../machines/change-password.machine.ts';
import { changePasswordMachine, fieldErrorText } from '../../machines/change-password.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('changePassword', changePasswordMachine);

describe('change password, paths from its graph', () => {
  it('replays every path with the expected checks, calls and messages', async () => {
    const paths = entryPaths(changePasswordEntry);
    await replayAll(paths, {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = changePasswordMachine.provide({ actors: fakeActorsOf(changePasswordEntry, fakes) as never });
        let calls = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as ChangePasswordContext;
            if (event.type === 'SUBMITTED' && before.can({ type: 'SUBMITTED' })) {
              const values = (before.context as ChangePasswordContext).values;
              const rules = changePasswordRuleErrors(values);
              if (Object.keys(rules).length > 0) {
                expect(fakes.calls.changePassword ?? []).toHaveLength(calls);
                expect([after.hasTag('invalid'), ctx.errors, ctx.message]).toEqual([true, rules, null]);
              } else {
                expect(fakes.calls.changePassword?.at(-1)).toEqual(values);
                expect([after.hasTag('submitting'), ctx.errors, ctx.message]).toEqual([true, {}, null]);
              }
            }
            if (event.type === 'xstate.done.actor.changePassword') {
              const output = (event as unknown as { output: { ok: boolean; message: string; fieldErrors?: Record<string, string[]> } }).output;
              if (output.ok) {
                expect([after.hasTag('succeeded'), ctx.message, ctx.errors]).toEqual([true, output.message, {}]);
                expect(ctx.values).toEqual({ password: '', new_password: '', new_password_confirmation: '' });
              } else {
                const fields = Object.keys(output.fieldErrors ?? {}).length > 0;
                expect([after.hasTag('invalid'), ctx.errors, ctx.message]).toEqual([true, output.fieldErrors, fields ? null : output.message]);
              }
            }
            if (event.type === 'xstate.error.actor.changePassword') expect([after.hasTag('invalid'), ctx.message]).toEqual([true, GENERIC_ERROR]);
            calls = fakes.calls.changePassword?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('change password after a form posted without JavaScript', () => {
  const start = (input: ChangePasswordInput) => createActor(changePasswordMachine, { input }).start().getSnapshot();

  it('starts where the server got to: its message, or its errors under their fields (never a password)', () => {
    const done = start({ posted: { form: 'change-password', step: 'done', message: 'Changed.' } });
    expect([done.hasTag('succeeded'), done.context.message, done.context.values.password]).toEqual([true, 'Changed.', '']);
    const refused = start({ posted: { form: 'change-password', step: 'refused', fieldErrors: { password: ['Wrong.'], other: ['x'] } } });
    expect([refused.hasTag('invalid'), refused.context.errors, refused.context.message]).toEqual([true, { password: ['Wrong.'] }, null]);
    const failed = start({ posted: { form: 'change-password', step: 'refused', formError: GENERIC_ERROR } });
    expect([failed.hasTag('invalid'), failed.context.message]).toEqual([true, GENERIC_ERROR]);
    expect(start({ posted: { form: 'change-password', step: 'sent' } }).hasTag('invalid')).toBe(false);
    expect(start({}).hasTag('form')).toBe(true);
  });
});

describe('field errors as shown', () => {
  it('joins a field’s list with line breaks', () => {
    expect(fieldErrorText({ new_password: ['One.', 'Two.'] }, 'new_password')).toBe('One.\nTwo.');
    expect(fieldErrorText({}, 'password')).toBe('');
  });
});
