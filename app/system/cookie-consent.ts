/**
 * The cookie banner (spec 000 §2.3, §9) in the visit. x_platform_source=app marks the browser session as coming
 * from the VR app (§2.1): the root loader keeps the mark in a session cookie, so the banner stays away on
 * every later page of that session, not only on the landing URL.
 */
import { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { COOKIE_CONSENT_COOKIE } from '../../domain/constants.ts';
import { cookieConsentInput } from './cookie-consent-input.ts';
import { defineVisitMachine } from './define.ts';

export const cookieConsent = defineVisitMachine({
  id: 'cookieConsent',
  machine: cookieConsentMachine,
  provide: (services) =>
    cookieConsentMachine.provide({
      actions: {
        persistChoice: (_, params) => services.cookies.set(COOKIE_CONSENT_COOKIE, params.value, params.maxAge ? { maxAge: params.maxAge } : {}),
      },
    }),
  input: cookieConsentInput,
});
