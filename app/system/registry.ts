/**
 * The visit's long-lived machines (DESIGN 'Composition'): one module each in app/system/, one line each here.
 * The visit root's children and its input are derived from this list; the views' actor context
 * (views/containers/visit-actors.ts) must name exactly these machines, which the type check below holds.
 *
 * Four start with the visit (their code loaded right after the first paint). The on-demand ones are registered here too, but their code is fetched when their feature
 * is first needed (issue 35: a guest's page carried the messenger and the cam session): the app's visit
 * (app/system/visit.tsx) loads the module and starts the machine as the visit's child under its id, and views reach it
 * through the visit's `onDemand`. app/system/every-machine.ts holds all of them at once, for the atlas and the tests.
 */
import type { ActorRefFrom, InputFrom } from 'xstate';
import type { VisitActors as ViewedActors } from '../../views/containers/visit-actors.ts';
import type { visitMachines } from './visit-machines.ts';

/**
 * Started with the visit, their list in app/system/visit-machines.ts: their code comes with XState after the first
 * paint, which draws them from their first snapshots (app/system/started-first.ts).
 */
export const loadVisitMachines = () => import('./visit-machines.ts');

/**
 * Started when first needed, each loaded from its module (and what it `needs` started before it): the login form on
 * the login page or dialog; the cam session, token purchase and the messenger for a member on a cam-enabled site once
 * the page is interactive, in a cam room, on /tokens/; the splash's terms, the card preview and the title tooltip with
 * the visitor's first ask (a click, a pointer over a card or a cut title); age verification for a signed-in member on a
 * site that verifies ages, and on /age-verification/; the value pop-ups when the first page has some, with the first
 * client navigation or change of viewer (which ask for the page's anew), or when the join-now page's leave trap springs;
 * the js-hit tracker for a visit with an affiliate (its first page's, or the first page that brings one); the fake-buy
 * pop-ups right after hydration for a viewer who may see them on a site that shows them; the header's search once
 * the page is interactive, or with the box's first use before that; the header's notifications once a viewer who may see
 * the bell is there, the favourites once a viewer who may favourite is, the promo banner's when the first page has a
 * promotion, the promo header bar's for every page (each drawn from the facts it starts from until then; the header
 * bar starts from the first page's and hears the route changes it missed, `fromFirstPage`).
 */
export const onDemandMachines = {
  loginForm: { load: () => import('./login-form.ts').then((m) => m.loginForm), needs: [] },
  camSession: { load: () => import('./cam-session.ts').then((m) => m.camSession), needs: [] },
  tokenPurchase: { load: () => import('./token-purchase.ts').then((m) => m.tokenPurchase), needs: ['camSession'] },
  messenger: { load: () => import('./messenger.ts').then((m) => m.messenger), needs: ['camSession'] },
  termsDialog: { load: () => import('./terms-dialog.ts').then((m) => m.termsDialog), needs: [] },
  cardPreview: { load: () => import('./card-preview.ts').then((m) => m.cardPreview), needs: [] },
  tooltip: { load: () => import('./tooltip.ts').then((m) => m.tooltip), needs: [] },
  ageVerification: { load: () => import('./age-verification.ts').then((m) => m.ageVerification), needs: [] },
  valuePopups: { load: () => import('./value-popups.ts').then((m) => m.valuePopups), needs: [] },
  affiliateHits: { load: () => import('./affiliate-hits.ts').then((m) => m.affiliateHits), needs: [] },
  fakeBuy: { load: () => import('./fake-buy.ts').then((m) => m.fakeBuy), needs: [] },
  search: { load: () => import('./search.ts').then((m) => m.search), needs: [] },
  notifications: { load: () => import('./notifications.ts').then((m) => m.notifications), needs: [] },
  promoBanner: { load: () => import('./promo-banner.ts').then((m) => m.promoBanner), needs: [] },
  favorites: { load: () => import('./favorites.ts').then((m) => m.favorites), needs: [] },
  headerBar: { load: () => import('./header-bar.ts').then((m) => m.headerBar), needs: [], fromFirstPage: true },
} as const;

type OnDemand = typeof onDemandMachines;
export type OnDemandId = keyof OnDemand;
type OnDemandModule = { [Id in OnDemandId]: Awaited<ReturnType<OnDemand[Id]['load']>> }[OnDemandId];
type Module = (typeof visitMachines)[number] | OnDemandModule;
export type VisitId = Module['id'];
/** The actor of each machine of the visit, by id (what views get). */
export type VisitActors = { [M in Module as M['id']]: ActorRefFrom<M['machine']> };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compiles only when the views' actor context and this list name the same machines with the same types. */
export type ViewsSeeEveryVisitMachine = Holds<Same<VisitActors, ViewedActors>>;
/** The starting facts of each machine started with the visit, by id (the visit root's input). */
export type StartedInput = { [M in (typeof visitMachines)[number] as M['id']]: InputFrom<M['machine']> };
/** The starting facts of each machine of the visit, by id. */
export type VisitInput = { [M in Module as M['id']]: InputFrom<M['machine']> };
