/**
 * Age verification in the atlas: a guest, a member who must pass, one cleared by the cookie, the provider's return
 * (the query equals the cookie, or not), verification off; the two questions' answers, the session, the poll's
 * statuses and the report's results as fake actors; the poll's 5000 ms as the simulated clock's delay.
 */
import type { AgeVerificationInput } from '../../machines/age-verification.machine.ts';
import { ageVerificationMachine } from '../../machines/age-verification.machine.ts';
import { AV_CLEARANCE_VALUE } from '../../domain/age-verification.ts';
import { defineAtlasEntry } from './define.ts';
import { accessTokenExpiringIn } from './session-tokens.ts';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const USER = 'u-0001';
/** Another member signing in in this visit (by client navigation, or in another tab). */
const OTHER_USER = 'u-0002';
/** The provider session the fake start answers with. */
export const AV_SESSION = { sessionId: 'av-session-1', url: '/sandbox-id/verify/av-session-1/' };

const member: AgeVerificationInput = {
  enabled: true,
  atoken: accessTokenExpiringIn(900, { sub: USER, kind: 'verify' }, NOW),
  userId: USER,
  clearance: null,
  passedFlag: false,
  sessionCookie: null,
  returnSessionId: null,
  device: null,
  nowMs: NOW,
};

export const ageVerificationEntry = defineAtlasEntry({
  id: 'age-verification',
  title: 'Age verification',
  spec: [
    "000 §4 'Age verification' (required-check at start, step1, step2, start, return, poll)",
    "000 §7 'Age verification' calls",
    "000 §8 'Age verification refused', 'Age verification required', 'Verification failed'",
    '000 §9 av_clearance and sessionId cookies, poll 3 tries 5000 ms',
  ],
  description:
    "At start: no valid token → not required; the clearance cookie → verified; else step1 (must pass? exactly false clears) and step2 (passed already? exactly true clears), else the 'Age Verification is Required' dialog. Verify Now opens a provider session (sessionId cookie) and goes to the provider; its return (?sessionId equal to the cookie) polls up to 3 times 5000 ms apart, reporting each status: approved → clearance and flag cookies, tokens refreshed, the verified dialog (closing goes to /); refused → the refuse dialog; exhausted → the failed dialog. Emits VERIFICATION_CHANGED {verified, required}.",
  area: 'session',
  lifetime: 'visit',
  machine: ageVerificationMachine,
  inputs: {
    'member who must pass': member,
    guest: { ...member, atoken: null, userId: null },
    'cleared by the cookie': { ...member, clearance: AV_CLEARANCE_VALUE },
    "provider's return": { ...member, sessionCookie: AV_SESSION.sessionId, returnSessionId: AV_SESSION.sessionId },
    'return with another sessionId': { ...member, sessionCookie: 'other', returnSessionId: AV_SESSION.sessionId },
    'verification off': { ...member, enabled: false },
    'touch Mac': {
      ...member,
      device: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', touch: true, screenWidth: 1306, screenHeight: 735, orientation: 0 },
    },
  },
  events: [
    { type: 'VERIFY_CLICKED' },
    { type: 'DIALOG_CLOSED' },
    { type: 'xstate.done.actor.mustPass', output: false },
    { type: 'xstate.done.actor.mustPass', output: true },
    { type: 'xstate.error.actor.mustPass', error: new Error('Network error') },
    { type: 'xstate.done.actor.hasVerification', output: true },
    { type: 'xstate.done.actor.hasVerification', output: false },
    { type: 'xstate.error.actor.hasVerification', error: new Error('Network error') },
    { type: 'xstate.done.actor.startSession', output: AV_SESSION },
    { type: 'xstate.error.actor.startSession', error: new Error('Network error') },
    { type: 'xstate.done.actor.pollStatus', output: 'approved' },
    { type: 'xstate.done.actor.pollStatus', output: 'refused' },
    { type: 'xstate.done.actor.pollStatus', output: 'pending' },
    { type: 'xstate.error.actor.pollStatus', error: new Error('Network error') },
    { type: 'xstate.done.actor.report', output: undefined },
    { type: 'xstate.error.actor.report', error: new Error('422') },
    { type: 'xstate.done.actor.refreshTokens', output: undefined },
    { type: 'xstate.error.actor.refreshTokens', error: new Error('Refresh failed') },
    { type: 'SESSION_CHANGED', atoken: accessTokenExpiringIn(900, { sub: OTHER_USER }, NOW), userId: OTHER_USER, nowMs: NOW },
    { type: 'SESSION_CHANGED', atoken: null, userId: null, nowMs: NOW },
  ],
  fakeActors: ['mustPass', 'hasVerification', 'startSession', 'pollStatus', 'report', 'refreshTokens'],
});
