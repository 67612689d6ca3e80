/** The 'Account Settings' change-password form (machines/change-password.machine.ts; spec 001 §5, §7, §8): its call through the site API adapter (never throws). */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { changePasswordMachine } from '../../machines/change-password.machine.ts';
import { defineScreenMachine } from './define.ts';

export const changePassword = defineScreenMachine({
  id: 'changePassword',
  machine: changePasswordMachine,
  provide: ({ site }: { site: Pick<SiteApi, 'changePassword'> }) =>
    changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => site.changePassword(input)) } }),
});
