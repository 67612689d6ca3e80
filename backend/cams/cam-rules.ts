/**
 * The simulated cam provider's fixed rules: its seed, its timings and the texts of its refusals (the product's §8
 * catalogue reads them). The machines (bot.machine.ts, show.machine.ts) take their delays from here; world.ts
 * re-exports all of it for the simulator's callers and tests.
 */

export const CAM_WORLD_SEED = 16_016;
export const MINUTE = 60_000;
/** A private request no bot decided on expires (onPrivateShowRequestExpired). */
export const REQUEST_EXPIRY_MS = 60_000;
/** How long a show whose tab went away waits for the viewer to come back (incompleteSessionFound). */
export const HOLD_MS = 2 * MINUTE;
/** The server's spy limit (§6, §9): one request per minute per viewer. */
export const SPY_REQUEST_INTERVAL_MS = MINUTE;
/** A forced decision applies this long after the request arrives (so the request's reply goes out first). */
export const FORCED_DECISION_MS = 1000;
/** After a debit that leaves less than a minute of spy time, the remaining-time notice comes this much later. */
export const SPY_NOTICE_MS = 50_000;

/** Connections one member may have signed in at once (their tabs); one more is refused at `auth.login`. */
export const MAX_SOCKETS_PER_MEMBER = 12;

export const MESSAGES = {
  notEnough: 'Not enough balance to connect the service',
  requestExists: 'Request already exists',
  spyLimit: 'You can send only one request to spy per 1 minute',
  spyNotEnough: 'Client has not enough balance to connect the service',
  notEnoughTokens: 'Not enough tokens',
  loginRequired: 'Authorization required',
  /** A paid operation of a member signed in for chat only (a cam token of scope 'chat'). */
  notPaid: 'Paid services need a live cam membership',
  invalidToken: 'Invalid token',
  /** `auth.login` of a member who already has MAX_SOCKETS_PER_MEMBER connections signed in. */
  tooManyConnections: 'Too many connections',
  notInRoom: 'Enter a room first',
  unavailable: 'Broadcast is unavailable',
  notFound: 'Broadcast not found',
  modelNotFound: 'Model not found',
  privateUnavailable: 'Private show is not available now',
  spyUnavailable: 'Spy show is not available now',
  nothingToCancel: 'There is no private show or request to cancel',
  notSpying: 'Spy show is not on',
  itemNotFound: 'Menu item not found',
  priceChanged: 'The price has changed',
  unknownShow: 'Private show not found',
  messengerUnavailable: 'Messenger is unavailable',
} as const;

/** What a model answers to a private request (forced by the control endpoint, or drawn by the bot). */
export type DecisionMove = 'accept' | 'refuse' | 'refuse-billing' | 'refuse-settings' | 'expire';
export const DECISION_MOVES: readonly DecisionMove[] = ['accept', 'refuse', 'refuse-billing', 'refuse-settings', 'expire'];
