/**
 * The private messenger (spec 002 §2.6, §4.5, §4.9) in the visit: every 'messenger.*' operation and the 'messenger'
 * events over the cam provider interface (services.camChannel, whose requests never throw: a refusal or a dropped
 * channel is `{ok:false}`, read here as the spec's silent null), the open chat's machine with its pages, reads, sends and
 * the tip flow ('messenger.tip' to the participant; the cam session asked for the balance after it), the router's
 * navigation, and the browser's clock for relative times. Off when the cam feature is switched off.
 */
import { assign, fromCallback, fromPromise } from 'xstate';
import type { CamEvent } from '../../contracts/cam-channel.ts';
import type { MessengerChat, MessengerMessage } from '../../contracts/messenger.ts';
import { CHATS_PER_FETCH, MESSAGES_PER_PAGE } from '../../contracts/messenger-limits.ts';
import { fromCamSession } from '../../machines/actor-placeholders.ts';
import {
  type MessagesPage,
  type MessagesRequest,
  type ReadOutcome,
  type ReadRequest,
  type SendRequest,
  messengerChatMachine,
} from '../../machines/messenger-chat.machine.ts';
import { type LoginOutcome, type MessengerEvent, messengerMachine } from '../../machines/messenger.machine.ts';
import { BALANCE_REFRESH } from '../../domain/cam-session-facts.ts';
import { LOAD_FAILED_LOG } from '../../domain/messenger-messages.ts';
import { type TipEvent, type TipOutcome, type TipSend, tipMachine } from '../../machines/tip.machine.ts';
import type { Services } from '../router/services.ts';
import { defineVisitMachine } from './define.ts';

/** A provider 'messenger' event as the messenger's own (null for the other channels). */
export function messengerEventOf(event: CamEvent): MessengerEvent | null {
  if (event.channel !== 'messenger') return null;
  switch (event.event) {
    case 'SENT':
      return { type: 'MESSAGE_SENT', chatId: event.data.chat_id, unreadCount: event.data.unread_count, message: event.data.message };
    case 'READ':
      return { type: 'UNREAD_CHANGED', chatId: event.data.chat_id, unreadCount: event.data.unread_count };
    case 'PRESENCE_UPDATE':
      return { type: 'PARTICIPANT_FLAGGED', fact: { kind: 'presence', userId: event.data.user_id, on: event.data.is_online } };
    case 'MUTE_LIST':
      return { type: 'PARTICIPANT_FLAGGED', fact: { kind: 'mute', userId: event.data.user_id, on: event.data.is_muted } };
    case 'BLACK_LIST':
      return { type: 'PARTICIPANT_FLAGGED', fact: { kind: 'block', userId: event.data.user_id, on: event.data.is_blocked } };
  }
}

/** The open chat's machine with its side effects (pages, reads, sends, tips). */
export function provideMessengerChat(services: Pick<Services, 'camChannel' | 'log' | 'nowMs'>, go: (path: string) => void) {
  const channel = services.camChannel;
  const loadPage = fromPromise<MessagesPage, MessagesRequest>(async ({ input }) => {
    const answer = await channel.request('messenger.messages', {
      chatId: input.chatId,
      direction: 'backward',
      limit: MESSAGES_PER_PAGE,
      relatedID: input.relatedID,
    });
    return answer.ok ? answer.result.messages : null;
  });
  return messengerChatMachine.provide({
    actors: {
      loadMessages: loadPage,
      loadNewest: loadPage,
      readMessage: fromPromise<ReadOutcome, ReadRequest>(async ({ input }) => {
        const answer = await channel.request('messenger.read', input);
        return answer.ok ? { readAt: new Date(services.nowMs()).toISOString() } : null;
      }),
      sendMessage: fromPromise<MessengerMessage | null, SendRequest>(async ({ input }) => {
        const answer = await channel.request('messenger.send', input);
        return answer.ok ? answer.result : null;
      }),
      tip: tipMachine.provide({
        actions: {
          goTo: (_, params) => go(params.path),
          refreshBalance: ({ system }) => system.get('camSession')?.send(BALANCE_REFRESH),
        },
        actors: {
          sendTip: fromPromise<TipOutcome, TipSend>(async ({ input }) => {
            const answer = await channel.request('messenger.tip', { userId: input.modelId, amount: input.amount });
            return answer.ok ? { ok: true, balance: answer.result.balance } : { ok: false, error: answer.error };
          }),
          viewerFacts: fromCamSession<TipEvent>({ signIns: false }),
        },
      }),
    },
    actions: {
      logLoadFailed: ({ context }) => services.log.error(LOAD_FAILED_LOG, { chatId: context.chat.id }),
    },
  });
}

export const messenger = defineVisitMachine({
  id: 'messenger',
  machine: messengerMachine,
  provide: (services, nav) => {
    const channel = services.camChannel;
    /** An operation's result, or null when it was refused or the channel is down (§8: silently). */
    const orNull = async <T>(answer: Promise<{ ok: true; result: T } | { ok: false; error: string }>): Promise<T | null> => {
      const settled = await answer;
      return settled.ok ? settled.result : null;
    };
    return messengerMachine.provide({
      actors: {
        login: fromPromise<LoginOutcome, void>(() => orNull(channel.request('messenger.login', { role: 'user' }))),
        logout: fromPromise<void, void>(async () => {
          await channel.request('messenger.logout', {});
        }),
        loadChats: fromPromise<MessengerChat[] | null, void>(async () => {
          const chats = await orNull(channel.request('messenger.chats', { limit: CHATS_PER_FETCH }));
          return chats?.chats ?? null;
        }),
        loadChat: fromPromise<MessengerChat | null, { chatId: string }>(({ input }) => orNull(channel.request('messenger.chat', input))),
        modelClientId: fromPromise<string | null, { modelId: string }>(async ({ input }) => {
          const answer = await orNull(channel.request('messenger.modelClientId', input));
          return answer?.clientId ?? null;
        }),
        createChat: fromPromise<MessengerChat | null, { clientId: string }>(({ input }) =>
          orNull(channel.request('messenger.createPrivateChat', input)),
        ),
        messengerEvents: fromCallback<MessengerEvent, void>(({ sendBack }) =>
          channel.subscribe((event) => {
            const own = messengerEventOf(event);
            if (own) sendBack(own);
          }),
        ),
        chatView: provideMessengerChat(services, (path) => nav.go(path)),
      },
      actions: {
        goTo: (_, params) => nav.go(params.path),
        ping: () => void channel.request('messenger.ping', {}),
        readClock: assign({ nowMs: () => services.nowMs() }),
      },
    });
  },
  input: (root, request) => ({ enabled: request.config.enableCams, nowMs: root.nowMs }),
});
