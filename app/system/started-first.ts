/**
 * The visit's machines started with the page as the first paint draws them, without XState (issue 35): each one's
 * starting facts (the same functions its module gives the machine) and its first snapshot from them
 * (machines/*.first.ts, held equal to the machine's own by tests/model/first-snapshots.model.test.ts).
 */
import { firstAgeSplashSnapshot } from '../../machines/age-splash.first.ts';
import { firstCookieConsentSnapshot } from '../../machines/cookie-consent.first.ts';
import { firstGateSnapshot } from '../../machines/gate.first.ts';
import { firstSessionSnapshot } from '../../machines/session.first.ts';
import type { RootData } from '../router/root-data.ts';
import { ageSplashInput } from './age-splash-input.ts';
import { cookieConsentInput } from './cookie-consent-input.ts';
import type { VisitRequest } from './define.ts';
import { gateInput } from './gate-input.ts';
import type { StartedInput } from './registry.ts';
import { sessionInput } from './session-input.ts';

export const startedIds = ['session', 'cookieConsent', 'ageSplash', 'gate'] as const;
export type StartedId = (typeof startedIds)[number];

/** The starting facts of each, from the root loader's data and the request. */
export const startedInput = (root: RootData, request: VisitRequest): StartedInput => ({
  session: sessionInput(root, request),
  cookieConsent: cookieConsentInput(root, request),
  ageSplash: ageSplashInput(root, request),
  gate: gateInput(root, request),
});

/** The first snapshot of each. */
export const startedFirst = (input: StartedInput): Record<StartedId, unknown> => ({
  session: firstSessionSnapshot(input.session),
  cookieConsent: firstCookieConsentSnapshot(input.cookieConsent),
  ageSplash: firstAgeSplashSnapshot(input.ageSplash),
  gate: firstGateSnapshot(input.gate),
});
