/**
 * The private messenger (spec 002 §2.6, §4.5 steps 4 and logout, §4.7 'Message' for a model's chat, §4.9, §6, §9): a
 * visit machine (systemId 'messenger') over the cam provider interface's 'messenger.*' operations and its 'messenger'
 * events.
 *
 * - Off when the cam feature is switched off.
 * - Each cam provider sign-in (the cam session's emitted CAM_AUTHORISED, also after a reconnect) is followed by the
 *   messenger login with the role 'user'; the messenger is authorised once that login returns a client session token.
 *   A sign-in while authorised (a reconnect) logs in again without closing the open chat or emptying its composer,
 *   then fetches the chats again.
 *   Then the chats are fetched (100), a ping goes every 5000 ms, and the provider's events are followed:
 *   SENT (the chat's last message and unread count, or the chats fetched again for an unknown chat; newest first; the
 *   open chat gets the message), READ (unread count), PRESENCE_UPDATE, MUTE_LIST and BLACK_LIST (the participant's
 *   flags, also told to the open chat).
 * - The end of the cam sign-in (CAM_UNAUTHORISED: site logout, refusal) logs out of the messenger: the panel hides, the
 *   chats and the current chat are cleared.
 * - Selecting a chat fetches it and opens it (the panel shows); the open chat is its own machine (child 'chatView',
 *   machines/messenger-chat.machine.ts). Back returns to the list (not without chats); Close clears the current chat
 *   and hides the panel (child 'panel', machines/messenger-panel.machine.ts).
 * - A model's chat (from the room): a guest gets 'Get full access to Live VR Cams.', a viewer who may not chat or is not
 *   signed in to the messenger goes to /tokens/; otherwise the model's chat client id is asked, and its chat opened
 *   (created as a private chat when there is none).
 * - Times under 24 hours are relative: the clock ticks every 60 s (TIME_REFRESH).
 *
 * Provided at composition (app/system/messenger.ts): actors login, logout, loadChats, loadChat, modelClientId, createChat,
 * messengerEvents, chatView (the chat machine with its adapters); actions goTo, ping, readClock.
 */
import { type ActorRefFrom, assign, fromCallback, fromPromise, not, raise, sendTo, setup, stateIn } from 'xstate';
import type { MessengerChat, MessengerMessage, MessengerParticipant } from '../contracts/messenger.ts';
import { fromCamSession, notProvided } from './actor-placeholders.ts';
import { messengerChatMachine } from './messenger-chat.machine.ts';
import { messengerPanelMachine } from './messenger-panel.machine.ts';
import { type CamSessionFacts, NO_CAM_SESSION } from '../domain/cam-session-facts.ts';
import { TOKENS_PATH } from '../domain/cam-routes.ts';
import {
  type ParticipantFact,
  type SentFact,
  applyParticipant,
  applyRead,
  applySent,
  chatById,
  patchParticipant,
  sortChats,
  upsertChat,
} from '../domain/messenger-chats.ts';
import type { MessengerChatInput } from '../domain/messenger-link.ts';
import { TIME_REFRESH_MS } from '../domain/messenger-time.ts';

/** §4.5, §9: the messenger ping. */
export const PING_MS = 5000;

export type MessengerInput = {
  /** The cam feature is switched on (config.enableCams). */
  enabled: boolean;
  /** The clock as the visit starts (the root loader's time), moved on by TIME_REFRESH. */
  nowMs: number;
};

export type MessengerContext = {
  enabled: boolean;
  viewer: CamSessionFacts;
  /** The user's provider name (tips read '{name} sent N tokens'). */
  selfName: string;
  /** The user's messenger client id (the login's answer): messages with this sender_id are the user's. */
  selfId: string;
  chats: MessengerChat[];
  /** The open chat's id (kept over a login again after a reconnect, with the open chat itself). */
  currentChatId: string | null;
  /** The model whose chat is being looked for. */
  modelId: string | null;
  nowMs: number;
  dialog: 'fullAccess' | null;
};

export type LoginOutcome = { clientId: string; clientSessionToken: string } | null;

/** The provider's 'messenger' events, as this machine's (app/system/messenger.ts maps them). */
export type MessengerChannelEvent =
  | ({ type: 'MESSAGE_SENT' } & SentFact)
  | { type: 'UNREAD_CHANGED'; chatId: string; unreadCount: number }
  | ({ type: 'PARTICIPANT_FLAGGED' } & { fact: ParticipantFact });

export type MessengerEvent =
  | MessengerChannelEvent
  | { type: 'VIEWER_CHANGED'; facts: CamSessionFacts }
  | { type: 'CAM_AUTHORISED'; userName: string }
  | { type: 'CAM_UNAUTHORISED' }
  /** Raised after a re-login: the chats are fetched again. */
  | { type: 'CHATS_STALE' }
  | { type: 'CHAT_SELECTED'; chatId: string }
  | { type: 'MODEL_CHAT_REQUESTED'; modelId: string }
  | { type: 'BACK_PRESSED' }
  | { type: 'CLOSE_PRESSED' }
  | { type: 'DIALOG_CLOSED' };
export type MessengerTag = 'authorised' | 'opening';

/** A chat fetched or created: open it (in the list, the model forgotten); none: back to the list. */
const chatArrived = [
  {
    guard: { type: 'gotChat', params: ({ event }: { event: { output: MessengerChat | null } }) => event.output },
    target: 'open',
    actions: { type: 'adoptChat', params: ({ event }: { event: { output: MessengerChat | null } }) => event.output as MessengerChat },
  },
  { target: 'closed', actions: 'forgetChat' },
] as const;

const chatInput = (context: MessengerContext): MessengerChatInput => ({
  chat: chatById(context.chats, context.currentChatId) as MessengerChat,
  selfId: context.selfId,
  selfName: context.selfName,
});

export const messengerMachine = setup({
  types: {
    context: {} as MessengerContext,
    events: {} as MessengerEvent,
    input: {} as MessengerInput,
    tags: {} as MessengerTag,
  },
  actors: {
    /** The cam session's facts (VIEWER_CHANGED) and sign-ins (CAM_AUTHORISED / CAM_UNAUTHORISED). */
    camSession: fromCamSession<MessengerEvent>({ signIns: true }),
    /** 'messenger.login' with the role 'user'; null when refused. */
    login: fromPromise<LoginOutcome, void>(notProvided('login')),
    /** 'messenger.logout'. */
    logout: fromPromise<void, void>(notProvided('logout')),
    /** 'messenger.chats' (100); null when they cannot be read. */
    loadChats: fromPromise<MessengerChat[] | null, void>(notProvided('loadChats')),
    /** 'messenger.chat'; null when refused. */
    loadChat: fromPromise<MessengerChat | null, { chatId: string }>(notProvided('loadChat')),
    /** 'messenger.modelClientId'; null when refused. */
    modelClientId: fromPromise<string | null, { modelId: string }>(notProvided('modelClientId')),
    /** 'messenger.createPrivateChat' (the existing chat when there is one); null when refused. */
    createChat: fromPromise<MessengerChat | null, { clientId: string }>(notProvided('createChat')),
    /** The provider's 'messenger' events, as this machine's. */
    messengerEvents: fromCallback<MessengerEvent, void>(() => undefined),
    panel: messengerPanelMachine,
    chatView: messengerChatMachine,
  },
  actions: {
    goTo: (_, _params: { path: string }) => undefined,
    /** 'messenger.ping' sent (provided at composition). */
    ping: () => undefined,
    /** The clock read again (provided at composition: the browser's time; here, a minute on). */
    readClock: assign(({ context }) => ({ nowMs: context.nowMs + TIME_REFRESH_MS })),
    adoptViewer: assign((_, facts: CamSessionFacts) => ({ viewer: facts })),
    adoptName: assign((_, userName: string) => ({ selfName: userName })),
    adoptLogin: assign((_, outcome: LoginOutcome) => ({ selfId: outcome?.clientId ?? '' })),
    catchUpChat: sendTo('chatView', { type: 'MISSED_WANTED' as const }),
    adoptChats: assign((_, chats: MessengerChat[]) => ({ chats: sortChats(chats) })),
    adoptChat: assign(({ context }, chat: MessengerChat) => ({ chats: upsertChat(context.chats, chat), currentChatId: chat.id, modelId: null })),
    applySent: assign(({ context }, sent: SentFact) => ({ chats: applySent(context.chats, sent).chats })),
    applyRead: assign(({ context }, read: { chatId: string; unreadCount: number }) => ({
      chats: applyRead(context.chats, read.chatId, read.unreadCount),
    })),
    applyParticipant: assign(({ context }, fact: ParticipantFact) => ({ chats: applyParticipant(context.chats, fact) })),
    choose: assign((_, chatId: string) => ({ currentChatId: chatId })),
    chooseModel: assign((_, modelId: string) => ({ modelId, currentChatId: null })),
    forgetChat: assign({ currentChatId: null, modelId: null }),
    clearAll: assign({ chats: [], currentChatId: null, modelId: null, selfId: '' }),
    askLogin: assign({ dialog: 'fullAccess' as const }),
    closeDialog: assign({ dialog: null }),
    showPanel: sendTo('panel', { type: 'SHOW_REQUESTED' as const }),
    hidePanel: sendTo('panel', { type: 'CLOSED' as const }),
    forwardMessage: sendTo('chatView', (_, message: MessengerMessage) => ({ type: 'MESSAGE_ARRIVED' as const, message })),
    forwardParticipant: sendTo('chatView', (_, participant: MessengerParticipant) => ({ type: 'PARTICIPANT_CHANGED' as const, participant })),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    guest: ({ context }) => !context.viewer.signedIn,
    mayChat: ({ context }) => context.viewer.mayChat,
    /** A member who may write, not cam-authorised yet while the cam sign-in is under way: the chat waits for it. */
    mayWaitForCam: ({ context: { viewer } }) => viewer.mayChat && viewer.signingIn && !viewer.camAuthorised,
    loggedIn: (_, outcome: LoginOutcome) => outcome !== null && outcome.clientSessionToken !== '',
    gotChats: (_, chats: MessengerChat[] | null) => chats !== null,
    gotChat: (_, chat: MessengerChat | null) => chat !== null,
    gotClientId: (_, clientId: string | null) => clientId !== null,
    unknownChat: ({ context }, chatId: string) => chatById(context.chats, chatId) === null,
    chatOpen: ({ context }, chatId: string) => context.currentChatId === chatId,
    hasChats: ({ context }) => context.chats.length > 0,
    hasModel: ({ context }) => context.modelId !== null,
    participantOpen: ({ context }, userId: string) => chatById(context.chats, context.currentChatId)?.participant.user_id === userId,
  },
  delays: { PING: PING_MS, TIME_REFRESH: TIME_REFRESH_MS },
}).createMachine({
  id: 'messenger',
  description:
    'Spec 002 §2.6, §4.5 (messenger login after the cam sign-in, ping, logout), §4.9: the chat list, its events, the open chat, the panel.',
  context: ({ input }) => ({
    enabled: input.enabled,
    viewer: NO_CAM_SESSION,
    selfName: '',
    selfId: '',
    chats: [],
    currentChatId: null,
    modelId: null,
    nowMs: input.nowMs,
    dialog: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'enabled', target: 'on' }, { target: 'off' }] },
    off: { description: 'The cam feature is switched off: no messenger.' },
    on: {
      invoke: [
        { id: 'camSession', src: 'camSession' },
        { id: 'panel', src: 'panel' },
      ],
      on: {
        VIEWER_CHANGED: { actions: { type: 'adoptViewer', params: ({ event }) => event.facts } },
        CAM_AUTHORISED: {
          description: 'The cam sign-in succeeded: the messenger logs in (logged in already, it logs in again in its session region).',
          guard: not(stateIn({ on: 'authorised' })),
          target: '.loggingIn',
          actions: [{ type: 'adoptName', params: ({ event }) => event.userName }, 'closeDialog'],
        },
        DIALOG_CLOSED: { actions: 'closeDialog' },
        CLOSE_PRESSED: { actions: ['forgetChat', 'hidePanel'] },
        MODEL_CHAT_REQUESTED: [
          { description: "A guest: 'Get full access to Live VR Cams.'", guard: 'guest', actions: 'askLogin' },
          {
            description: 'Not signed in to the messenger, or not a member who may write (§4.7 Message step 2): /tokens/.',
            actions: { type: 'goTo', params: { path: TOKENS_PATH } },
          },
        ],
      },
      initial: 'signedOut',
      states: {
        signedOut: {
          description: 'Not signed in to the messenger: no chats, no header button.',
          on: {
            MODEL_CHAT_REQUESTED: {
              description: "A member while the cam sign-in is under way: the model's chat waits for it.",
              guard: 'mayWaitForCam',
              target: 'awaitingCam',
              actions: [{ type: 'chooseModel', params: ({ event }) => event.modelId }, 'showPanel'],
            },
          },
        },
        awaitingCam: {
          description:
            "A model's chat asked for during the cam sign-in: it opens after the messenger's login, or /tokens/ when the sign-in is refused.",
          tags: ['opening'],
          on: {
            MODEL_CHAT_REQUESTED: { guard: 'mayChat', actions: [{ type: 'chooseModel', params: ({ event }) => event.modelId }, 'showPanel'] },
            CAM_UNAUTHORISED: [
              { guard: 'hasModel', target: 'signedOut', actions: [{ type: 'goTo', params: { path: TOKENS_PATH } }, 'forgetChat', 'hidePanel'] },
              { target: 'signedOut' },
            ],
          },
        },
        loggingIn: {
          description: "'messenger.login' with the role 'user', after each cam provider sign-in.",
          invoke: {
            id: 'login',
            src: 'login',
            onDone: [
              {
                guard: { type: 'loggedIn', params: ({ event }) => event.output },
                target: 'authorised',
                actions: { type: 'adoptLogin', params: ({ event }) => event.output },
              },
              { target: 'signedOut', actions: ['clearAll', 'hidePanel'] },
            ],
            onError: { target: 'signedOut', actions: ['clearAll', 'hidePanel'] },
          },
          on: {
            CAM_UNAUTHORISED: { target: 'signedOut', actions: ['clearAll', 'hidePanel'] },
            MODEL_CHAT_REQUESTED: {
              description: "A member who may write: the model's chat opens once logged in (else the messenger's answer: /tokens/).",
              guard: 'mayChat',
              actions: [{ type: 'chooseModel', params: ({ event }) => event.modelId }, 'showPanel'],
            },
          },
        },
        authorised: {
          description: 'Logged in to the messenger (a client session token came back): chats, events, ping, clock, the open chat.',
          type: 'parallel',
          tags: ['authorised'],
          invoke: { id: 'messengerEvents', src: 'messengerEvents' },
          on: {
            CAM_UNAUTHORISED: { target: 'loggingOut' },
            UNREAD_CHANGED: { actions: { type: 'applyRead', params: ({ event }) => event } },
          },
          states: {
            session: {
              // On this region, not on the parallel state: a transition of the parallel state would leave and enter
              // every region again, the open chat (and what its composer holds) with them. The state-level handler
              // (a first login) is guarded off while authorised.
              on: {
                CAM_AUTHORISED: {
                  description: 'A new cam sign-in while logged in (after a reconnect): the messenger logs in again without closing the open chat.',
                  // Not reentering: the domain of a reentering transition is past the parallel state, which would
                  // enter every region again. A sign-in during a login again joins it.
                  target: '.relogging',
                  actions: { type: 'adoptName', params: ({ event }) => event.userName },
                },
              },
              initial: 'steady',
              states: {
                steady: {},
                relogging: {
                  description:
                    "After a reconnect the provider has forgotten the tab: 'messenger.login' again. The open chat stays, with what its composer holds (a send lost in the drop keeps its text and says 'Can’t send the message'); the chats are fetched again for what came meanwhile.",
                  invoke: {
                    id: 'login',
                    src: 'login',
                    onDone: [
                      {
                        guard: { type: 'loggedIn', params: ({ event }) => event.output },
                        target: 'steady',
                        actions: [{ type: 'adoptLogin', params: ({ event }) => event.output }, raise({ type: 'CHATS_STALE' })],
                      },
                      { target: '#messenger.on.signedOut', actions: ['clearAll', 'hidePanel'] },
                    ],
                    onError: { target: '#messenger.on.signedOut', actions: ['clearAll', 'hidePanel'] },
                  },
                },
              },
            },
            list: {
              initial: 'loading',
              on: {
                CHATS_STALE: { target: '.loading' },
                MESSAGE_SENT: { actions: { type: 'applySent', params: ({ event }) => event } },
                PARTICIPANT_FLAGGED: { actions: { type: 'applyParticipant', params: ({ event }) => event.fact } },
              },
              states: {
                loading: {
                  description:
                    "'messenger.chats' (100), sorted by last_message.sent_at, newest first; an unknown chat's message meanwhile asks again.",
                  on: { MESSAGE_SENT: { guard: { type: 'unknownChat', params: ({ event }) => event.chatId }, target: 'loading', reenter: true } },
                  invoke: {
                    id: 'loadChats',
                    src: 'loadChats',
                    onDone: [
                      {
                        guard: { type: 'gotChats', params: ({ event }) => event.output },
                        target: 'ready',
                        actions: { type: 'adoptChats', params: ({ event }) => event.output ?? [] },
                      },
                      { target: 'ready' },
                    ],
                    onError: { target: 'ready' },
                  },
                },
                ready: {
                  on: {
                    MESSAGE_SENT: [
                      { guard: { type: 'unknownChat', params: ({ event }) => event.chatId }, target: 'loading' },
                      { actions: { type: 'applySent', params: ({ event }) => event } },
                    ],
                  },
                },
              },
            },
            chat: {
              initial: 'resuming',
              on: {
                CHAT_SELECTED: { target: '.opening', actions: [{ type: 'choose', params: ({ event }) => event.chatId }, 'showPanel'] },
                MODEL_CHAT_REQUESTED: {
                  description: "A member who may write (else the messenger's answer: /tokens/).",
                  guard: 'mayChat',
                  target: '.findingModel',
                  actions: [{ type: 'chooseModel', params: ({ event }) => event.modelId }, 'showPanel'],
                },
                CLOSE_PRESSED: { target: '.closed', actions: ['forgetChat', 'hidePanel'] },
              },
              states: {
                resuming: {
                  description: "After the login: the model's chat asked for meanwhile opens (a reconnect keeps the open chat: see session).",
                  always: [{ guard: 'hasModel', target: 'findingModel' }, { target: 'closed' }],
                },
                closed: {
                  description: 'The chat list.',
                },
                opening: {
                  description: "Selecting a chat fetches it ('messenger.chat').",
                  tags: ['opening'],
                  invoke: {
                    id: 'loadChat',
                    src: 'loadChat',
                    input: ({ context }) => ({ chatId: context.currentChatId ?? '' }),
                    onDone: chatArrived,
                    onError: { target: 'closed', actions: 'forgetChat' },
                  },
                },
                findingModel: {
                  description: "A model's chat: the model's chat client id ('messenger.modelClientId').",
                  tags: ['opening'],
                  invoke: {
                    id: 'modelClientId',
                    src: 'modelClientId',
                    input: ({ context }) => ({ modelId: context.modelId ?? '' }),
                    onDone: [
                      { guard: { type: 'gotClientId', params: ({ event }) => event.output }, target: 'creating' },
                      { target: 'closed', actions: 'forgetChat' },
                    ],
                    onError: { target: 'closed', actions: 'forgetChat' },
                  },
                },
                creating: {
                  description: "The private chat with the model ('messenger.createPrivateChat': the existing one when there is one).",
                  tags: ['opening'],
                  invoke: {
                    id: 'createChat',
                    src: 'createChat',
                    input: ({ event }) => ({ clientId: (event as { output?: string }).output ?? '' }),
                    onDone: chatArrived,
                    onError: { target: 'closed', actions: 'forgetChat' },
                  },
                },
                open: {
                  description: "The open chat (child chatView); this chat's SENT messages and participant changes go to it.",
                  invoke: { id: 'chatView', src: 'chatView', input: ({ context }) => chatInput(context) },
                  on: {
                    CHATS_STALE: { description: 'After a re-login: the open chat catches up with the drop.', actions: 'catchUpChat' },
                    BACK_PRESSED: { guard: 'hasChats', target: 'closed', actions: 'forgetChat' },
                    MESSAGE_SENT: {
                      guard: { type: 'chatOpen', params: ({ event }) => event.chatId },
                      actions: { type: 'forwardMessage', params: ({ event }) => event.message },
                    },
                    PARTICIPANT_FLAGGED: {
                      guard: { type: 'participantOpen', params: ({ event }) => event.fact.userId },
                      actions: {
                        type: 'forwardParticipant',
                        params: ({ context, event }) =>
                          patchParticipant((chatById(context.chats, context.currentChatId) as MessengerChat).participant, event.fact),
                      },
                    },
                  },
                },
              },
            },
            ping: {
              initial: 'waiting',
              states: {
                waiting: {
                  description: "'messenger.ping' every 5000 ms (its answer is not waited for).",
                  after: { PING: { target: 'waiting', reenter: true, actions: 'ping' } },
                },
              },
            },
            clock: {
              initial: 'ticking',
              states: {
                ticking: {
                  description: 'Relative times are refreshed every 60 s.',
                  after: { TIME_REFRESH: { target: 'ticking', reenter: true, actions: 'readClock' } },
                },
              },
            },
          },
        },
        loggingOut: {
          description: "'messenger.logout': the panel hidden, the chats and the current chat cleared.",
          entry: ['clearAll', 'hidePanel'],
          invoke: { id: 'logout', src: 'logout', onDone: 'signedOut', onError: 'signedOut' },
        },
      },
    },
  },
});

export type MessengerActor = ActorRefFrom<typeof messengerMachine>;
