/**
 * Model-based tests of the open messenger chat (spec 002 §2.6 'Chat view', §4.7 in the messenger, §4.9 'Loading
 * messages', 'Reading', 'Input', §5 'Messages', §8, §9): paths from the machine's graph (inputs and events from its atlas
 * entry) replayed with fake calls, a simulated clock and a spied `logLoadFailed`, then the debounced reads on the clock
 * and a few visits with the real composer.
 *
 * Invariants, step by step: the newest page is asked first (relatedID null), then each older page before the oldest
 * loaded message, never once paging has ended (fewer than 50, or a failure, which logs 'Error loading messages'); no two
 * messages with one id, oldest first; the 'New Messages' divider before the first unread message of the first page,
 * never moved afterwards; a read only after READ_DEBOUNCE, one at a time, of an unread message later than the one in
 * flight, and a read marks that message and every earlier incoming one; the trimmed text sent once, nothing sent for a
 * participant who blocked or muted the user (whose composer is disabled) or for blank text, one send at a time.
 */
import { type AnyActorRef, type EventObject, SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { FULL_PAGE, SHORT_PAGE, messengerChatEntry, messengerMessage } from '../../app/atlas/messenger.ts';
import type { MessengerMessage } from '../../contracts/messenger.ts';
import { type MessengerChatContext, READ_DEBOUNCE_MS, messengerChatMachine } from '../../machines/messenger-chat.machine.ts';
import type { MessengerChatInput } from '../../domain/messenger-link.ts';
import { type AnySnap, FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('messenger-chat', messengerChatMachine);

const A_CHAT = messengerChatEntry.inputs['a chat'] as MessengerChatInput;
const SELF = A_CHAT.selfId;

const field = <T>(event: EventObject, name: string): T => (event as unknown as Record<string, T>)[name] as T;
const unreadIncoming = (m: MessengerMessage, selfId: string) => m.sender_id !== selfId && m.read_at === null;
const disabledFor = (c: MessengerChatContext) => c.chat.participant.reverse_block_data.is_blocked || c.chat.participant.reverse_mute_data.is_muted;
const child = (snapshot: AnySnap, id: string) => (snapshot.children[id] as AnyActorRef | undefined)?.getSnapshot();
const inPaging = (snapshot: AnySnap, state: string) => snapshot.matches({ paging: state });

describe('messenger chat, paths from the graph', () => {
  // The timeout guards against a hang, it is no speed target: CI's machines have run it 2.5 times slower than here.
  it('replays every path: pages of 50 backward, a fixed divider, debounced reads, one send at a time', { timeout: 600_000 }, async () => {
    // One machine for every path, its spies emptied before each (providing it anew for each path doubled the time).
    const fakes = new FakeActors();
    let failures = 0;
    const machine = messengerChatMachine.provide({
      actors: fakeActorsOf(messengerChatEntry, fakes) as never,
      actions: { logLoadFailed: () => void failures++ },
    });
    const count = await replayAll(entryPaths(messengerChatEntry), {
      coverage,
      contextView: messengerChatEntry.graph.contextView as (c: unknown) => unknown,
      delays: messengerChatEntry.delays,
      makeRun: () => {
        fakes.reset();
        failures = 0;
        let failuresBefore = 0;
        // The newest page is asked for as the chat opens (checked by the first step).
        const counted: Record<string, number> = { loadMessages: 1 };
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as MessengerChatContext;
            const now = after.context as MessengerChatContext;
            const grew = (name: string) => (fakes.calls[name]?.length ?? 0) - (counted[name] ?? 0);
            const type = event.type;
            const chatId = now.chat.id;
            const indexOf = (id: string | null) => now.messages.findIndex((m) => m.id === id);

            // Paging: the newest page first, then the page before the oldest loaded message, only while there is more.
            expect(fakes.calls.loadMessages?.[0]).toEqual({ chatId, relatedID: null });
            const older = type === 'OLDER_WANTED' && inPaging(before, 'ready') && was.hasMore;
            expect(grew('loadMessages')).toBe(older ? 1 : 0);
            if (older) expect(fakes.calls.loadMessages?.at(-1)).toEqual({ chatId, relatedID: was.messages[0]?.id ?? null });
            if (type === 'OLDER_WANTED' && !was.hasMore) expect(after.value).toEqual(before.value);
            expect(fakes.maxInFlight.loadMessages ?? 0).toBeLessThanOrEqual(1);
            if (type === 'xstate.done.actor.loadMessages') {
              const page = field<MessengerMessage[] | null>(event, 'output');
              if (page) {
                expect(now.hasMore).toBe(page.length === 50);
                const ids = new Set(now.messages.map((m) => m.id));
                expect(page.filter((m) => !ids.has(m.id))).toEqual([]);
              }
            }
            // A failed page: 'Error loading messages' logged once, paging stopped.
            const failed =
              (type === 'xstate.done.actor.loadMessages' && field(event, 'output') === null) || type === 'xstate.error.actor.loadMessages';
            expect(failures - failuresBefore).toBe(failed ? 1 : 0);
            if (failed) expect([now.hasMore, inPaging(after, 'stopped')]).toEqual([false, true]);
            if (inPaging(after, 'stopped')) expect(now.hasMore).toBe(false);

            // The messages: no two with one id, oldest first; none ever lost.
            expect(new Set(now.messages.map((m) => m.id)).size).toBe(now.messages.length);
            const times = now.messages.map((m) => Date.parse(m.sent_at));
            const oldestFirst = times.every((t, i) => i === 0 || t >= (times[i - 1] as number));
            expect(oldestFirst, 'messages oldest first').toBe(true);
            const kept = new Set(now.messages.map((m) => m.id));
            const lost = was.messages.filter((m) => !kept.has(m.id));
            expect(lost, 'messages lost').toEqual([]);
            if (type === 'MESSAGE_ARRIVED') {
              const arrived = field<MessengerMessage>(event, 'message');
              expect(now.messages[indexOf(arrived.id)]).toEqual(arrived);
            }

            // The divider: before the first unread message once the first page is in, then never moved.
            if (type === 'xstate.done.actor.loadMessages' && inPaging(before, 'loading') && field(event, 'output') !== null) {
              expect(now.dividerBeforeId).toBe(now.messages.find((m) => unreadIncoming(m, SELF))?.id ?? null);
            } else {
              expect(now.dividerBeforeId).toBe(was.dividerBeforeId);
            }
            if (now.dividerBeforeId !== null) expect(indexOf(now.dividerBeforeId)).toBeGreaterThanOrEqual(0);

            // Reading: only when the scroll has settled (READ_DEBOUNCE), one at a time, an unread message.
            const readNow = grew('readMessage');
            if (type.startsWith('xstate.after.READ_DEBOUNCE')) {
              expect(readNow).toBe(1);
              expect(fakes.calls.readMessage?.at(-1)).toEqual({ chatId, messageId: was.seenId });
              expect(was.messages.some((m) => m.id === was.seenId && unreadIncoming(m, SELF))).toBe(true);
              expect([now.readingId, now.seenId]).toEqual([was.seenId, null]);
            } else {
              expect(readNow).toBe(0);
            }
            expect(fakes.maxInFlight.readMessage ?? 0).toBeLessThanOrEqual(1);
            expect(fakes.inFlight.readMessage ?? 0).toBe(now.readingId === null ? 0 : 1);
            // What waits is unread and later than the read in flight.
            if (now.seenId !== null) {
              expect(now.messages.some((m) => m.id === now.seenId && unreadIncoming(m, SELF))).toBe(true);
              if (now.readingId !== null) expect(indexOf(now.seenId)).toBeGreaterThan(indexOf(now.readingId));
            }
            if (type === 'MESSAGE_SEEN') {
              const id = field<string>(event, 'messageId');
              const unread = was.messages.some((m) => m.id === id && unreadIncoming(m, SELF));
              const wasIndex = (of: string | null) => was.messages.findIndex((m) => m.id === of);
              const laterThanReading = wasIndex(id) > wasIndex(was.readingId);
              if (!unread || !laterThanReading) expect([now.seenId, after.value]).toEqual([was.seenId, before.value]);
            }
            // A read done: that message and every earlier incoming one read; the later ones as they were.
            if (type === 'xstate.done.actor.readMessage') {
              const outcome = field<{ readAt: string } | null>(event, 'output');
              const at = was.messages.findIndex((m) => m.id === was.readingId);
              const expected = was.messages.map((m, i) => (outcome && i <= at && unreadIncoming(m, SELF) ? { ...m, read_at: outcome.readAt } : m));
              expect(now.messages).toEqual(expected);
              if (outcome) expect(now.messages.slice(0, at + 1).filter((m) => unreadIncoming(m, SELF))).toEqual([]);
              expect(now.readingId).toBeNull();
            }
            if (type === 'xstate.error.actor.readMessage') expect([now.messages, now.readingId]).toEqual([was.messages, null]);

            // Sending: the trimmed text once, nothing for a blocked or muted participant or blank text, one at a time.
            if (type === 'MESSAGE_SUBMITTED') {
              const text = field<string>(event, 'text');
              const trimmed = text.trim();
              const sends = before.matches({ sending: 'idle' }) && !disabledFor(was) && trimmed !== '' && trimmed.length <= 400;
              expect(grew('sendMessage')).toBe(sends ? 1 : 0);
              if (sends) {
                expect(fakes.calls.sendMessage?.at(-1)).toEqual({ chatId, text: trimmed });
                expect(after.hasTag('sending')).toBe(true);
              }
            } else {
              expect(grew('sendMessage')).toBe(0);
            }
            expect(fakes.maxInFlight.sendMessage ?? 0).toBeLessThanOrEqual(1);
            expect(after.hasTag('sending')).toBe((fakes.inFlight.sendMessage ?? 0) === 1);
            if (type === 'xstate.done.actor.sendMessage') {
              const stored = field<MessengerMessage | null>(event, 'output');
              if (stored) expect(now.messages[indexOf(stored.id)]).toEqual(stored);
              else expect(now.messages).toEqual(was.messages);
              expect(now.outgoing).toBe('');
            }
            if (type === 'xstate.error.actor.sendMessage') expect([now.messages, now.outgoing]).toEqual([was.messages, '']);

            // The composer is disabled exactly when the participant blocked or muted the user; the tip goes to the participant.
            expect(child(after, 'composer')?.hasTag('disabled')).toBe(disabledFor(now));
            expect(child(after, 'tip')?.context).toMatchObject({ modelId: now.chat.participant.user_id, inChat: false });

            for (const name of ['loadMessages', 'readMessage', 'sendMessage']) counted[name] = fakes.calls[name]?.length ?? 0;
            failuresBefore = failures;
          },
        };
      },
    });
    expect(count).toBeGreaterThan(0);
  });
});

/** The chat on a simulated clock with fake calls and a spied logLoadFailed. */
function start(input: MessengerChatInput = A_CHAT) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const logged: string[] = [];
  const machine = messengerChatMachine.provide({
    actors: fakeActorsOf(messengerChatEntry, fakes) as never,
    actions: { logLoadFailed: ({ context }) => void logged.push(context.chat.id) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, fakes, clock, logged, context: () => actor.getSnapshot().context };
}

async function firstPage(run: ReturnType<typeof start>, page: MessengerMessage[] = FULL_PAGE) {
  run.fakes.settle('loadMessages', 'resolve', page);
  await flush();
}

const idOf = (i: number) => FULL_PAGE[i]?.id as string;

describe('messenger chat, the debounced reads', () => {
  it('several sightings within 300 ms make one read, of the latest, 300 ms after the last', async () => {
    const run = start();
    await firstPage(run);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(47) });
    run.clock.increment(200);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(49) });
    run.clock.increment(100);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(48) });
    run.clock.increment(READ_DEBOUNCE_MS - 1);
    expect(run.fakes.calls.readMessage).toEqual([]);
    run.clock.increment(1);
    expect(run.fakes.calls.readMessage).toEqual([{ chatId: '7', messageId: idOf(49) }]);
    run.fakes.settle('readMessage', 'resolve', { readAt: '2026-11-20T12:30:00.000Z' });
    await flush();
    expect(run.context().messages.filter((m) => m.read_at === null)).toEqual([]);
    expect(
      run
        .context()
        .messages.slice(47)
        .map((m) => m.read_at),
    ).toEqual(Array(3).fill('2026-11-20T12:30:00.000Z'));
    run.clock.increment(10 * READ_DEBOUNCE_MS);
    expect(run.fakes.calls.readMessage).toHaveLength(1);
    run.actor.stop();
  });

  it('while a read is in flight a later message waits for it and is read after the debounce; an earlier one is not read', async () => {
    const run = start();
    await firstPage(run);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(48) });
    run.clock.increment(READ_DEBOUNCE_MS);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(47) });
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(49) });
    run.clock.increment(10 * READ_DEBOUNCE_MS);
    expect(run.fakes.calls.readMessage).toEqual([{ chatId: '7', messageId: idOf(48) }]);
    run.fakes.settle('readMessage', 'resolve', { readAt: '2026-11-20T12:30:00.000Z' });
    await flush();
    expect(
      run
        .context()
        .messages.slice(47)
        .map((m) => m.read_at === null),
    ).toEqual([false, false, true]);
    run.clock.increment(READ_DEBOUNCE_MS - 1);
    expect(run.fakes.calls.readMessage).toHaveLength(1);
    run.clock.increment(1);
    expect(run.fakes.calls.readMessage?.at(-1)).toEqual({ chatId: '7', messageId: idOf(49) });
    run.actor.stop();
  });

  it('a refused read marks nothing; an already read or own message is never read', async () => {
    const run = start();
    await firstPage(run);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(0) });
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(1) });
    run.clock.increment(READ_DEBOUNCE_MS);
    expect(run.fakes.calls.readMessage).toEqual([]);
    run.actor.send({ type: 'MESSAGE_SEEN', messageId: idOf(47) });
    run.clock.increment(READ_DEBOUNCE_MS);
    run.fakes.settle('readMessage', 'resolve', null);
    await flush();
    expect(run.context().messages.filter((m) => m.read_at === null)).toHaveLength(3);
    run.actor.stop();
  });
});

describe('messenger chat, a visit', () => {
  it('pages backward 50 at a time until fewer come; the divider stays before the first unread message of the first page', async () => {
    const run = start();
    expect(run.fakes.calls.loadMessages).toEqual([{ chatId: '7', relatedID: null }]);
    await firstPage(run);
    expect([run.context().hasMore, run.context().dividerBeforeId]).toEqual([true, idOf(47)]);
    run.actor.send({ type: 'OLDER_WANTED' });
    run.actor.send({ type: 'OLDER_WANTED' });
    expect(run.fakes.calls.loadMessages).toEqual([
      { chatId: '7', relatedID: null },
      { chatId: '7', relatedID: idOf(0) },
    ]);
    run.fakes.settle('loadMessages', 'resolve', [...SHORT_PAGE, FULL_PAGE[0] as MessengerMessage]);
    await flush();
    expect(run.context().messages.map((m) => m.id)).toEqual([...SHORT_PAGE, ...FULL_PAGE].map((m) => m.id));
    expect(run.context().hasMore).toBe(false);
    run.actor.send({ type: 'OLDER_WANTED' });
    expect(run.fakes.calls.loadMessages).toHaveLength(2);
    run.actor.send({ type: 'MESSAGE_ARRIVED', message: messengerMessage('7201', { read_at: null }) });
    run.actor.send({ type: 'MESSAGE_ARRIVED', message: messengerMessage('7200', { read_at: null }) });
    run.actor.send({ type: 'MESSAGE_ARRIVED', message: messengerMessage('7201', { read_at: null, content: 'edited' }) });
    expect(
      run
        .context()
        .messages.slice(-2)
        .map((m) => [m.id, m.content]),
    ).toEqual([
      ['7200', 'Message 7200'],
      ['7201', 'edited'],
    ]);
    expect(run.context().dividerBeforeId).toBe(idOf(47));
    run.actor.stop();
  });

  it("a failed page logs 'Error loading messages' and loading stops", async () => {
    const run = start();
    await firstPage(run);
    run.actor.send({ type: 'OLDER_WANTED' });
    run.fakes.settle('loadMessages', 'reject', new Error('unavailable'));
    await flush();
    expect([run.logged, run.context().hasMore]).toEqual([['7'], false]);
    run.actor.send({ type: 'OLDER_WANTED' });
    expect(run.fakes.calls.loadMessages).toHaveLength(2);
    expect(run.context().messages).toHaveLength(50);
    run.actor.stop();
  });

  it("the composer's text is sent trimmed, once, and the composer cleared on success; 'Can’t send the message' on failure", async () => {
    const run = start();
    const composer = run.actor.getSnapshot().children.composer as AnyActorRef;
    composer.send({ type: 'TEXT_CHANGED', text: '  Hi there  ' });
    composer.send({ type: 'SUBMITTED' });
    composer.send({ type: 'SUBMITTED' });
    run.actor.send({ type: 'MESSAGE_SUBMITTED', text: 'again' });
    expect(run.fakes.calls.sendMessage).toEqual([{ chatId: '7', text: 'Hi there' }]);
    const stored = messengerMessage('7200', { sender_id: SELF, content: 'Hi there' });
    run.fakes.settle('sendMessage', 'resolve', stored);
    await flush();
    expect(run.context().messages).toEqual([stored]);
    expect(composer.getSnapshot().context.text).toBe('');
    composer.send({ type: 'TEXT_CHANGED', text: 'second' });
    composer.send({ type: 'SUBMITTED' });
    run.fakes.settle('sendMessage', 'resolve', null);
    await flush();
    expect(composer.getSnapshot().context).toMatchObject({ text: 'second', error: 'Can’t send the message' });
    expect(run.context().messages).toEqual([stored]);
    run.actor.stop();
  });

  it('nothing is sent to a participant who blocked or muted the user; the composer is disabled until unblocked', async () => {
    const run = start(messengerChatEntry.inputs['a blocked chat'] as MessengerChatInput);
    const composer = () => (run.actor.getSnapshot().children.composer as AnyActorRef).getSnapshot();
    expect(composer().hasTag('disabled')).toBe(true);
    run.actor.send({ type: 'MESSAGE_SUBMITTED', text: 'hello' });
    expect(run.fakes.calls.sendMessage).toEqual([]);
    const participant = run.context().chat.participant;
    run.actor.send({ type: 'PARTICIPANT_CHANGED', participant: { ...participant, reverse_block_data: { is_blocked: false } } });
    expect(composer().hasTag('disabled')).toBe(false);
    run.actor.send({
      type: 'PARTICIPANT_CHANGED',
      participant: { ...participant, reverse_block_data: { is_blocked: false }, reverse_mute_data: { is_muted: true } },
    });
    expect(composer().hasTag('disabled')).toBe(true);
    run.actor.send({ type: 'MESSAGE_SUBMITTED', text: 'hello' });
    expect(run.fakes.calls.sendMessage).toEqual([]);
    run.actor.stop();
  });
});
