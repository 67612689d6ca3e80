/**
 * The cam session in the atlas: a member starting signed in (the auth info fetched, the provider login, the balance), a
 * guest signing in later, the cam feature off; refused auth info, a refused provider login, the balance refreshed, the
 * 10-minute auth info cache, sign-out, and the provider's events off and on a room route.
 */
import type { CamAuthInfo } from '../../contracts/cam-provider.ts';
import { camSessionMachine } from '../../machines/cam-session.machine.ts';
import { defineAtlasEntry } from './define.ts';

const info: CamAuthInfo = { vrlive_token: 'cam-token-1', user_name: 'member1', user_uuid: 'member-1' };
const base = { enabled: true, slug: 'vr-cam-girls', path: '/', mayChat: true, mayAuthorise: true };

export const camSessionEntry = defineAtlasEntry({
  id: 'cam-session',
  title: 'Cam session',
  spec: [
    "002 §4.5 'Cam integration life cycle'",
    '002 §4.3 (state change and incomplete session off the room route, spy time notifications)',
    '002 §6 (who is cam-authorised, who may chat)',
    "000 §4 'Session start' step 5, 'Logout' step 2",
  ],
  description:
    "The viewer's cam facts for the room, tips and chat: with the cam feature on and a member signed in, the cam auth info (kept 10 minutes), the provider login with its token, the balance (again on BALANCE_REFRESH_REQUESTED); the same after a sign-in; the provider logout and cleared facts on a sign-out. Off the room route, a room's state change or an incomplete session navigates to the room; a spy time-expire notice followed by a remaining-time notice ends spy mode.",
  area: 'cams',
  lifetime: 'visit',
  machine: camSessionMachine,
  inputs: {
    'member signed in': { ...base, signedIn: true, userId: 'member-1' },
    'expired member signed in (chat only)': { ...base, signedIn: true, userId: 'member-1', mayAuthorise: false },
    guest: { ...base, signedIn: false, userId: null, mayChat: false, mayAuthorise: false },
    'cams off': { ...base, enabled: false, signedIn: true, userId: 'member-1' },
  },
  events: [
    { type: 'xstate.done.actor.loadAuthInfo', output: info },
    { type: 'xstate.done.actor.loadAuthInfo', output: null },
    { type: 'xstate.error.actor.loadAuthInfo', error: new Error('network') },
    { type: 'xstate.done.actor.providerLogin', output: { ok: true, userName: 'member1' } },
    { type: 'xstate.done.actor.providerLogin', output: { ok: false, error: 'unavailable' } },
    { type: 'xstate.error.actor.providerLogin', error: new Error('network') },
    { type: 'xstate.done.actor.loadBalance', output: 2500 },
    { type: 'xstate.error.actor.loadBalance', error: new Error('network') },
    { type: 'xstate.done.actor.providerLogout' },
    { type: 'xstate.error.actor.providerLogout', error: new Error('network') },
    { type: 'xstate.done.actor.cancelSpy' },
    { type: 'xstate.error.actor.cancelSpy', error: new Error('network') },
    { type: 'BALANCE_REFRESH_REQUESTED' },
    { type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: true },
    { type: 'SESSION_CHANGED', signedIn: true, userId: 'member-1', mayChat: true, mayAuthorise: false },
    { type: 'SESSION_CHANGED', signedIn: true, userId: 'member-2', mayChat: false, mayAuthorise: false },
    { type: 'SESSION_CHANGED', signedIn: false, userId: null, mayChat: false, mayAuthorise: false },
    { type: 'ROUTE_CHANGED', path: '/vr-cam-girls/Ava/', search: '' },
    { type: 'ROUTE_CHANGED', path: '/', search: '' },
    { type: 'ROOM_STATE_CHANGED', nickname: 'Ava' },
    { type: 'INCOMPLETE_SESSION_FOUND', nickname: 'Ava' },
    { type: 'SPY_TIME_EXPIRE' },
    { type: 'SPY_REMAINING_TIME' },
    { type: 'CHANNEL_RECONNECTED' },
    // The balance a fetch gives (another value would double the graph; the life-cycle test checks it is adopted).
    { type: 'BALANCE_CHANGED', balance: 2500 },
  ],
  fakeActors: ['loadAuthInfo', 'providerLogin', 'providerLogout', 'loadBalance', 'cancelSpy'],
  // A reconnect can come in every signed-in state, so the graph has more nodes than the default traversal limit.
  graph: { limit: 10000 },
});
