/**
 * Model-based tests of the messenger (spec 002 §2.6, §4.5 step 4 and logout, §4.7 'Message' for a model's chat, §4.9,
 * §9): paths from the machine's graph (inputs and events from its atlas entry) replayed with fake calls, a recording open
 * chat (child 'chatView') and spied `goTo` and `ping`, then the ping and the clock on a simulated clock and a few visits.
 *
 * Invariants, step by step: nothing is called before the login, and the login only after CAM_AUTHORISED; the chats and
 * the chat calls only while authorised, one at a time; signed out (logout, a refused or failed login) there are no chats,
 * no current chat and the panel is hidden; the list is always newest first; SENT, READ, PRESENCE_UPDATE, MUTE_LIST and
 * BLACK_LIST change the list as §4.9 says (an unknown chat fetches the chats again) and reach the open chat; a model's
 * chat asks a guest to log in (calling nothing), sends a viewer not signed in to the messenger to /tokens/, and is
 * otherwise found and created; Back without chats changes nothing; Close hides the panel and forgets the chat; the ping
 * and the clock move only on their delays.
 */
import { type AnyActorRef, type EventObject, SimulatedClock, createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { messengerChat, messengerEntry, messengerMessage } from '../../app/atlas/messenger.ts';
import type { MessengerChat, MessengerMessage } from '../../contracts/messenger.ts';
import { type MessengerContext, type MessengerInput, PING_MS, messengerMachine } from '../../machines/messenger.machine.ts';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import type { ParticipantFact } from '../../domain/messenger-chats.ts';
import type { MessengerChatInput, MessengerChatLinkEvent } from '../../domain/messenger-link.ts';
import { TIME_REFRESH_MS } from '../../domain/messenger-time.ts';
import { type AnySnap, FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('messenger', messengerMachine);

const CALLS = ['login', 'logout', 'loadChats', 'loadChat', 'modelClientId', 'createChat'] as const;
/** The calls a signed-in messenger makes (everything but the login and the logout). */
const AUTHORISED_CALLS = ['loadChats', 'loadChat', 'modelClientId', 'createChat'] as const;
const CAMS_ON = messengerEntry.inputs['cams on'] as MessengerInput;
const MEMBER: CamSessionFacts = { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: 500, userName: 'velvet_fan' };
const LOGGED_IN = { clientId: 'u-member-1', clientSessionToken: 'session-1' };

/** One open chat (child 'chatView') as the messenger started it: its input, what it was told, whether it still runs. */
type ChatViewRecord = { input: MessengerChatInput; received: MessengerChatLinkEvent[]; running: boolean };

/** A stand-in for the open chat's machine that records its input and the events the messenger forwards to it. */
function recordingChatView(views: ChatViewRecord[]) {
  return fromCallback<MessengerChatLinkEvent, MessengerChatInput>(({ input, receive }) => {
    const view: ChatViewRecord = { input, received: [], running: true };
    views.push(view);
    receive((event) => void view.received.push(event));
    return () => {
      view.running = false;
    };
  });
}

const sentMs = (chat: MessengerChat) => (chat.last_message ? Date.parse(chat.last_message.sent_at) : Number.NEGATIVE_INFINITY);
/** Newest last message first (checked pair by pair, not with the rule under test). */
const newestFirst = (chats: readonly MessengerChat[]) => chats.every((chat, i) => i === 0 || sentMs(chats[i - 1] as MessengerChat) >= sentMs(chat));

const panelVisible = (snapshot: AnySnap): boolean => {
  const panel = snapshot.children.panel as AnyActorRef | undefined;
  return panel?.getSnapshot().hasTag('visible') ?? false;
};
const inOn = (snapshot: AnySnap, state: string) => snapshot.matches({ on: state });
const inChat = (snapshot: AnySnap, state: string) => snapshot.matches({ on: { authorised: { chat: state } } });
const field = <T>(event: EventObject, name: string): T => (event as unknown as Record<string, T>)[name] as T;

describe('messenger, paths from the graph', () => {
  // The timeout guards against a hang, it is no speed target: ~80 s here, and CI's machines have run it 2.5 times slower.
  it('replays every path: the login first, calls only when authorised, the list, the open chat, logout', { timeout: 600_000 }, async () => {
    // One machine for every path, its spies emptied before each (providing it anew for each path doubled the time).
    const fakes = new FakeActors();
    const views: ChatViewRecord[] = [];
    const went: string[] = [];
    let pings = 0;
    const machine = messengerMachine.provide({
      actors: { ...fakeActorsOf(messengerEntry, fakes), chatView: recordingChatView(views) } as never,
      actions: { goTo: (_, params) => void went.push(params.path), ping: () => void pings++ },
    });
    const forwarded = () => views.reduce((sum, v) => sum + v.received.length, 0);
    const count = await replayAll(entryPaths(messengerEntry), {
      coverage,
      contextView: messengerEntry.graph.contextView as (c: unknown) => unknown,
      delays: messengerEntry.delays,
      makeRun: () => {
        fakes.reset();
        views.length = 0;
        went.length = 0;
        pings = 0;
        const counted: Record<string, number> = {};
        let wentBefore = 0;
        let pingsBefore = 0;
        let forwardedBefore = 0;
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as MessengerContext;
            const now = after.context as MessengerContext;
            const grew = (name: string) => (fakes.calls[name]?.length ?? 0) - (counted[name] ?? 0);
            const lastCall = (name: string) => fakes.calls[name]?.at(-1);
            const newCalls = CALLS.filter((name) => grew(name) > 0);
            const type = event.type;
            const authorisedBefore = before.hasTag('authorised');

            // The cam feature switched off: nothing ever happens.
            if (!now.enabled) {
              expect(after.matches('off')).toBe(true);
              expect([newCalls, went, pings]).toEqual([[], [], 0]);
            }

            // The login: only on CAM_AUTHORISED, once each, and nothing is called before the first one.
            expect(grew('login')).toBe(type === 'CAM_AUTHORISED' && before.matches('on') ? 1 : 0);
            const others = AUTHORISED_CALLS.reduce((sum, name) => sum + (fakes.calls[name]?.length ?? 0), 0) + (fakes.calls.logout?.length ?? 0);
            if (others > 0) expect(fakes.calls.login?.length ?? 0).toBeGreaterThan(0);
            // The chats and a chat: only while authorised.
            if (!after.hasTag('authorised'))
              expect(
                AUTHORISED_CALLS.filter((name) => grew(name) > 0),
                'called outside authorised',
              ).toEqual([]);
            // The logout: once, when the cam sign-in ends an authorised messenger.
            expect(grew('logout')).toBe(type === 'CAM_UNAUTHORISED' && authorisedBefore ? 1 : 0);
            // One at a time: the list's fetch, and one chat being opened, found or created.
            expect(
              CALLS.filter((name) => (fakes.maxInFlight[name] ?? 0) > 1),
              'more than one in flight',
            ).toEqual([]);
            expect((fakes.inFlight.loadChat ?? 0) + (fakes.inFlight.modelClientId ?? 0) + (fakes.inFlight.createChat ?? 0)).toBeLessThanOrEqual(1);

            // A sign-in again while authorised (a reconnect): the messenger stays authorised with the open chat as it was.
            if (type === 'CAM_AUTHORISED' && authorisedBefore) {
              expect(after.hasTag('authorised')).toBe(true);
              expect([now.currentChatId, panelVisible(after)]).toEqual([was.currentChatId, panelVisible(before)]);
              // The same open chat, not one opened again (its composer would lose what it holds).
              expect(after.children.chatView).toBe(before.children.chatView);
            }

            // Logged in: authorised with the client id, the chats fetched.
            if (type === 'xstate.done.actor.login') {
              const outcome = field<{ clientId: string; clientSessionToken: string } | null>(event, 'output');
              const ok = outcome !== null && outcome.clientSessionToken !== '';
              expect(after.hasTag('authorised')).toBe(ok);
              if (ok) {
                expect(now.selfId).toBe(outcome.clientId);
                expect(grew('loadChats')).toBe(1);
              }
            }
            if (after.hasTag('authorised') && !authorisedBefore) expect(grew('loadChats')).toBe(1);

            // Signed out (logout, a refused or failed login): no chats, no current chat, no model, the panel hidden.
            if (inOn(after, 'signedOut') || inOn(after, 'loggingOut')) {
              expect([now.chats, now.currentChatId, now.modelId, now.selfId]).toEqual([[], null, null, '']);
              expect(panelVisible(after)).toBe(false);
            }
            if (type === 'CAM_UNAUTHORISED' && !inOn(before, 'signedOut') && before.matches('on')) {
              expect([now.chats, now.currentChatId, panelVisible(after)]).toEqual([[], null, false]);
            }

            // The list: newest last message first, always.
            expect(newestFirst(now.chats), 'chats newest first').toBe(true);
            expect(new Set(now.chats.map((c) => c.id)).size).toBe(now.chats.length);

            // SENT (§4.9).
            if (type === 'MESSAGE_SENT') {
              const chatId = field<string>(event, 'chatId');
              const message = field<MessengerMessage>(event, 'message');
              const known = was.chats.find((c) => c.id === chatId);
              if (!authorisedBefore) expect(now.chats).toEqual(was.chats);
              else if (!known) {
                // An unknown chat: the chats fetched again (a fetch under way is asked again: its answer may predate the chat).
                expect(grew('loadChats')).toBe(1);
                expect(now.chats).toEqual(was.chats);
              } else {
                const chat = now.chats.find((c) => c.id === chatId) as MessengerChat;
                expect(chat.unread_count).toBe(field<number>(event, 'unreadCount'));
                if (!known.last_message || Date.parse(message.sent_at) >= sentMs(known)) expect(chat.last_message).toEqual(message);
                expect(grew('loadChats')).toBe(0);
              }
              // The open chat gets this chat's messages, and only them.
              const open = inChat(before, 'open') && was.currentChatId === chatId;
              expect(forwarded() - forwardedBefore).toBe(open ? 1 : 0);
              if (open) expect(views.at(-1)?.received.at(-1)).toEqual({ type: 'MESSAGE_ARRIVED', message });
            }
            // READ (§4.9): the chat's unread count.
            if (type === 'UNREAD_CHANGED' && authorisedBefore) {
              const chatId = field<string>(event, 'chatId');
              for (const chat of now.chats) {
                const old = was.chats.find((c) => c.id === chat.id);
                expect(chat.unread_count).toBe(chat.id === chatId ? field<number>(event, 'unreadCount') : old?.unread_count);
              }
            }
            // PRESENCE_UPDATE, MUTE_LIST, BLACK_LIST (§4.9): the participant's flag, in the list and in the open chat.
            if (type === 'PARTICIPANT_FLAGGED') {
              const fact = field<ParticipantFact>(event, 'fact');
              const flagOf = (chat: MessengerChat) =>
                fact.kind === 'presence'
                  ? chat.participant.is_online
                  : fact.kind === 'mute'
                    ? chat.participant.reverse_mute_data.is_muted
                    : chat.participant.reverse_block_data.is_blocked;
              if (authorisedBefore)
                for (const chat of now.chats.filter((c) => c.participant.user_id === fact.userId)) expect(flagOf(chat)).toBe(fact.on);
              const openChat = was.chats.find((c) => c.id === was.currentChatId);
              const open = inChat(before, 'open') && openChat?.participant.user_id === fact.userId;
              expect(forwarded() - forwardedBefore).toBe(open ? 1 : 0);
              if (open) {
                const told = views.at(-1)?.received.at(-1) as Extract<MessengerChatLinkEvent, { type: 'PARTICIPANT_CHANGED' }>;
                expect(told.type).toBe('PARTICIPANT_CHANGED');
                expect(told.participant.user_id).toBe(fact.userId);
                expect(flagOf({ ...(openChat as MessengerChat), participant: told.participant })).toBe(fact.on);
              }
            }
            // The chats stale (after a login again): the list fetched again, the open chat told to catch up.
            const relogged =
              type === 'xstate.done.actor.login' &&
              before.matches({ on: { authorised: { session: 'relogging' } } }) &&
              after.matches({ on: { authorised: { session: 'steady' } } });
            if (type === 'CHATS_STALE' || relogged) {
              const open = before.matches({ on: { authorised: { chat: 'open' } } });
              expect(forwarded() - forwardedBefore).toBe(open ? 1 : 0);
              if (open) expect(views.at(-1)?.received.at(-1)).toEqual({ type: 'MISSED_WANTED' });
            } else if (type !== 'MESSAGE_SENT' && type !== 'PARTICIPANT_FLAGGED') expect(forwarded()).toBe(forwardedBefore);

            // A model's chat (§4.7 'Message', §4.9).
            if (type === 'MODEL_CHAT_REQUESTED') {
              const modelId = field<string>(event, 'modelId');
              const messengerDown = inOn(before, 'signedOut') || inOn(before, 'loggingOut');
              const waits = (inOn(before, 'signedOut') && was.viewer.signingIn && !was.viewer.camAuthorised) || inOn(before, 'awaitingCam');
              if (was.viewer.signedIn && was.viewer.mayChat && waits) {
                // A member while the cam sign-in is under way: the chat waits for it, nothing called, nowhere to go.
                expect([inOn(after, 'awaitingCam'), now.modelId, newCalls, went.length, panelVisible(after)]).toEqual([
                  true,
                  modelId,
                  [],
                  wentBefore,
                  true,
                ]);
              } else if (!was.viewer.signedIn) {
                // A guest: 'Get full access to Live VR Cams.', nothing called, nowhere to go.
                expect([now.dialog, newCalls, went.length]).toEqual(['fullAccess', [], wentBefore]);
              } else if (!was.viewer.mayChat || messengerDown) {
                // Not a member who may write, or not signed in to the messenger: /tokens/, nothing called.
                expect([went.slice(wentBefore), newCalls, now.dialog]).toEqual([['/tokens/'], [], was.dialog]);
              } else if (inOn(before, 'loggingIn')) {
                // Asked for while logging in: it opens once logged in.
                expect([now.modelId, now.currentChatId, newCalls, went.length, panelVisible(after)]).toEqual([modelId, null, [], wentBefore, true]);
              } else if (authorisedBefore) {
                expect(newCalls).toEqual(['modelClientId']);
                expect(lastCall('modelClientId')).toEqual({ modelId });
                expect([now.modelId, now.currentChatId, went.length, panelVisible(after)]).toEqual([modelId, null, wentBefore, true]);
              }
            } else if (type === 'CAM_UNAUTHORISED' && inOn(before, 'awaitingCam') && was.modelId !== null) {
              // The cam sign-in refused while a model's chat waited for it: /tokens/, the panel hidden.
              expect([went.slice(wentBefore), now.modelId, panelVisible(after), inOn(after, 'signedOut')]).toEqual([['/tokens/'], null, false, true]);
            } else {
              expect(went.length, 'goTo only for a model chat').toBe(wentBefore);
            }
            if (now.dialog !== was.dialog) {
              if (now.dialog === 'fullAccess') expect(type).toBe('MODEL_CHAT_REQUESTED');
              else expect(['DIALOG_CLOSED', 'CAM_AUTHORISED']).toContain(type);
            }

            // Selecting a chat fetches it and shows the panel.
            if (type === 'CHAT_SELECTED' && authorisedBefore) {
              const chatId = field<string>(event, 'chatId');
              expect(newCalls).toEqual(['loadChat']);
              expect(lastCall('loadChat')).toEqual({ chatId });
              expect([now.currentChatId, panelVisible(after), after.hasTag('opening')]).toEqual([chatId, true, true]);
            }
            // The model's chat client id found: the private chat asked for with it.
            if (type === 'xstate.done.actor.modelClientId') {
              const clientId = field<string | null>(event, 'output');
              expect(grew('createChat')).toBe(clientId === null ? 0 : 1);
              if (clientId !== null) expect(lastCall('createChat')).toEqual({ clientId });
            }
            // A chat fetched or created opens (in the list, the model forgotten); a refusal or failure returns to the list.
            if (type === 'xstate.done.actor.loadChat' || type === 'xstate.done.actor.createChat') {
              const chat = field<MessengerChat | null>(event, 'output');
              if (chat) {
                expect([now.currentChatId, now.modelId, inChat(after, 'open')]).toEqual([chat.id, null, true]);
                expect(now.chats.find((c) => c.id === chat.id)).toEqual(chat);
                const view = views.at(-1) as ChatViewRecord;
                expect(view.running).toBe(true);
                expect(view.input).toEqual({ chat, selfId: now.selfId, selfName: now.selfName });
              } else {
                expect([now.currentChatId, now.modelId, inChat(after, 'closed')]).toEqual([null, null, true]);
              }
            }
            if (/^xstate\.error\.actor\.(loadChat|modelClientId|createChat)$/.test(type)) {
              expect([now.currentChatId, now.modelId, inChat(after, 'closed')]).toEqual([null, null, true]);
            }
            // The open chat runs exactly while a chat is open, with that chat.
            const running = views.filter((v) => v.running);
            expect(running.length).toBe(inChat(after, 'open') ? 1 : 0);
            if (inChat(after, 'open')) expect(running[0]?.input.chat.id).toBe(now.currentChatId);

            // Back: nothing without chats; else the list.
            if (type === 'BACK_PRESSED') {
              if (was.chats.length === 0) {
                expect(after.value).toEqual(before.value);
                expect(now).toEqual(was);
              } else if (inChat(before, 'open')) {
                expect([now.currentChatId, inChat(after, 'closed'), panelVisible(after)]).toEqual([null, true, panelVisible(before)]);
              }
            }
            // Close: the panel hidden, the current chat (and a model looked for) forgotten.
            if (type === 'CLOSE_PRESSED' && authorisedBefore) {
              expect([now.currentChatId, now.modelId, panelVisible(after), inChat(after, 'closed')]).toEqual([null, null, false, true]);
            }

            // The ping and the clock move on their delays only, while authorised.
            if (type.startsWith('xstate.after.PING')) {
              expect(authorisedBefore).toBe(true);
              expect(pings - pingsBefore).toBe(1);
            } else if (type.startsWith('xstate.after.TIME_REFRESH')) {
              expect(authorisedBefore).toBe(true);
              expect(now.nowMs - was.nowMs).toBe(TIME_REFRESH_MS);
              expect(pings).toBeGreaterThan(pingsBefore);
            } else {
              expect(pings).toBe(pingsBefore);
              expect(now.nowMs).toBe(was.nowMs);
            }

            for (const name of CALLS) counted[name] = fakes.calls[name]?.length ?? 0;
            wentBefore = went.length;
            pingsBefore = pings;
            forwardedBefore = forwarded();
          },
        };
      },
    });
    expect(count).toBeGreaterThan(0);
  });
});

/** The messenger on a simulated clock, with fake calls, a recording open chat and spied goTo and ping. */
function start(input: MessengerInput = CAMS_ON) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const views: ChatViewRecord[] = [];
  const went: string[] = [];
  const pings: number[] = [];
  const machine = messengerMachine.provide({
    actors: { ...fakeActorsOf(messengerEntry, fakes), chatView: recordingChatView(views) } as never,
    actions: { goTo: (_, params) => void went.push(params.path), ping: () => void pings.push(clock.now()) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, fakes, clock, views, went, pings, context: () => actor.getSnapshot().context };
}

/** Signed in to the cam provider, logged in to the messenger, the chats fetched. */
async function signIn(run: ReturnType<typeof start>, chats: MessengerChat[]) {
  run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
  run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
  run.fakes.settle('login', 'resolve', LOGGED_IN);
  await flush();
  run.fakes.settle('loadChats', 'resolve', chats);
  await flush();
}

/** Advances the simulated clock a second at a time (as the browser's timers would fire). */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(Math.min(1000, ms - t));
}

describe('messenger, the ping and the clock', () => {
  it('pings every 5000 ms while authorised (3 in 15 000 ms), never while signed out', async () => {
    const run = start();
    advance(run.clock, 15_000);
    expect(run.pings).toEqual([]);
    await signIn(run, []);
    const from = run.clock.now();
    advance(run.clock, PING_MS - 1000);
    expect(run.pings).toEqual([]);
    advance(run.clock, 15_000 - (PING_MS - 1000));
    expect(run.pings).toEqual([from + 5000, from + 10_000, from + 15_000]);
    run.actor.send({ type: 'CAM_UNAUTHORISED' });
    advance(run.clock, 30_000);
    expect(run.pings).toHaveLength(3);
    run.actor.stop();
  });

  it('the clock moves by 60 000 ms at each TIME_REFRESH while authorised', async () => {
    const run = start();
    await signIn(run, []);
    expect(run.context().nowMs).toBe(CAMS_ON.nowMs);
    advance(run.clock, TIME_REFRESH_MS - 1000);
    expect(run.context().nowMs).toBe(CAMS_ON.nowMs);
    advance(run.clock, 1000);
    expect(run.context().nowMs).toBe(CAMS_ON.nowMs + TIME_REFRESH_MS);
    advance(run.clock, TIME_REFRESH_MS);
    expect(run.context().nowMs).toBe(CAMS_ON.nowMs + 2 * TIME_REFRESH_MS);
    run.actor.send({ type: 'CAM_UNAUTHORISED' });
    advance(run.clock, 3 * TIME_REFRESH_MS);
    expect(run.context().nowMs).toBe(CAMS_ON.nowMs + 2 * TIME_REFRESH_MS);
    run.actor.stop();
  });
});

describe('messenger, a visit', () => {
  const OLD = messengerChat('3', { last_message: messengerMessage('301') });
  const NEWER = messengerChat('4', { last_message: messengerMessage('401') });

  it('logs in only after CAM_AUTHORISED; the chats newest first; SENT of an unknown chat fetches them again', async () => {
    const run = start();
    run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
    expect(Object.values(run.fakes.calls).flat()).toEqual([]);
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    expect(run.fakes.calls.login).toHaveLength(1);
    expect(Object.values(run.fakes.calls).flat()).toHaveLength(1);
    run.fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    expect(run.actor.getSnapshot().hasTag('authorised')).toBe(true);
    run.fakes.settle('loadChats', 'resolve', [OLD, NEWER]);
    await flush();
    expect(run.context().chats.map((c) => c.id)).toEqual(['4', '3']);
    // A newer message in the older chat puts it first.
    run.actor.send({ type: 'MESSAGE_SENT', chatId: '3', unreadCount: 2, message: messengerMessage('3500', { read_at: null }) });
    expect(run.context().chats.map((c) => [c.id, c.unread_count])).toEqual([
      ['3', 2],
      ['4', 0],
    ]);
    run.actor.send({ type: 'MESSAGE_SENT', chatId: '6', unreadCount: 1, message: messengerMessage('601') });
    expect(run.fakes.calls.loadChats).toHaveLength(2);
    run.actor.stop();
  });

  it('a login without a client session token is not authorised: nothing fetched, no ping', async () => {
    const run = start();
    run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.fakes.settle('login', 'resolve', { clientId: 'u-member-1', clientSessionToken: '' });
    await flush();
    expect(run.actor.getSnapshot().hasTag('authorised')).toBe(false);
    expect(run.fakes.calls.loadChats).toEqual([]);
    advance(run.clock, 10_000);
    expect(run.pings).toEqual([]);
    run.actor.stop();
  });

  it('a selected chat opens in the panel; its messages and participant changes reach it; Close hides the panel', async () => {
    const run = start();
    await signIn(run, [OLD, NEWER]);
    run.actor.send({ type: 'CHAT_SELECTED', chatId: '3' });
    expect(panelVisible(run.actor.getSnapshot())).toBe(true);
    run.fakes.settle('loadChat', 'resolve', OLD);
    await flush();
    expect(run.views.map((v) => v.input)).toEqual([{ chat: OLD, selfId: 'u-member-1', selfName: 'velvet_fan' }]);
    const message = messengerMessage('303', { read_at: null });
    run.actor.send({ type: 'MESSAGE_SENT', chatId: '3', unreadCount: 1, message });
    run.actor.send({ type: 'MESSAGE_SENT', chatId: '4', unreadCount: 1, message: messengerMessage('402') });
    run.actor.send({ type: 'PARTICIPANT_FLAGGED', fact: { kind: 'mute', userId: 'm-3', on: true } });
    run.actor.send({ type: 'PARTICIPANT_FLAGGED', fact: { kind: 'presence', userId: 'm-4', on: false } });
    expect(run.views[0]?.received).toEqual([
      { type: 'MESSAGE_ARRIVED', message },
      { type: 'PARTICIPANT_CHANGED', participant: { ...OLD.participant, reverse_mute_data: { is_muted: true } } },
    ]);
    run.actor.send({ type: 'CLOSE_PRESSED' });
    expect([run.context().currentChatId, panelVisible(run.actor.getSnapshot()), run.views[0]?.running]).toEqual([null, false, false]);
    run.actor.stop();
  });

  it("a model's chat: a guest is asked to log in, a viewer not signed in to the messenger goes to /tokens/, else it is found and created", async () => {
    const run = start();
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.context().dialog, run.went, Object.values(run.fakes.calls).flat()]).toEqual(['fullAccess', [], []]);
    run.actor.send({ type: 'DIALOG_CLOSED' });
    run.actor.send({ type: 'VIEWER_CHANGED', facts: { ...MEMBER, camAuthorised: false } });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.context().dialog, run.went, Object.values(run.fakes.calls).flat()]).toEqual([null, ['/tokens/'], []]);
    await signIn(run, [OLD]);
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect(run.fakes.calls.modelClientId).toEqual([{ modelId: '9' }]);
    run.fakes.settle('modelClientId', 'resolve', 'm-9');
    await flush();
    expect(run.fakes.calls.createChat).toEqual([{ clientId: 'm-9' }]);
    const created = messengerChat('9');
    run.fakes.settle('createChat', 'resolve', created);
    await flush();
    expect([run.context().currentChatId, run.context().chats.map((c) => c.id), panelVisible(run.actor.getSnapshot())]).toEqual([
      '9',
      ['9', '3'],
      true,
    ]);
    expect(run.views.at(-1)?.input.chat).toEqual(created);
    expect(run.went).toEqual(['/tokens/']);
    run.actor.stop();
  });

  it("a model's chat asked for while logging in opens once logged in", async () => {
    const run = start();
    run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.fakes.calls.modelClientId, run.went, panelVisible(run.actor.getSnapshot())]).toEqual([[], [], true]);
    run.fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    expect(run.fakes.calls.modelClientId).toEqual([{ modelId: '9' }]);
    run.actor.stop();
  });

  it('Back returns to the list, not without chats; a reconnect keeps the chat that was open, which catches up', async () => {
    const run = start();
    await signIn(run, []);
    run.actor.send({ type: 'CHAT_SELECTED', chatId: '3' });
    run.fakes.settle('loadChat', 'resolve', OLD);
    await flush();
    // The chats fetched again (an unknown chat's SENT) come back empty: Back is disabled, nothing changes.
    run.actor.send({ type: 'MESSAGE_SENT', chatId: '6', unreadCount: 1, message: messengerMessage('601') });
    run.fakes.settle('loadChats', 'resolve', []);
    await flush();
    const stuck = run.actor.getSnapshot();
    expect([stuck.context.chats, stuck.context.currentChatId]).toEqual([[], '3']);
    run.actor.send({ type: 'BACK_PRESSED' });
    expect([run.actor.getSnapshot().value, run.context()]).toEqual([stuck.value, stuck.context]);
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    // Not fetched and opened again: the same view (its composer keeps what it holds) asks for what came meanwhile.
    expect(run.fakes.calls.loadChat).toEqual([{ chatId: '3' }]);
    expect(run.views.filter((v) => v.running)).toHaveLength(1);
    expect(run.views).toHaveLength(1);
    expect(run.views[0]?.received.at(-1)).toEqual({ type: 'MISSED_WANTED' });
    run.fakes.settle('loadChats', 'resolve', [OLD]);
    await flush();
    run.actor.send({ type: 'BACK_PRESSED' });
    expect([run.context().currentChatId, run.actor.getSnapshot().matches({ on: { authorised: { chat: 'closed' } } })]).toEqual([null, true]);
    run.actor.stop();
  });

  it('the end of the cam sign-in logs out: the panel hidden, the chats and the current chat cleared', async () => {
    const run = start();
    await signIn(run, [OLD, NEWER]);
    run.actor.send({ type: 'CHAT_SELECTED', chatId: '4' });
    run.fakes.settle('loadChat', 'resolve', NEWER);
    await flush();
    run.actor.send({ type: 'CAM_UNAUTHORISED' });
    expect(run.fakes.calls.logout).toHaveLength(1);
    expect([run.context().chats, run.context().currentChatId, panelVisible(run.actor.getSnapshot())]).toEqual([[], null, false]);
    run.actor.stop();
  });

  it('with the cam feature off nothing starts', () => {
    const run = start(messengerEntry.inputs['cams off'] as MessengerInput);
    run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.actor.getSnapshot().value, Object.values(run.fakes.calls).flat(), run.went]).toEqual(['off', [], []]);
    run.actor.stop();
  });

  it("Close while a model's chat waits for the login hides the panel and forgets the model", async () => {
    const run = start();
    run.actor.send({ type: 'VIEWER_CHANGED', facts: MEMBER });
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect(panelVisible(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'CLOSE_PRESSED' });
    expect([run.context().modelId, panelVisible(run.actor.getSnapshot())]).toEqual([null, false]);
    run.fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    expect(run.fakes.calls.modelClientId).toEqual([]);
    run.actor.stop();
  });

  it("a member asking for a model's chat while the cam sign-in is under way waits for it: the chat opens, or /tokens/ if refused", async () => {
    const run = start();
    run.actor.send({ type: 'VIEWER_CHANGED', facts: { ...MEMBER, camAuthorised: false, signingIn: true } });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.went, panelVisible(run.actor.getSnapshot()), run.actor.getSnapshot().hasTag('opening')]).toEqual([[], true, true]);
    run.actor.send({ type: 'CAM_AUTHORISED', userName: 'velvet_fan' });
    run.fakes.settle('login', 'resolve', LOGGED_IN);
    await flush();
    expect([run.fakes.calls.modelClientId, run.went]).toEqual([[{ modelId: '9' }], []]);
    run.actor.stop();

    const refused = start();
    refused.actor.send({ type: 'VIEWER_CHANGED', facts: { ...MEMBER, camAuthorised: false, signingIn: true } });
    refused.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    refused.actor.send({ type: 'CAM_UNAUTHORISED' });
    expect([refused.went, panelVisible(refused.actor.getSnapshot()), refused.context().modelId]).toEqual([['/tokens/'], false, null]);
    // Once the sign-in is settled (refused), a request goes to /tokens/ at once.
    refused.actor.send({ type: 'VIEWER_CHANGED', facts: { ...MEMBER, camAuthorised: false } });
    refused.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect(refused.went).toEqual(['/tokens/', '/tokens/']);
    refused.actor.stop();
  });

  it('a member who may not write is sent to /tokens/ for a model chat, even signed in to the messenger', async () => {
    const run = start();
    await signIn(run, [OLD]);
    run.actor.send({ type: 'VIEWER_CHANGED', facts: { ...MEMBER, mayChat: false } });
    run.actor.send({ type: 'MODEL_CHAT_REQUESTED', modelId: '9' });
    expect([run.went, run.fakes.calls.modelClientId]).toEqual([['/tokens/'], []]);
    run.actor.stop();
  });
});
