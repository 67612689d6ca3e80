/**
 * The shape of a module of the visit's registry (DESIGN 'Composition'): a long-lived machine, how the app
 * provides its side effects (adapters, navigation), and its starting facts from the root loader's data and
 * the request. Adding a machine to the visit = one such module in app/system/ + one line in registry.ts.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { CookieJar } from '../../adapters/cookies.ts';
import type { HeldSessionTokens } from '../../contracts/site-api.ts';
import type { PublicConfig } from '../config/env.ts';
import type { RootData } from '../router/root-data.ts';
import type { Services } from '../router/services.ts';

/** Navigation as machines' actions need it: an internal path (client navigation) or an external URL. */
export interface Nav {
  go(path: string): void;
  /** Calls `listener` with every resolved navigation's path and search; returns its unsubscribe. */
  subscribe(listener: (location: { path: string; search: string; hash?: string }) => void): () => void;
}

/** What a visit starts from besides the root loader's data. */
export interface VisitRequest {
  cookies: CookieJar;
  /** The tokens held (in the browser the refresh token is only a sign that the server has one). */
  sessionTokens: HeldSessionTokens;
  path: string;
  search: string;
  /** The site's public configuration (feature switches such as ageVerification). */
  config: PublicConfig;
}

export interface VisitMachineModule<Id extends string, M extends AnyStateMachine> {
  id: Id;
  machine: M;
  provide(services: Services, nav: Nav): M;
  input(root: RootData, request: VisitRequest): InputFrom<M>;
}

export const defineVisitMachine = <Id extends string, M extends AnyStateMachine>(module: VisitMachineModule<Id, M>) => module;
