/**
 * The visit's root actor in the atlas: built, as the app builds it, from the long-lived machines of
 * app/system/registry.ts, left unprovided (each child runs its own placeholder actors and actions, so no adapter is
 * touched). Its one transition passes ROUTE_CHANGED from the router on to its children.
 */
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { createVisitMachine } from '../../machines/visit.machine.ts';
import type { VisitInput } from '../system/registry.ts';
import { visitMachines } from '../system/visit-machines.ts';
import { defineAtlasEntry } from './define.ts';

type VisitChildren = { [M in (typeof visitMachines)[number] as M['id']]: M['machine'] };
const visitMachine = createVisitMachine(Object.fromEntries(visitMachines.map((m) => [m.id, m.machine])) as VisitChildren);

const guest: VisitInput = {
  session: { atoken: null, rtoken: null, user: null, ageVerification: true, logoutRedirectLink: '/', nowMs: Date.UTC(2025, 0, 15, 12, 0, 0) },
  loginForm: undefined,
  cookieConsent: { choice: null, fromApp: false },
  ageSplash: { agreed: false, path: '/' },
  termsDialog: undefined,
  cardPreview: { enabled: true },
  tooltip: undefined,
  search: undefined,
  favorites: { videoIds: [], modelIds: [], userId: null, allowed: false },
  notifications: { items: [], types: [], mark: null, userId: null, allowed: false },
  ageVerification: {
    enabled: true,
    atoken: null,
    userId: null,
    clearance: null,
    passedFlag: false,
    sessionCookie: null,
    returnSessionId: null,
    device: null,
    nowMs: Date.UTC(2025, 0, 15, 12, 0, 0),
  },
  gate: { viewer: { loggedIn: false, kind: 'standard', verifiedView: true, mustVerify: false }, userId: null, path: '/' },
  affiliateHits: { affId: '', offerId: '', counted: '', path: '/', search: '' },
  valuePopups: { group: 'guest', userId: null, affiliateId: null, shown: [], path: '/', search: '', firstItems: [] },
  promoBanner: { deadlineMs: null, nowMs: Date.UTC(2025, 0, 15, 12, 0, 0), closed: false, allowed: true, content: null },
  fakeBuy: { pauseMs: 15_000, showMs: 5000, enabled: false, links: false, seed: 1, count: 100, allowed: true },
  headerBar: { group: 'guest', userId: null, affiliateId: null, shown: [], path: '/', search: '', items: [], nowMs: Date.UTC(2025, 0, 15, 12, 0, 0) },
  camSession: { enabled: true, slug: 'vr-cam-girls', path: '/', signedIn: false, userId: null, mayChat: false, mayAuthorise: false },
  tokenPurchase: { enabled: true, signedIn: false },
  messenger: { enabled: true, nowMs: Date.UTC(2025, 0, 15, 12, 0, 0) },
};

export const visitEntry = defineAtlasEntry({
  id: 'visit',
  title: 'Visit (root actor)',
  spec: ["DESIGN 'Machines' and 'Composition': one root actor per visit whose children are the long-lived machines"],
  description:
    "The root of a visit: every long-lived machine of app/system/registry.ts is its child, invoked with its systemId and its starting facts, started and stopped with it, or, for an on-demand one, spawned under its id when its code has arrived (MACHINE_ARRIVED); it passes each ROUTE_CHANGED from the router's callback actor on to them (the 18+ splash agrees on /tour/).",
  area: 'system',
  lifetime: 'root',
  machine: visitMachine,
  inputs: {
    'first visit, guest': guest,
    'returning guest from the VR app': { ...guest, cookieConsent: { choice: null, fromApp: true }, ageSplash: { agreed: true, path: '/videos/' } },
  },
  events: [
    { type: 'ROUTE_CHANGED', path: '/videos/', search: '' },
    { type: 'ROUTE_CHANGED', path: '/tour/', search: '' },
    // An on-demand machine's code has arrived (app/system/on-demand.ts): the login form, unprovided as every child here.
    { type: 'MACHINE_ARRIVED', id: 'loginForm', logic: loginFormMachine, input: undefined },
  ],
});
