/** The login form in the atlas: empty, malformed and valid submits, a field edit, and the login call's answers. */
import { LoginRefusal, loginFormMachine } from '../../machines/login-form.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** The session tokens the fake login answers with. */
export const LOGIN_TOKENS = { atoken: 'A', rtoken: 'R' };

/** A blocked account's refusal (423), a refused code (401 errors.code) and a rate limit (429) as the composition reports them. */
export const BLOCKED = new LoginRefusal('Your account is blocked. We sent you an e-mail with a link to unblock it.', {
  blocked: true,
  allowResendEmail: true,
});
export const WRONG_CODE = new LoginRefusal('Invalid code', { fieldErrors: { code: ['The code is wrong or has expired.'] } });
export const TOO_MANY = new LoginRefusal('Too many requests. Please try again later.');

export const loginFormEntry = defineAtlasEntry({
  id: 'login-form',
  title: 'Login form',
  spec: [
    "000 §5 'Validation rules' (login e-mail lower-cased, field errors)",
    "000 §7 'Auth and account' login",
    '000 §8 error messages',
    "001 §2 'Account actions' (login by a code sent to the account; Unblock: resend of the unblock e-mail)",
  ],
  description:
    "An invalid submit makes no call and shows the spec's messages; a valid one sends the lower-cased e-mail to the login call; success hands the tokens to the session (LOGGED_IN through the actor system), failure shows the server's message; editing a field clears its error. A blocked account (423) shows the server's message and, when allowed, resends the unblock e-mail. Login by code: the e-mail asks for a 6-digit code, the code signs in like a password; a wrong code shows errors.code under the field.",
  area: 'session',
  lifetime: 'visit',
  machine: loginFormMachine,
  inputs: { form: undefined },
  events: [
    { type: 'LOGIN_SUBMITTED', email: '', password: '' },
    { type: 'LOGIN_SUBMITTED', email: 'not-an-email', password: 'secret123' },
    { type: 'LOGIN_SUBMITTED', email: ' Member@Example.COM ', password: 'secret123' },
    { type: 'LOGIN_FIELD_EDITED', field: 'email' },
    { type: 'xstate.done.actor.login', output: LOGIN_TOKENS },
    { type: 'xstate.error.actor.login', error: new Error('Wrong email or password') },
    { type: 'xstate.error.actor.login', error: BLOCKED },
    { type: 'UNBLOCK_EMAIL_REQUESTED' },
    { type: 'xstate.done.actor.resendUnblockEmail' },
    { type: 'xstate.error.actor.resendUnblockEmail', error: TOO_MANY },
    { type: 'CODE_LOGIN_CHOSEN' },
    { type: 'PASSWORD_LOGIN_CHOSEN' },
    { type: 'CODE_REQUESTED', email: 'not-an-email' },
    { type: 'CODE_REQUESTED', email: ' Member@Example.COM ' },
    { type: 'xstate.done.actor.requestLoginCode' },
    { type: 'xstate.error.actor.requestLoginCode', error: TOO_MANY },
    { type: 'LOGIN_FIELD_EDITED', field: 'code' },
    { type: 'CODE_SUBMITTED', code: '12ab' },
    { type: 'CODE_SUBMITTED', code: ' 123456 ' },
    { type: 'xstate.done.actor.loginByCode', output: LOGIN_TOKENS },
    { type: 'xstate.error.actor.loginByCode', error: WRONG_CODE },
  ],
  fakeActors: ['login', 'resendUnblockEmail', 'requestLoginCode', 'loginByCode'],
});
