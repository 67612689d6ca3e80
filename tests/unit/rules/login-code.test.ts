/** Login by code's rules (001 §2): 6 digits; the e-mail checked with the login form's e-mail rules (000 §5). */
import { describe, expect, it } from 'vitest';
import { LOGIN_CODE_MESSAGE, validateCodeEmail, validateLoginCode } from '../../../domain/login-code.ts';

describe('login code rules', () => {
  it('takes exactly 6 digits, spaces around ignored', () => {
    expect(validateLoginCode('123456')).toEqual({});
    expect(validateLoginCode(' 012345 ')).toEqual({});
    for (const code of ['', '12345', '1234567', '12a456', '12 456']) expect(validateLoginCode(code)).toEqual({ code: [LOGIN_CODE_MESSAGE] });
  });

  it("checks only the e-mail, with the login form's messages", () => {
    expect(validateCodeEmail(' Member@Example.COM ')).toEqual({});
    expect(validateCodeEmail('')).toEqual({ email: ['This field is required'] });
    expect(validateCodeEmail('not-an-email').email?.length).toBe(1);
  });
});
