/** The login form in the atlas: empty, malformed and valid submits, a field edit, and the login call's answers. */
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** The tokens the fake login answers with. */
export const LOGIN_TOKENS = { atoken: 'A', rtoken: 'R' };

export const loginFormEntry = defineAtlasEntry({
  id: 'login-form',
  title: 'Login form',
  spec: ["000 §5 'Validation rules' (login e-mail lower-cased, field errors)", "000 §7 'Auth and account' login", '000 §8 error messages'],
  description:
    "An invalid submit makes no call and shows the spec's messages; a valid one sends the lower-cased e-mail to the login call; success hands the tokens to the session (LOGGED_IN through the actor system), failure shows the server's message; editing a field clears its error.",
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
  ],
  fakeActors: ['login'],
});
