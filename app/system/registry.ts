/**
 * The visit's long-lived machines (DESIGN 'Composition'): one module each in app/system/, one line each here.
 * The visit root's children and its input are derived from this list; the views' actor context
 * (views/containers/visit-actors.ts) must name exactly these machines, which the type check below holds.
 */
import type { ActorRefFrom, InputFrom } from 'xstate';
import type { VisitActors as ViewedActors } from '../../views/containers/visit-actors.ts';
import { affiliateHits } from './affiliate-hits.ts';
import { ageSplash } from './age-splash.ts';
import { ageVerification } from './age-verification.ts';
import { camSession } from './cam-session.ts';
import { cardPreview } from './card-preview.ts';
import { cookieConsent } from './cookie-consent.ts';
import { fakeBuy } from './fake-buy.ts';
import { favorites } from './favorites.ts';
import { gate } from './gate.ts';
import { headerBar } from './header-bar.ts';
import { loginForm } from './login-form.ts';
import { messenger } from './messenger.ts';
import { notifications } from './notifications.ts';
import { promoBanner } from './promo-banner.ts';
import { search } from './search.ts';
import { session } from './session.ts';
import { termsDialog } from './terms-dialog.ts';
import { tokenPurchase } from './token-purchase.ts';
import { tooltip } from './tooltip.ts';
import { valuePopups } from './value-popups.ts';

export const visitMachines = [
  session,
  loginForm,
  cookieConsent,
  ageSplash,
  termsDialog,
  cardPreview,
  tooltip,
  ageVerification,
  gate,
  search,
  favorites,
  notifications,
  affiliateHits,
  valuePopups,
  promoBanner,
  fakeBuy,
  headerBar,
  camSession,
  tokenPurchase,
  messenger,
] as const;

type Module = (typeof visitMachines)[number];
export type VisitId = Module['id'];
/** The actor of each machine of the visit, by id (what views get). */
export type VisitActors = { [M in Module as M['id']]: ActorRefFrom<M['machine']> };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compiles only when the views' actor context and this list name the same machines with the same types. */
export type ViewsSeeEveryVisitMachine = Holds<Same<VisitActors, ViewedActors>>;
/** The starting facts of each machine of the visit, by id. */
export type VisitInput = { [M in Module as M['id']]: InputFrom<M['machine']> };
