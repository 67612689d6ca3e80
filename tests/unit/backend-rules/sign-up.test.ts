/** The sign-up's fields as the site API checks them (spec 001 §5 'Registration', 'Payment'; 000 §5 'Validation rules'). */
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, accountEmail, signUpErrors } from '../../../backend/rules/sign-up.ts';
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_NUMBER_MESSAGE } from '../../../contracts/password-rules.ts';

describe('sign-up fields', () => {
  it("refuses empty fields with the spec's messages", () => {
    expect(signUpErrors({ email: '', password: '', paymentSystem: '' })).toEqual({
      email: [REQUIRED_MESSAGE],
      password: [REQUIRED_MESSAGE],
      paymentSystem: ['Payment system not selected'],
    });
  });
  it('refuses an e-mail of another form or too long, and a password that breaks the password rules', () => {
    expect(signUpErrors({ email: 'nope', password: 'letters', paymentSystem: 'epoch' })).toEqual({
      email: [EMAIL_MESSAGE],
      password: [PASSWORD_NUMBER_MESSAGE, PASSWORD_MESSAGE],
    });
    expect(signUpErrors({ email: `${'a'.repeat(250)}@x.io`, password: 'secret123', paymentSystem: 'epoch' })).toEqual({
      email: ['Please enter no more than 254 characters'],
    });
  });
  it('takes an e-mail in any case with spaces around, a valid password and a payment system', () => {
    expect(signUpErrors({ email: ' Buyer@Example.com ', password: 'secret123', paymentSystem: 'epoch' })).toEqual({});
    expect(accountEmail(' Buyer@Example.com ')).toBe('buyer@example.com');
  });
});
