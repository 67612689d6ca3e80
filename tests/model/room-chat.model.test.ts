/**
 * Model-based tests of the room chat (spec 002 §4.6, §4.7 'Message', §5): paths from the machine's graph replayed with
 * a fake send. Invariants: the §4.6 events change the history as the table says; a guest's message opens the confirm,
 * a non-member goes to /tokens/, an empty one is not sent, otherwise the trimmed text is; every submission is settled.
 * Then the chat on a fake channel (the composition's actor).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SOCIAL_VIEWERS, chatEntry, roomChatEntry } from '../../app/atlas/cam-social.ts';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { roomChat } from '../../app/screen-machines/room-chat.ts';
import type { CamChannelClient, CamEvent } from '../../contracts/cam-channel.ts';
import { type RoomChatContext, roomChatMachine } from '../../machines/room-chat.machine.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('roomChat', roomChatMachine);

describe('room chat, paths from the graph', () => {
  it('replays every path: §4.6 events, the message flow gated by viewer, each submission settled', async () => {
    await replayAll(entryPaths(roomChatEntry), {
      coverage,
      contextView: roomChatEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const fakes = new FakeActors();
        const went: string[] = [];
        const settled: boolean[] = [];
        let sends = 0;
        return {
          machine: roomChatMachine.provide({
            actors: fakeActorsOf(roomChatEntry, fakes) as never,
            actions: { goTo: (_, p) => void went.push(p.path), settled: (_, p) => void settled.push(p.ok) },
          }),
          fakes,
          check: (event, before, after) => {
            const was = before.context as RoomChatContext;
            const now = after.context as RoomChatContext;
            const sent = (fakes.calls.sendMessage ?? []) as { text: string }[];
            if (event.type === 'MESSAGE_SUBMITTED') {
              const text = (event as unknown as { text: string }).text;
              if (before.hasTag('sending') || !was.viewer.signedIn || !was.viewer.mayChat || text.trim() === '') {
                expect(sent.length).toBe(sends);
                expect(settled.at(-1)).toBe(false);
              } else if (was.viewer.signingIn) {
                // Held until the cam sign-in settles: nothing sent or settled yet, shown as sending.
                expect([sent.length, after.matches('awaitingCam'), now.outgoing]).toEqual([sends, true, text.trim()]);
              } else expect(sent.at(-1)).toEqual({ text: text.trim() });
              if (!before.hasTag('sending') && !was.viewer.signedIn) expect(now.dialog).toBe('fullAccess');
              if (!before.hasTag('sending') && was.viewer.signedIn && !was.viewer.mayChat) expect(went.at(-1)).toBe('/tokens/');
            }
            // The sign-in settled: the held text goes out as it was.
            if (before.matches('awaitingCam') && !after.matches('awaitingCam')) expect(sent.at(-1)).toEqual({ text: was.outgoing });
            if (event.type === 'CHAT_CLEARED') expect(now.messages).toEqual([]);
            if (event.type === 'USER_MESSAGES_DELETED') expect(now.messages.some((m) => m.userId === 'u-7')).toBe(false);
            if (event.type === 'HISTORY_RECEIVED') expect(now.messages.map((m) => m.id)).toEqual(['1', '2']);
            if (event.type === 'ENTRY_RECEIVED') expect([now.messages.at(-1)?.id, now.hasNewMessages]).toEqual(['3', true]);
            if (event.type === 'CHAT_READ') expect(now.hasNewMessages).toBe(false);
            if (event.type === 'xstate.done.actor.sendMessage') expect(settled.at(-1)).toBe((event as unknown as { output: boolean }).output);
            if (event.type === 'xstate.error.actor.sendMessage') expect(settled.at(-1)).toBe(false);
            sends = sent.length;
          },
        };
      },
    });
  });
});

describe('room chat on a fake channel', () => {
  it('turns the channel chat events into the history and sends the trimmed text through chat.send', async () => {
    const listeners: ((e: CamEvent) => void)[] = [];
    const requests: { op: string; args: unknown }[] = [];
    const channel: CamChannelClient = {
      request: async (op, args) => {
        requests.push({ op, args });
        return { ok: true, result: {} as never };
      },
      subscribe: (l) => {
        listeners.push(l);
        return () => listeners.splice(listeners.indexOf(l), 1);
      },
      close: () => {},
    };
    const settled: boolean[] = [];
    const machine = roomChat.provide({ camChannel: channel }, { navigate: () => {}, camSession: undefined, settled: (ok) => settled.push(ok) });
    const actor = createActor(machine, { input: { broadcastId: 'b-1', viewer: SOCIAL_VIEWERS.member } }).start();
    const push = (e: CamEvent) => {
      for (const l of [...listeners]) l(e);
    };
    push({ channel: 'chat', event: 'historyMessage', data: { messages: [chatEntry('1'), chatEntry('2', { userId: 'u-9' })] } });
    push({ channel: 'chat', event: 'tipsSent', data: chatEntry('3', { kind: 'tip', amount: 5 }) });
    push({ channel: 'room', event: 'onViewersCountChanged', data: { broadcastId: 'b-1', count: 3 } });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(actor.getSnapshot().context.hasNewMessages).toBe(true);
    push({ channel: 'chat', event: 'deleteAllUserMessages', data: { userId: 'u-7' } });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['2']);
    push({ channel: 'chat', event: 'clearChat', data: {} });
    expect(actor.getSnapshot().context.messages).toEqual([]);
    actor.send({ type: 'MESSAGE_SUBMITTED', text: '  hello  ' });
    await flush();
    expect(requests).toEqual([{ op: 'chat.send', args: { text: 'hello' } }]);
    expect(settled).toEqual([true]);
    actor.stop();
    expect(listeners).toHaveLength(0);
  });
});
