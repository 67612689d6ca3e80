/** Validation rules and messages (spec 000 §5). */
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, isValidUrl, maxLengthMessage, passwordErrors, validateLogin } from '../../../domain/validation.ts';

const COMBINED = 'Password must contain at least one digit and not contain symbols & and ", min 8 and max 50 sign';

describe('password', () => {
  it('accepts 8 to 50 characters with a digit and a letter', () => {
    expect(isValidPassword('secret12')).toBe(true);
    expect(isValidPassword(`a1${'x'.repeat(48)}`)).toBe(true);
  });
  it('rejects short, long, & and ", whitespace', () => {
    for (const bad of ['secr1', `a1${'x'.repeat(49)}`, 'secret&12', 'secret"12', 'secret 12']) {
      expect(passwordErrors(bad)).toEqual([COMBINED]);
    }
  });
  it('names a missing letter or number', () => {
    expect(passwordErrors('12345678')).toEqual(['Password must contain at least one letter', COMBINED]);
    expect(passwordErrors('abcdefgh')).toEqual(['Password must contain at least one number', COMBINED]);
  });
});

describe('e-mail', () => {
  it('permissive form allows special local characters but needs a lower-case domain', () => {
    expect(isValidEmail("o'neil+vr@example.com")).toBe(true);
    expect(isValidEmail('name@Example.com')).toBe(false);
    expect(isValidEmail('name@example.c')).toBe(false);
  });
  it('strict form allows only ._%+- in the local part', () => {
    expect(isValidEmail("o'neil@example.com", 'strict')).toBe(false);
    expect(isValidEmail('first.last+vr@Example.COM', 'strict')).toBe(true);
  });
});

describe('url and length', () => {
  it('validates URLs with an optional scheme', () => {
    expect(isValidUrl('https://example.com/path')).toBe(true);
    expect(isValidUrl('example.com')).toBe(true);
    expect(isValidUrl('not a url')).toBe(false);
  });
  it('says how many characters are allowed', () => {
    expect(maxLengthMessage(50)).toBe('Please enter no more than 50 characters');
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: ['This field is required'], password: ['This field is required'] });
  });
  it('shows the e-mail pattern message', () => {
    expect(validateLogin({ email: 'member', password: 'x' })).toEqual({ email: ['Correct email pattern is: name@example.com'] });
  });
  it('accepts an upper-case e-mail since it is lower-cased before sending', () => {
    expect(validateLogin({ email: ' Member@Example.COM ', password: 'whatever' })).toEqual({});
  });
});
