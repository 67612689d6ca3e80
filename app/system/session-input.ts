/**
 * The session's starting facts (app/system/session.ts), apart from its module: the visit draws the session from them
 * before XState has come (machines/session.first.ts). The tokens held, the user the root loader read, the clock.
 */
import type { SessionInput } from '../../machines/session.machine.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';

export const sessionInput = (root: RootData, request: VisitRequest): SessionInput => ({
  ...request.sessionTokens,
  user: root.user,
  // The verified view follows the token held (spec 000 §4, rules/gate.ts), so a refreshed token of the verified kind lifts the soft site.
  ageVerification: request.config.ageVerification,
  logoutRedirectLink: root.chrome.settings.logoutRedirectLink,
  nowMs: root.nowMs,
});
