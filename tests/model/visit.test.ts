/**
 * The visit's root actor built from the registry's machines: children with system ids, started and stopped
 * with it, each with its own starting facts; ROUTE_CHANGED from the router's callback actor reaches them; the
 * login form tells the session through the actor system.
 */
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../contracts/search.ts';
import { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { searchMachine } from '../../machines/search.machine.ts';
import { type LoadedUser, sessionMachine } from '../../machines/session.machine.ts';
import { createVisitMachine, visitChildren } from '../../machines/visit.machine.ts';
import { flush } from './replay.ts';
import { accessTokenExpiringIn } from './session-tokens.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const children = {
  session: sessionMachine,
  loginForm: loginFormMachine,
  cookieConsent: cookieConsentMachine,
  ageSplash: ageSplashMachine,
  cardPreview: cardPreviewMachine,
};
const visitMachine = createVisitMachine(children);

const input = {
  session: { atoken: null, rtoken: null, user: null, ageVerification: true, logoutRedirectLink: '/', nowMs: NOW },
  loginForm: undefined,
  cookieConsent: { choice: null, fromApp: false },
  ageSplash: { agreed: false, path: '/' },
  cardPreview: { enabled: true },
};

describe('visit machine', () => {
  it('passes a route change on to the search box, which clears (spec 000 §2.3)', () => {
    const withSearch = {
      search: searchMachine.provide({ actors: { search: fromPromise<SearchResults, { term: string }>(() => new Promise(() => {})) } }),
    };
    const visit = createActor(createVisitMachine(withSearch), { input: { search: undefined } }).start();
    const box = visitChildren(visit, withSearch).search;
    box?.send({ type: 'TYPED', value: 'spa' });
    expect(box?.getSnapshot().context.query).toBe('spa');
    visit.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    expect(box?.getSnapshot().context).toEqual({ query: '', term: '', results: null });
    visit.stop();
  });

  it('has its children, with their initial snapshots, before it starts (server render)', () => {
    const visit = createActor(visitMachine, { input });
    const { session, cookieConsent, ageSplash, cardPreview, loginForm } = visitChildren(visit, children);
    expect(session?.getSnapshot().hasTag('guest')).toBe(true);
    expect(ageSplash?.getSnapshot().hasTag('visible')).toBe(true);
    expect(cookieConsent?.getSnapshot().hasTag('visible')).toBe(false);
    expect(cardPreview?.getSnapshot().context.activeId).toBeNull();
    expect(loginForm?.getSnapshot().value).toBe('ready');
  });

  it('registers every child under its id in the actor system', () => {
    const visit = createActor(visitMachine, { input }).start();
    for (const id of Object.keys(children)) expect(visit.system.get(id)).toBe((visit.getSnapshot().children as Record<string, unknown>)[id]);
    visit.stop();
  });

  it('runs the children on the visit clock and stops them with the visit', () => {
    const clock = new SimulatedClock();
    const visit = createActor(visitMachine, { input, clock }).start();
    const consent = visitChildren(visit, children).cookieConsent;
    clock.increment(999);
    expect(consent?.getSnapshot().hasTag('visible')).toBe(false);
    clock.increment(1);
    expect(consent?.getSnapshot().hasTag('visible')).toBe(true);
    visit.stop();
    expect(consent?.getSnapshot().status).toBe('stopped');
  });

  it('passes ROUTE_CHANGED from the router callback actor to its children (/tour/ agrees to the splash)', () => {
    let navigate: (path: string) => void = () => {};
    const routeChanges = fromCallback(({ sendBack }) => {
      navigate = (path) => sendBack({ type: 'ROUTE_CHANGED', path, search: '' });
    });
    const visit = createActor(visitMachine.provide({ actors: { routeChanges } }), { input }).start();
    const splash = visitChildren(visit, children).ageSplash;
    navigate('/videos/');
    expect(splash?.getSnapshot().hasTag('visible')).toBe(true);
    navigate('/tour/');
    expect(splash?.getSnapshot().hasTag('visible')).toBe(false);
    visit.stop();
  });

  it('the login form signs the session in through the actor system', async () => {
    const tokens = { atoken: accessTokenExpiringIn(3600, {}, Date.now()), rtoken: 'R1' };
    const provided = createVisitMachine({
      ...children,
      session: sessionMachine.provide({
        actors: { loadUser: fromPromise<LoadedUser, { atoken: string }>(async () => ({ user: null })) },
      }),
      loginForm: loginFormMachine.provide({ actors: { login: fromPromise(async () => tokens) } }),
    });
    const visit = createActor(provided, { input: { ...input, session: { ...input.session, nowMs: Date.now() } } }).start();
    const { session, loginForm } = visitChildren(visit, children);
    loginForm?.send({ type: 'LOGIN_SUBMITTED', email: 'Member@Example.com', password: 'secret123' });
    await flush();
    await flush();
    expect(session?.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(session?.getSnapshot().context.atoken).toBe(tokens.atoken);
    visit.stop();
  });

  it('gives each child its own starting facts', () => {
    const visit = createActor(visitMachine, {
      input: { ...input, ageSplash: { agreed: true, path: '/' }, cookieConsent: { choice: null, fromApp: true } },
    });
    expect(visitChildren(visit, children).ageSplash?.getSnapshot().hasTag('visible')).toBe(false);
    expect(visitChildren(visit, children).cookieConsent?.getSnapshot().value).toBe('dismissed');
  });

  it('starts an on-demand machine when its code arrives: under its system id, once, and route changes reach it from then on', () => {
    const visit = createActor(visitMachine, { input }).start();
    expect(visit.system.get('search')).toBeUndefined();
    const logic = searchMachine.provide({ actors: { search: fromPromise<SearchResults, { term: string }>(() => new Promise(() => {})) } });
    visit.send({ type: 'MACHINE_ARRIVED', id: 'search', logic, input: undefined });
    const box = visit.system.get('search');
    expect(box).toBe((visit.getSnapshot().children as Record<string, unknown>).search);
    box.send({ type: 'TYPED', value: 'spa' });
    // A second arrival (two wants racing) starts nothing new: the same actor keeps its state.
    visit.send({ type: 'MACHINE_ARRIVED', id: 'search', logic, input: undefined });
    expect(visit.system.get('search')).toBe(box);
    expect(box.getSnapshot().context.query).toBe('spa');
    visit.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    expect(box.getSnapshot().context.query).toBe('');
    visit.stop();
    expect(box.getSnapshot().status).toBe('stopped');
  });
});
