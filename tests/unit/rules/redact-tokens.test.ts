/** Tokens never leave the session for an inspector: by key, by JWT shape, deep, without copying actors. */
import { describe, expect, it } from 'vitest';
import { REDACTED, redactTokens } from '../../../domain/redact-tokens.ts';

describe('redactTokens', () => {
  it('replaces every value of a key naming a token and every JWT-shaped string, deep in plain objects and arrays', () => {
    const actor = new (class Actor {
      atoken = 'kept: an inspector serialises class instances itself';
    })();
    const value = {
      type: 'LOGGED_IN',
      tokens: { atoken: 'a1', rtoken: 'r1' },
      list: [{ refreshToken: 'x' }, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'plain'],
      nowMs: 5,
      actor,
    };
    expect(redactTokens(value)).toEqual({
      type: 'LOGGED_IN',
      tokens: { atoken: REDACTED, rtoken: REDACTED },
      list: [{ refreshToken: REDACTED }, REDACTED, 'plain'],
      nowMs: 5,
      actor,
    });
    expect(value.tokens.atoken).toBe('a1');
    expect(redactTokens(null)).toBeNull();
  });
});
