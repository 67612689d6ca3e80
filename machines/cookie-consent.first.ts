/** The cookie banner's first snapshot without XState (machines/first-snapshot.ts): `deciding` left at once. */
import { type FirstSnapshot, firstSnapshot } from './first-snapshot.ts';
import type { CookieConsentContext, CookieConsentInput } from './cookie-consent.machine.ts';

/** No banner for a visitor who chose already or who comes from the VR app (the machine's `bannerNotWanted`). */
export const bannerNotWanted = (context: CookieConsentContext): boolean => context.choice !== null || context.fromApp;

export function firstCookieConsentSnapshot(input: CookieConsentInput): FirstSnapshot<CookieConsentContext, 'visible'> {
  const context = { choice: input.choice, fromApp: input.fromApp };
  return firstSnapshot(bannerNotWanted(context) ? 'dismissed' : 'hidden', context);
}
