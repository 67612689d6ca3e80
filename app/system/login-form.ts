/** The login form (spec 000 §5, §7 login): the site API's login call; the session is told through the actor system. */
import { fromPromise } from 'xstate';
import type { Credentials, Tokens } from '../../contracts/site-api.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { defineVisitMachine } from './define.ts';

export const loginForm = defineVisitMachine({
  id: 'loginForm',
  machine: loginFormMachine,
  provide: (services) =>
    loginFormMachine.provide({
      actors: {
        login: fromPromise<Tokens, Credentials>(async ({ input }) => {
          const result = await services.site.login(input);
          if (!result.ok) throw new Error(result.message);
          return result.tokens;
        }),
      },
    }),
  input: () => undefined,
});
