/**
 * Model-based tests of /reset-password/ (spec 001 §2 'Account actions'; 000 §5 validation rules and messages; §7
 * restorePassword, checkResetToken, resetPassword; §8): paths from the machine's graph (inputs and events from its
 * atlas entry) replayed with fake calls. An invalid submit makes no call and shows the spec's exact messages; a valid
 * one calls with the lower-cased e-mail or the link's token; editing a field clears its errors; a refusal keeps the
 * form with the server's field errors or message, a 410 is the invalid-link state, a failure the generic message.
 */
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { RESET_TOKEN, SERVER_PASSWORD_ERROR, TOO_MANY, resetPasswordEntry } from '../../app/atlas/reset-password.ts';
import { createActor } from 'xstate';
import type { ResetPasswordContext, ResetPasswordInput } from '../../machines/reset-password.machine.ts';
import { resetPasswordMachine, validateNewPassword, validateRestore } from '../../machines/reset-password.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { EMAIL_MESSAGE, PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE, PASSWORD_NUMBER_MESSAGE, REQUIRED_MESSAGE } from '../../domain/validation.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('resetPassword', resetPasswordMachine);

describe('the rules of the two forms', () => {
  it("uses the spec's exact messages", () => {
    expect(validateRestore('')).toEqual({ email: [REQUIRED_MESSAGE] });
    expect(validateRestore('not-an-email')).toEqual({ email: ['Correct email pattern is: name@example.com'] });
    expect(EMAIL_MESSAGE).toBe('Correct email pattern is: name@example.com');
    expect(validateRestore(' Member@Example.COM ')).toEqual({});
    expect(validateNewPassword({ password: 'abcdefgh', confirmation: 'abcdefgh' }).password).toEqual([PASSWORD_NUMBER_MESSAGE, PASSWORD_MESSAGE]);
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678' }).password).toEqual([PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE]);
    expect(validateNewPassword({ password: 'short1', confirmation: 'short1' }).password).toEqual([
      'Password must contain at least one digit and not contain symbols & and ", min 8 and max 50 sign',
    ]);
    expect(validateNewPassword({ password: 'newpass123', confirmation: 'newpass123' })).toEqual({});
    expect(validateNewPassword({ password: 'newpass123', confirmation: '' }).confirmation).toEqual([REQUIRED_MESSAGE]);
    expect(validateNewPassword({ password: 'newpass123', confirmation: 'other1234' }).confirmation).toHaveLength(1);
  });
});

describe('reset password, paths from its graph', () => {
  it('replays every path with the expected errors, calls and steps', async () => {
    const paths = entryPaths(resetPasswordEntry);
    expect(paths.length).toBeGreaterThan(10);
    let fakes = new FakeActors();
    await replayAll(paths, {
      coverage,
      delays: resetPasswordEntry.delays,
      makeRun: () => {
        fakes = new FakeActors();
        const machine = resetPasswordMachine.provide({ actors: fakeActorsOf(resetPasswordEntry, fakes) as never });
        let restores = 0;
        let resets = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as ResetPasswordContext;
            const was = before.context as ResetPasswordContext;
            if (event.type === 'RESTORE_SUBMITTED' && before.hasTag('restore') && !before.hasTag('busy')) {
              const { email } = event as unknown as { email: string };
              const errors = validateRestore(email);
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.restorePassword ?? []).toHaveLength(restores);
                expect(ctx.fieldErrors).toEqual(errors);
              } else {
                expect(fakes.calls.restorePassword?.at(-1)).toEqual({ email: 'member@example.com' });
                expect(after.hasTag('busy')).toBe(true);
              }
            }
            if (event.type === 'PASSWORD_SUBMITTED' && before.hasTag('newPassword') && !before.hasTag('busy')) {
              const fields = event as unknown as { password: string; confirmation: string };
              const errors = validateNewPassword(fields);
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.resetPassword ?? []).toHaveLength(resets);
                expect(ctx.fieldErrors).toEqual(errors);
              } else {
                expect(fakes.calls.resetPassword?.at(-1)).toEqual({ token: RESET_TOKEN, password: fields.password });
                expect(after.hasTag('busy')).toBe(true);
              }
            }
            if (event.type === 'FIELD_EDITED') {
              const { field } = event as unknown as { field: string };
              expect(ctx.fieldErrors[field]).toBeUndefined();
              expect(ctx.formError).toBeNull();
            }
            if (event.type === 'xstate.done.actor.restorePassword') {
              const output = (event as unknown as { output: { ok: boolean } }).output;
              if (output.ok) {
                expect(after.hasTag('sent')).toBe(true);
                expect(ctx.sentTo).toBe('member@example.com');
              } else {
                expect(after.hasTag('restore')).toBe(true);
                expect(ctx.formError).toBe(TOO_MANY);
              }
            }
            if (event.type === 'xstate.error.actor.restorePassword' || event.type === 'xstate.error.actor.resetPassword') {
              expect(after.hasTag('busy')).toBe(false);
              expect(ctx.formError).toBe(GENERIC_ERROR);
            }
            if (event.type === 'xstate.done.actor.checkResetToken') {
              const output = (event as unknown as { output: { valid: boolean } | null }).output;
              expect(after.hasTag(output === null ? 'checkFailed' : output.valid ? 'newPassword' : 'invalid')).toBe(true);
            }
            if (event.type === 'xstate.done.actor.resetPassword') {
              const output = (event as unknown as { output: { ok: boolean; gone?: boolean; fieldErrors: object } }).output;
              if (output.ok) expect(after.hasTag('done')).toBe(true);
              else if (output.gone) expect(after.hasTag('invalid')).toBe(true);
              else if (Object.keys(output.fieldErrors).length > 0) {
                expect(ctx.fieldErrors).toEqual({ password: [SERVER_PASSWORD_ERROR] });
                expect(ctx.formError).toBeNull();
              } else expect(ctx.formError).toBe(GENERIC_ERROR);
            }
            if (after.hasTag('checking')) expect(fakes.calls.checkResetToken?.at(-1)).toEqual({ token: RESET_TOKEN });
            expect(ctx.token).toBe(was.token);
            restores = fakes.calls.restorePassword?.length ?? 0;
            resets = fakes.calls.resetPassword?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('reset password after a form posted without JavaScript', () => {
  const start = (input: ResetPasswordInput) => createActor(resetPasswordMachine, { input }).start().getSnapshot();

  it('starts in the step the server reached, with the address and the messages', () => {
    const sent = start({ token: null, posted: { form: 'reset-password', step: 'sent', email: 'member@example.com' } });
    expect([sent.hasTag('sent'), sent.context.sentTo]).toEqual([true, 'member@example.com']);
    // The link is used once the password is set: the server's outcome wins over the loader's check.
    expect(start({ token: RESET_TOKEN, check: { valid: false }, posted: { form: 'reset-password', step: 'done' } }).hasTag('done')).toBe(true);
    const refused = start({ token: null, posted: { form: 'reset-password', step: 'refused', email: 'x', fieldErrors: { email: ['Bad.'] } } });
    expect([refused.hasTag('restore'), refused.context.fieldErrors, refused.context.typedEmail]).toEqual([true, { email: ['Bad.'] }, 'x']);
    const weak = start({
      token: RESET_TOKEN,
      check: { valid: true },
      posted: { form: 'reset-password', step: 'refused', fieldErrors: { password: [SERVER_PASSWORD_ERROR] } },
    });
    expect([weak.hasTag('newPassword'), weak.context.fieldErrors]).toEqual([true, { password: [SERVER_PASSWORD_ERROR] }]);
  });
});
