/**
 * The visit's long-lived machines as views see them: the actor of each, by id. The app composes exactly these
 * (app/system/registry.ts checks its list against this one), so a view reads an actor without knowing how the app
 * provided it.
 */
import type { ActorRefFrom, EventFrom } from 'xstate';
import type { affiliateHitsMachine } from '../../machines/affiliate-hits.machine.ts';
import type { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import type { ageVerificationMachine } from '../../machines/age-verification.machine.ts';
import type { camSessionMachine } from '../../machines/cam-session.machine.ts';
import type { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import type { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import type { fakeBuyMachine } from '../../machines/fake-buy.machine.ts';
import type { favoritesMachine } from '../../machines/favorites.machine.ts';
import type { gateMachine } from '../../machines/gate.machine.ts';
import type { headerBarMachine } from '../../machines/header-bar.machine.ts';
import type { loginFormMachine } from '../../machines/login-form.machine.ts';
import type { messengerMachine } from '../../machines/messenger.machine.ts';
import type { notificationsMachine } from '../../machines/notifications.machine.ts';
import type { promoBannerMachine } from '../../machines/promo-banner.machine.ts';
import type { searchMachine } from '../../machines/search.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { termsDialogMachine } from '../../machines/terms-dialog.machine.ts';
import type { tokenPurchaseMachine } from '../../machines/token-purchase.machine.ts';
import type { tooltipMachine } from '../../machines/tooltip.machine.ts';
import type { valuePopupsMachine } from '../../machines/value-popups.machine.ts';

type VisitMachines = {
  session: typeof sessionMachine;
  loginForm: typeof loginFormMachine;
  cookieConsent: typeof cookieConsentMachine;
  ageSplash: typeof ageSplashMachine;
  termsDialog: typeof termsDialogMachine;
  cardPreview: typeof cardPreviewMachine;
  tooltip: typeof tooltipMachine;
  ageVerification: typeof ageVerificationMachine;
  gate: typeof gateMachine;
  search: typeof searchMachine;
  favorites: typeof favoritesMachine;
  notifications: typeof notificationsMachine;
  affiliateHits: typeof affiliateHitsMachine;
  valuePopups: typeof valuePopupsMachine;
  promoBanner: typeof promoBannerMachine;
  fakeBuy: typeof fakeBuyMachine;
  headerBar: typeof headerBarMachine;
  camSession: typeof camSessionMachine;
  tokenPurchase: typeof tokenPurchaseMachine;
  messenger: typeof messengerMachine;
};

export type VisitActors = { [Id in keyof VisitMachines]: ActorRefFrom<VisitMachines[Id]> };
/** The events a machine of the visit takes. */
export type VisitEvent<Id extends keyof VisitMachines> = EventFrom<VisitMachines[Id]>;

/** The machines whose code the app loads when their feature is first needed (app/system/registry.ts onDemandMachines). */
export type OnDemandId =
  | 'loginForm'
  | 'camSession'
  | 'tokenPurchase'
  | 'messenger'
  | 'termsDialog'
  | 'cardPreview'
  | 'tooltip'
  | 'ageVerification'
  | 'valuePopups'
  | 'affiliateHits'
  | 'fakeBuy'
  | 'search'
  | 'notifications'
  | 'promoBanner'
  | 'favorites'
  | 'headerBar';
/** The machines started with the visit. */
export type StartedActors = Omit<VisitActors, OnDemandId>;

/** The on-demand machines as views reach them. */
export interface OnDemandActors {
  /** The actor once its code has arrived and it has started; undefined before, and always in the server render. */
  get<Id extends OnDemandId>(id: Id): VisitActors[Id] | undefined;
  /** Loads it (and what it needs) unless it is there or on its way; resolves with the actor. */
  want<Id extends OnDemandId>(id: Id): Promise<VisitActors[Id]>;
  /** Calls `listener` whenever one has arrived; returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
}
