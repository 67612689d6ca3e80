/** The 18+ splash (spec 000 §2.3) in the visit: the age cookie, 30 days; the route it starts on (/tour/ agrees by itself). */
import { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import { AGE_COOKIE } from '../../domain/constants.ts';
import { ageSplashInput } from './age-splash-input.ts';
import { defineVisitMachine } from './define.ts';

export const ageSplash = defineVisitMachine({
  id: 'ageSplash',
  machine: ageSplashMachine,
  provide: (services) =>
    ageSplashMachine.provide({
      actions: { persistAgreement: (_, params) => services.cookies.set(AGE_COOKIE, '1', { maxAge: params.maxAge }) },
    }),
  input: ageSplashInput,
});
