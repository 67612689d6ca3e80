/** The e-mail change (machines/email-change.machine.ts): its request and confirmation through the site API adapter (never throws). */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import type { ActionOutcome } from '../../machines/account-removal.machine.ts';
import { type ConfirmOutcome, emailChangeMachine } from '../../machines/email-change.machine.ts';
import { defineScreenMachine } from './define.ts';

export const emailChange = defineScreenMachine({
  id: 'emailChange',
  machine: emailChangeMachine,
  provide: ({ site }: { site: Pick<SiteApi, 'requestEmailChange' | 'confirmEmailChange'> }) =>
    emailChangeMachine.provide({
      actors: {
        requestEmailChange: fromPromise<ActionOutcome, { email: string }>(({ input }) => site.requestEmailChange(input.email)),
        confirmEmailChange: fromPromise<ConfirmOutcome, { token: string }>(({ input }) => site.confirmEmailChange(input.token)),
      },
    }),
});
