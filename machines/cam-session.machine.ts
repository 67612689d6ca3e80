/**
 * The cam session (spec 002 §4.5 'Cam integration life cycle', §4.3 events off the room route, §6 who is cam-authorised;
 * spec 000 §4 'Session start' step 5, 'Logout' step 2): a visit machine (systemId 'camSession') that keeps the viewer's
 * cam facts (rules/cam-session-facts.ts) for the room, the tip flow and the chat.
 *
 * - Off entirely when the cam feature is switched off (input `enabled: false`): the state `off` does nothing.
 * - On start with a signed-in member (an access-token cookie): the cam auth info (GET {siteHost}/api/{provider}/user-info)
 *   is fetched and applied: `auth.login` with its `{provider}_token` over the provider interface, then the balance.
 *   The auth info is kept 10 minutes (delay `authInfoTtl`) and fetched again when needed after that.
 * - After the site sign-in (the session's SESSION_CHANGED): the same: auth info, provider sign-in, balance. Each
 *   provider sign-in that succeeds is emitted as CAM_AUTHORISED (the messenger's login follows it, §4.5 step 4), the
 *   end of it as CAM_UNAUTHORISED.
 * - On site logout: `auth.logout` over the provider interface, the facts cleared.
 * - When the provider interface comes back after a drop (CHANNEL_RECONNECTED), a signed-in member signs in to the
 *   provider again (with the auth info still kept when under 10 minutes old).
 * - camAuthorised = the membership authorises live cam (§6: active members, inactive members with benefits), the auth
 *   info came back and the provider login succeeded. Other expired and inactive members may chat (§6 'Send chat or
 *   messenger messages'): they sign in the same way with a chat-only token (user-info gives one; members without a
 *   membership are refused and not asked), are told as CAM_AUTHORISED (the messenger logs in) but stay not
 *   camAuthorised, so a tip or a show goes to /tokens/. A change of membership (a renewal, an expiry) signs in anew;
 *   signingIn = from the sign-in's start until the first balance is known or it is refused (a tip
 *   pressed meanwhile waits for it); mayChat = an active, expired or inactive member; BALANCE_REFRESH_REQUESTED
 *   fetches the balance; the provider's BALANCE_CHANGED (each debit or credit, told to every tab of the member) is
 *   adopted as it comes.
 * - Off the room route (§4.3): a room's state change navigates to that room; an incomplete session found navigates to
 *   the room with `?restore=1`; a spy 'time expire' notice sets spyFinishTimeout and the next 'remaining time' notice
 *   while it is set ends spy mode (`room.cancelSpy`) and clears it.
 *
 * Side effects supplied at composition (app/system/cam-session.ts): actors `loadAuthInfo`, `providerLogin`,
 * `providerLogout`, `loadBalance`, `cancelSpy`, `channelEvents` (the provider's room and notification events),
 * action `goTo`. The
 * current path follows the visit's ROUTE_CHANGED.
 */
import { assign, emit, fromCallback, fromPromise, not, setup } from 'xstate';
import type { CamAuthInfo } from '../contracts/cam-provider.ts';
import { fromSessionChanges, notProvided } from './actor-placeholders.ts';
import type { RouteChanged } from './visit.machine.ts';
import { camRoomPath, isCamRoomPath } from '../domain/cam-routes.ts';
import { type CamSessionFacts, NO_CAM_SESSION, startingCamFacts } from '../domain/cam-session-facts.ts';

export const AUTH_INFO_TTL_MS = 600_000;

export type CamSessionInput = {
  /** The cam feature is switched on (config.enableCams). */
  enabled: boolean;
  /** The cam list's slug (config.vrCamListSlug): rooms are /{slug}/{nickname}/. */
  slug: string;
  /** The path the visit starts on. */
  path: string;
  /** A member is signed in (an access-token cookie). */
  signedIn: boolean;
  /** The signed-in member's uuid, null for a guest. */
  userId: string | null;
  /** Active, expired or inactive member (§6). */
  mayChat: boolean;
  /**
   * Authorised for live cam by the membership (§6: active members and inactive members with benefits). They and the
   * members who may chat ask for the auth info; user-info refuses the others (403), so for them it is not asked.
   */
  mayAuthorise: boolean;
};

export type CamSessionContext = {
  enabled: boolean;
  slug: string;
  path: string;
  userId: string | null;
  /** The member's membership lets them be authorised for live cam (§6). */
  mayAuthorise: boolean;
  /** The cached auth info (null when not fetched, refused, or older than 10 minutes). */
  authInfo: CamAuthInfo | null;
  spyFinishTimeout: boolean;
  facts: CamSessionFacts;
};

/** What the provider interface's login answers, as the machine reads it. */
export type ProviderLoginOutcome = { ok: true; userName: string } | { ok: false; error: string };

/** The channel's events the cam session acts on (the composition maps the provider's events to these). */
export type CamSessionChannelEvent =
  | { type: 'ROOM_STATE_CHANGED'; nickname: string }
  | { type: 'INCOMPLETE_SESSION_FOUND'; nickname: string }
  | { type: 'SPY_TIME_EXPIRE' }
  | { type: 'SPY_REMAINING_TIME' }
  /** The channel is back after a drop: the provider forgot the tab's sign-in. */
  | { type: 'CHANNEL_RECONNECTED' }
  /** The provider's balance after a debit or credit (a show's minute, a tip in another tab, a token pack). */
  | { type: 'BALANCE_CHANGED'; balance: number };

export type CamSessionEvent =
  | CamSessionChannelEvent
  | { type: 'SESSION_CHANGED'; signedIn: boolean; userId: string | null; mayChat: boolean; mayAuthorise: boolean }
  | { type: 'BALANCE_REFRESH_REQUESTED' }
  | RouteChanged;

export type CamSessionTag = 'loading';

/**
 * What the cam session tells the visit (§4.5 step 4): each provider sign-in that succeeded (the messenger logs in after
 * it, again after a reconnect's new sign-in) and the end of being cam-authorised (sign-out, refusal, another member).
 */
export type CamSessionEmitted = { type: 'CAM_AUTHORISED'; userName: string } | { type: 'CAM_UNAUTHORISED' };

type Viewer = { signedIn: boolean; userId: string | null; mayChat: boolean; mayAuthorise: boolean };

export const camSessionMachine = setup({
  types: {
    context: {} as CamSessionContext,
    events: {} as CamSessionEvent,
    input: {} as CamSessionInput,
    tags: {} as CamSessionTag,
    emitted: {} as CamSessionEmitted,
  },
  actors: {
    /** GET {siteHost}/api/{provider}/user-info: the auth info, null when refused (403) or unreadable. */
    loadAuthInfo: fromPromise<CamAuthInfo | null, void>(notProvided('loadAuthInfo')),
    /** `auth.login` with the `{provider}_token` over the provider interface. */
    providerLogin: fromPromise<ProviderLoginOutcome, { token: string }>(notProvided('providerLogin')),
    /** `auth.logout` over the provider interface. */
    providerLogout: fromPromise<void, void>(notProvided('providerLogout')),
    /** GET {siteHost}/api/{provider}/balance; null when it cannot be read. */
    loadBalance: fromPromise<number | null, void>(notProvided('loadBalance')),
    /** `room.cancelSpy` over the provider interface. */
    cancelSpy: fromPromise<void, void>(notProvided('cancelSpy')),
    /** The provider's room and notification events, as this machine's events. */
    channelEvents: fromCallback<CamSessionEvent, void>(() => undefined),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<CamSessionEvent>((facts) => ({
      type: 'SESSION_CHANGED',
      signedIn: facts.flags.loggedIn,
      userId: facts.userId,
      mayChat: facts.flags.activeExpiredOrInactive,
      mayAuthorise: facts.flags.authorizedForLiveCam,
    })),
  },
  delays: {
    authInfoTtl: AUTH_INFO_TTL_MS,
  },
  actions: {
    goTo: (_, _params: { path: string }) => undefined,
    adoptViewer: assign(({ context }, viewer: Viewer) => ({
      userId: viewer.userId,
      mayAuthorise: viewer.mayAuthorise,
      facts: { ...context.facts, signedIn: viewer.signedIn, mayChat: viewer.signedIn && viewer.mayChat },
    })),
    adoptAuthInfo: assign((_, info: CamAuthInfo | null) => ({ authInfo: info })),
    forgetAuthInfo: assign({ authInfo: null }),
    authorise: assign(({ context }, userName: string) => ({ facts: { ...context.facts, camAuthorised: context.mayAuthorise, userName } })),
    tellAuthorised: emit(({ context }) => ({ type: 'CAM_AUTHORISED' as const, userName: context.facts.userName })),
    unauthorise: assign(({ context }) => ({ facts: { ...context.facts, camAuthorised: false, signingIn: false, userName: '', balance: null } })),
    /** The facts' signingIn (a new facts object only when it changes, so a balance refresh is not told twice). */
    markSigningIn: assign(({ context }, busy: boolean) => (context.facts.signingIn === busy ? {} : { facts: { ...context.facts, signingIn: busy } })),
    tellUnauthorised: emit({ type: 'CAM_UNAUTHORISED' as const }),
    adoptBalance: assign(({ context }, balance: number | null) => ({ facts: { ...context.facts, balance } })),
    clearFacts: assign({ facts: NO_CAM_SESSION, authInfo: null, userId: null }),
    adoptPath: assign((_, path: string) => ({ path })),
    setSpyFinishTimeout: assign({ spyFinishTimeout: true }),
    clearSpyFinishTimeout: assign({ spyFinishTimeout: false }),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    signedIn: ({ context }) => context.facts.signedIn,
    /** May sign in to the provider: for live cam, or for chat only (§6). */
    maySignIn: ({ context }) => context.mayAuthorise || context.facts.mayChat,
    authInfoCached: ({ context }) => context.authInfo !== null,
    authInfoEmpty: ({ context }) => context.authInfo === null,
    gotAuthInfo: (_, info: CamAuthInfo | null) => info !== null,
    loginAccepted: (_, outcome: ProviderLoginOutcome) => outcome.ok,
    signsIn: (_, viewer: Viewer) => viewer.signedIn,
    signsOut: (_, viewer: Viewer) => !viewer.signedIn,
    sameMember: ({ context }, viewer: Viewer) => viewer.signedIn && viewer.userId === context.userId,
    /** The same member whose membership now allows another kind of sign-in (renewed, expired): a new token is needed. */
    sameMemberOtherScope: ({ context }, viewer: Viewer) =>
      viewer.signedIn && viewer.userId === context.userId && viewer.mayAuthorise !== context.mayAuthorise,
    anotherMember: ({ context }, viewer: Viewer) => viewer.signedIn && viewer.userId !== context.userId,
    offRoomRoute: ({ context }) => !isCamRoomPath(context.path, context.slug),
    offRoomWithNickname: ({ context }, nickname: string) => nickname !== '' && !isCamRoomPath(context.path, context.slug),
    spyFinishPendingOffRoom: ({ context }) => context.spyFinishTimeout && !isCamRoomPath(context.path, context.slug),
  },
}).createMachine({
  id: 'camSession',
  description: "Spec 002 §4.5 'Cam integration life cycle', §4.3 events off the room route, §6; spec 000 §4 'Session start' step 5, 'Logout' step 2.",
  context: ({ input }) => ({
    enabled: input.enabled,
    slug: input.slug,
    path: input.path,
    userId: input.signedIn ? input.userId : null,
    mayAuthorise: input.mayAuthorise,
    authInfo: null,
    spyFinishTimeout: false,
    facts: startingCamFacts(input),
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'enabled', target: 'on' }, { target: 'off' }] },
    off: {
      description: 'The cam feature is switched off: nothing of the cam area starts.',
    },
    on: {
      description: 'The provider interface is set up (the composition creates it); its room and notification events are followed.',
      type: 'parallel',
      invoke: [
        { id: 'sessionChanges', src: 'sessionChanges' },
        { id: 'channelEvents', src: 'channelEvents' },
      ],
      on: {
        ROUTE_CHANGED: { actions: { type: 'adoptPath', params: ({ event }) => event.path } },
        ROOM_STATE_CHANGED: {
          guard: { type: 'offRoomWithNickname', params: ({ event }) => event.nickname },
          actions: { type: 'goTo', params: ({ context, event }) => ({ path: camRoomPath(context.slug, event.nickname) }) },
        },
        INCOMPLETE_SESSION_FOUND: {
          guard: { type: 'offRoomWithNickname', params: ({ event }) => event.nickname },
          actions: { type: 'goTo', params: ({ context, event }) => ({ path: `${camRoomPath(context.slug, event.nickname)}?restore=1` }) },
        },
      },
      states: {
        auth: {
          initial: 'guest',
          states: {
            guest: {
              description: 'No member signed in: the cam facts are empty. A member signed in at the start goes on at once.',
              always: { guard: 'signedIn', target: 'member' },
              on: {
                SESSION_CHANGED: [
                  {
                    guard: { type: 'signsIn', params: ({ event }) => event },
                    target: 'member',
                    actions: { type: 'adoptViewer', params: ({ event }) => event },
                  },
                ],
              },
            },
            member: {
              description:
                'A member is signed in: auth info (cached 10 minutes), provider sign-in (emitted as CAM_AUTHORISED, which the messenger logs in after), balance.',
              initial: 'authInfo',
              on: {
                CHANNEL_RECONNECTED: { target: '.authInfo' },
                BALANCE_CHANGED: { actions: { type: 'adoptBalance', params: ({ event }) => event.balance } },
                SESSION_CHANGED: [
                  {
                    guard: { type: 'signsOut', params: ({ event }) => event },
                    target: 'loggingOut',
                  },
                  {
                    guard: { type: 'anotherMember', params: ({ event }) => event },
                    target: 'member',
                    reenter: true,
                    actions: ['unauthorise', 'tellUnauthorised', 'forgetAuthInfo', { type: 'adoptViewer', params: ({ event }) => event }],
                  },
                  {
                    guard: { type: 'sameMemberOtherScope', params: ({ event }) => event },
                    target: '.authInfo',
                    actions: ['unauthorise', 'tellUnauthorised', 'forgetAuthInfo', { type: 'adoptViewer', params: ({ event }) => event }],
                  },
                  { actions: { type: 'adoptViewer', params: ({ event }) => event } },
                ],
              },
              states: {
                authInfo: {
                  description:
                    'The sign-in starts (the facts say signingIn until ready or refused); a member whose membership allows neither live cam nor chat (§6) is not, and the auth info is not asked for.',
                  entry: { type: 'markSigningIn', params: true },
                  always: [
                    { guard: not('maySignIn'), target: 'notAuthorised' },
                    { guard: 'authInfoCached', target: 'loggingIn' },
                    { target: 'fetchingAuthInfo' },
                  ],
                },
                fetchingAuthInfo: {
                  description:
                    'GET {siteHost}/api/{provider}/user-info: a live cam token, or a chat-only one for expired and inactive members without benefits; refused (403) without a membership (§6).',
                  tags: ['loading'],
                  invoke: {
                    id: 'loadAuthInfo',
                    src: 'loadAuthInfo',
                    onDone: [
                      {
                        guard: { type: 'gotAuthInfo', params: ({ event }) => event.output },
                        target: 'loggingIn',
                        actions: { type: 'adoptAuthInfo', params: ({ event }) => event.output },
                      },
                      { target: 'notAuthorised' },
                    ],
                    onError: { target: 'notAuthorised' },
                  },
                },
                loggingIn: {
                  description: "`auth.login` with the auth info's {provider}_token over the provider interface.",
                  tags: ['loading'],
                  invoke: {
                    id: 'providerLogin',
                    src: 'providerLogin',
                    input: ({ context }) => ({ token: context.authInfo?.vrlive_token ?? '' }),
                    onDone: [
                      {
                        guard: { type: 'loginAccepted', params: ({ event }) => event.output },
                        target: 'fetchingBalance',
                        actions: [{ type: 'authorise', params: ({ event }) => (event.output.ok ? event.output.userName : '') }, 'tellAuthorised'],
                      },
                      { target: 'notAuthorised' },
                    ],
                    onError: { target: 'notAuthorised' },
                  },
                },
                fetchingBalance: {
                  description: 'GET {siteHost}/api/{provider}/balance (again after a tip, a purchase, a show).',
                  tags: ['loading'],
                  invoke: {
                    id: 'loadBalance',
                    src: 'loadBalance',
                    onDone: { target: 'ready', actions: { type: 'adoptBalance', params: ({ event }) => event.output } },
                    onError: { target: 'ready' },
                  },
                },
                ready: {
                  description: 'Signed in to the provider (for live cam, or for chat only) with a known balance.',
                  entry: { type: 'markSigningIn', params: false },
                  on: { BALANCE_REFRESH_REQUESTED: 'fetchingBalance' },
                },
                notAuthorised: {
                  description:
                    "No membership, the auth info refused or the provider login failed: not signed in to the provider (tips go to /tokens/). The balance is still fetched for the header's tokens dropdown (§6: active, expired and inactive members see it). The same member's next session change (a refreshed token) tries again, with the auth info still kept if under 10 minutes old.",
                  entry: ['unauthorise', 'tellUnauthorised'],
                  initial: 'fetchingBalance',
                  states: {
                    fetchingBalance: {
                      invoke: {
                        id: 'loadBalance',
                        src: 'loadBalance',
                        onDone: { target: 'balanceKnown', actions: { type: 'adoptBalance', params: ({ event }) => event.output } },
                        onError: { target: 'balanceKnown' },
                      },
                    },
                    balanceKnown: {},
                  },
                  on: {
                    SESSION_CHANGED: {
                      guard: { type: 'sameMember', params: ({ event }) => event },
                      target: 'authInfo',
                      actions: { type: 'adoptViewer', params: ({ event }) => event },
                    },
                  },
                },
              },
            },
            loggingOut: {
              description: "Site logout: `auth.logout` over the provider interface (spec 000 §4 'Logout' step 2); the facts cleared.",
              entry: ['clearFacts', 'tellUnauthorised'],
              invoke: { id: 'providerLogout', src: 'providerLogout', onDone: 'guest', onError: 'guest' },
            },
          },
        },
        authCache: {
          description: 'The cam auth info is kept 10 minutes, then fetched again when needed.',
          initial: 'empty',
          states: {
            empty: { always: { guard: 'authInfoCached', target: 'kept' } },
            kept: {
              after: { authInfoTtl: { target: 'empty', actions: 'forgetAuthInfo' } },
              always: { guard: 'authInfoEmpty', target: 'empty' },
            },
          },
        },
        spy: {
          description: "§4.3 off the room route: a spy 'time expire' notice sets spyFinishTimeout; the next 'remaining time' notice ends spy mode.",
          initial: 'idle',
          states: {
            idle: {
              on: { SPY_TIME_EXPIRE: { guard: 'offRoomRoute', target: 'finishPending', actions: 'setSpyFinishTimeout' } },
            },
            finishPending: {
              on: { SPY_REMAINING_TIME: { guard: 'spyFinishPendingOffRoom', target: 'cancelling' } },
            },
            cancelling: {
              description: '`room.cancelSpy` over the provider interface; spyFinishTimeout cleared.',
              entry: 'clearSpyFinishTimeout',
              invoke: { id: 'cancelSpy', src: 'cancelSpy', onDone: 'idle', onError: 'idle' },
            },
          },
        },
      },
    },
  },
});
