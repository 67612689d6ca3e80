/** The outcome of an account form posted without JavaScript: what the page's render takes back from its cookie. */
import { describe, expect, it } from 'vitest';
import { type PostedOutcome, encodeOutcome, readOutcome } from '../../../domain/form-outcome.ts';

describe('posted form outcome', () => {
  it('reads back what was written, for its own form only', () => {
    const outcome: PostedOutcome = {
      form: 'reset-password',
      step: 'refused',
      email: 'member@example.com',
      fieldErrors: { password: ['Password must be at least 8 characters long', 'Password must contain at least one number'] },
    };
    expect(readOutcome(encodeOutcome(outcome), 'reset-password')).toEqual(outcome);
    expect(readOutcome(encodeOutcome(outcome), 'email-change')).toBeNull();
  });

  it('takes nothing malformed: no cookie, not JSON, an unknown step, wrong types, too long', () => {
    const bad = [
      undefined,
      '',
      'not json',
      '[]',
      JSON.stringify({ form: 'reset-password', step: 'hacked' }),
      JSON.stringify({ form: 'reset-password', step: 'sent', email: 5 }),
      JSON.stringify({ form: 'reset-password', step: 'refused', fieldErrors: { email: 'not a list' } }),
      JSON.stringify({ form: 'reset-password', step: 'refused', fieldErrors: { email: [1] } }),
      JSON.stringify({ form: 'reset-password', step: 'refused', formError: 'x'.repeat(501) }),
      'x'.repeat(5000),
    ];
    for (const raw of bad) expect(readOutcome(raw, 'reset-password')).toBeNull();
  });

  it('keeps only the known fields', () => {
    const raw = JSON.stringify({ form: 'account-removal', step: 'triggered', password: 'secret123', extra: 1 });
    expect(readOutcome(raw, 'account-removal')).toEqual({ form: 'account-removal', step: 'triggered' });
  });
});
