/** /reset-password/ (machines/reset-password.machine.ts; spec 001 §2): its three calls through the site API adapter, which never throws. */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { resetPasswordMachine } from '../../machines/reset-password.machine.ts';
import { defineScreenMachine } from './define.ts';

export const resetPassword = defineScreenMachine({
  id: 'resetPassword',
  machine: resetPasswordMachine,
  provide: ({ site }: { site: Pick<SiteApi, 'restorePassword' | 'checkResetToken' | 'resetPassword'> }) =>
    resetPasswordMachine.provide({
      actors: {
        restorePassword: fromPromise(({ input }) => site.restorePassword(input.email)),
        checkResetToken: fromPromise(({ input }) => site.checkResetToken(input.token)),
        resetPassword: fromPromise(({ input }) => site.resetPassword(input.token, input.password)),
      },
    }),
});
