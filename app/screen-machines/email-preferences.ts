/** The e-mail preferences (machines/email-preferences.machine.ts; spec 001 §7 {sendService}): the subscription read and saved through the send-service adapter (never throws). */
import { fromPromise } from 'xstate';
import type { SendServiceApi } from '../../adapters/send-service.ts';
import { emailPreferencesMachine } from '../../machines/email-preferences.machine.ts';
import { defineScreenMachine } from './define.ts';

export const emailPreferences = defineScreenMachine({
  id: 'emailPreferences',
  machine: emailPreferencesMachine,
  provide: ({ sendService }: { sendService: SendServiceApi }) =>
    emailPreferencesMachine.provide({
      actors: {
        loadSubscription: fromPromise(({ input }) => sendService.subscription(input.uid)),
        saveSubscription: fromPromise(({ input }) => sendService.saveSubscription(input.uid, input.change)),
      },
    }),
});
