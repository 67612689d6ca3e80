/**
 * Model-based tests of the e-mail change (spec 001 §2 'Account actions' e-mail change, §7; 000 §5, §8): paths from
 * the machine's graph (events and inputs from its atlas entry) replayed with fake actors. An invalid new address makes
 * no call and shows the spec's message; a valid one is sent lower-cased; the link's token is confirmed at once and
 * its answer decides: confirmed with the new address, an invalid link (410), taken meanwhile (422), or a retry.
 */
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { emailChangeEntry } from '../../app/atlas/email-change.ts';
import { createActor } from 'xstate';
import type { EmailChangeContext, EmailChangeInput } from '../../machines/email-change.machine.ts';
import { emailChangeMachine } from '../../machines/email-change.machine.ts';
import { GENERIC_ERROR } from '../../domain/constants.ts';
import { validateEmailField } from '../../domain/validation.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('emailChange', emailChangeMachine);

describe('e-mail change, paths from its graph', () => {
  it('replays every path with the expected errors, calls and outcomes', async () => {
    const paths = entryPaths(emailChangeEntry);
    await replayAll(paths, {
      coverage,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const machine = emailChangeMachine.provide({ actors: fakeActorsOf(emailChangeEntry, fakes) as never });
        let calls = 0;
        const token = (input as { token?: string }).token;
        return {
          machine,
          fakes,
          check: (event, _before, after) => {
            const ctx = after.context as EmailChangeContext;
            if (event.type === 'xstate.init') {
              expect(after.hasTag(token ? 'confirming' : 'form')).toBe(true);
              if (token) expect(fakes.calls.confirmEmailChange?.at(-1)).toEqual({ token });
            }
            if (event.type === 'CHANGE_SUBMITTED') {
              const { email } = event as unknown as { email: string };
              const errors = validateEmailField(email);
              if (Object.keys(errors).length > 0) {
                expect(fakes.calls.requestEmailChange ?? []).toHaveLength(calls);
                expect(ctx.fieldErrors).toEqual(errors);
              } else {
                expect(fakes.calls.requestEmailChange?.at(-1)).toEqual({ email: 'new@example.com' });
                expect(after.hasTag('submitting')).toBe(true);
              }
            }
            if (event.type === 'xstate.done.actor.requestEmailChange') {
              const output = (event as unknown as { output: { ok: boolean; fieldErrors?: Record<string, string[]> } }).output;
              if (output.ok) expect([after.hasTag('sent'), ctx.email]).toEqual([true, 'new@example.com']);
              else expect([after.hasTag('failed'), ctx.fieldErrors]).toEqual([true, output.fieldErrors]);
            }
            if (event.type.startsWith('xstate.error.actor.')) expect([after.hasTag('failed'), ctx.formError]).toEqual([true, GENERIC_ERROR]);
            if (event.type === 'xstate.done.actor.confirmEmailChange') {
              const output = (event as unknown as { output: { ok: boolean; status?: number; email?: string } }).output;
              if (output.ok) expect([after.hasTag('confirmed'), ctx.email]).toEqual([true, output.email]);
              else expect(after.hasTag(output.status === 410 ? 'invalidLink' : output.status === 422 ? 'taken' : 'failed')).toBe(true);
            }
            if (event.type === 'CONFIRM_RETRIED') expect(after.hasTag('confirming')).toBe(true);
            if (event.type === 'CHANGE_FIELD_EDITED') expect([ctx.fieldErrors.email, ctx.formError]).toEqual([undefined, null]);
            calls = fakes.calls.requestEmailChange?.length ?? 0;
          },
        };
      },
    });
  });
});

describe('e-mail change after a form posted without JavaScript', () => {
  const start = (input: EmailChangeInput) => createActor(emailChangeMachine, { input }).start().getSnapshot();

  it('starts in the step the server reached, with the address and the messages', () => {
    const sent = start({ posted: { form: 'email-change', step: 'sent', email: 'new@example.com' } });
    expect([sent.hasTag('sent'), sent.context.email]).toEqual([true, 'new@example.com']);
    const confirmed = start({ token: 'T', posted: { form: 'email-change', step: 'confirmed', email: 'new@example.com' } });
    expect([confirmed.hasTag('confirmed'), confirmed.context.email]).toEqual([true, 'new@example.com']);
    expect(start({ token: 'T', posted: { form: 'email-change', step: 'invalidLink' } }).hasTag('invalidLink')).toBe(true);
    const taken = start({ token: 'T', posted: { form: 'email-change', step: 'taken', formError: 'Taken.' } });
    expect([taken.hasTag('taken'), taken.context.formError]).toEqual([true, 'Taken.']);
    const failed = start({ token: 'T', posted: { form: 'email-change', step: 'confirmFailed', formError: GENERIC_ERROR } });
    expect([failed.hasTag('failed'), failed.context.formError]).toEqual([true, GENERIC_ERROR]);
    const refused = start({ posted: { form: 'email-change', step: 'refused', email: 'x', fieldErrors: { email: ['Bad.'] } } });
    expect([refused.hasTag('form'), refused.context.fieldErrors, refused.context.email]).toEqual([true, { email: ['Bad.'] }, 'x']);
  });
});
