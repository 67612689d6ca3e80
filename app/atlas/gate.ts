/**
 * The verified-member gate in the atlas: a guest, a member, one whose token must verify and one who must renew, on an
 * allowed or a refused page; the session's changes, age verification's answers and the router's pages as events.
 */
import type { GateInput } from '../../machines/gate.machine.ts';
import { gateMachine } from '../../machines/gate.machine.ts';
import type { Viewer } from '../../domain/gate.ts';
import { defineAtlasEntry } from './define.ts';

const guest: Viewer = { loggedIn: false, kind: 'standard', verifiedView: true, mustVerify: false };
const member: Viewer = { loggedIn: true, kind: 'standard', verifiedView: true, mustVerify: false };
const mustVerify: Viewer = { loggedIn: true, kind: 'verify', verifiedView: false, mustVerify: true };
const mustRenew: Viewer = { loggedIn: true, kind: 'renew', verifiedView: false, mustVerify: false };

const start = (viewer: Viewer, path: string, userId: string | null = viewer.loggedIn ? 'u-0001' : null): GateInput => ({ viewer, userId, path });

export const gateEntry = defineAtlasEntry({
  id: 'gate',
  title: 'Verified-member gate',
  spec: [
    "000 §4 'Verified-member gate', 'Age verification' (required-check)",
    "001 §6 'Join-now and payment pages stay reachable for unverified viewers'",
  ],
  description:
    "Starts from the token the page was served for; decides again on every SESSION_CHANGED (sign-in, sign-out, refreshed token), VERIFICATION_CHANGED (the required-check's answer for an ordinary token) and ROUTE_CHANGED: open when the gate does not apply, allowed on a page the viewer may open, else redirecting to /age-verification/, /join-now/ or /join-now/?event=expired.",
  area: 'session',
  lifetime: 'visit',
  machine: gateMachine,
  inputs: {
    'guest on the home page': start(guest, '/'),
    'member on the videos': start(member, '/videos/'),
    'must verify, on the videos': start(mustVerify, '/videos/'),
    'must renew, on a model': start(mustRenew, '/models/ava/'),
  },
  events: [
    { type: 'SESSION_CHANGED', viewer: member, userId: 'u-0001' },
    { type: 'SESSION_CHANGED', viewer: mustVerify, userId: 'u-0002' },
    { type: 'SESSION_CHANGED', viewer: guest, userId: null },
    { type: 'VERIFICATION_CHANGED', verified: false, required: true },
    { type: 'VERIFICATION_CHANGED', verified: true, required: false },
    { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
    { type: 'ROUTE_CHANGED', path: '/age-verification/', search: '' },
    { type: 'ROUTE_CHANGED', path: '/join-now/', search: '' },
  ],
});
