/** The provider's 'messenger' events as the messenger's own (spec 002 §4.9 'Events', app/system/messenger.ts). */
import { describe, expect, it } from 'vitest';
import { messengerEventOf } from '../../../app/system/messenger.ts';
import type { CamEvent } from '../../../contracts/cam-channel.ts';
import type { MessengerMessage } from '../../../contracts/messenger.ts';

const MESSAGE: MessengerMessage = {
  id: 'msg-1',
  type: 'regular',
  sender_id: 'm-7',
  content: 'Hello',
  sent_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
  attachments: [],
};

describe('messengerEventOf', () => {
  it('SENT: the chat, its unread count and the message', () => {
    expect(messengerEventOf({ channel: 'messenger', event: 'SENT', data: { chat_id: 'c-7', unread_count: 4, message: MESSAGE } })).toEqual({
      type: 'MESSAGE_SENT',
      chatId: 'c-7',
      unreadCount: 4,
      message: MESSAGE,
    });
  });

  it('READ: the chat and its unread count', () => {
    expect(messengerEventOf({ channel: 'messenger', event: 'READ', data: { chat_id: 'c-7', unread_count: 0 } })).toEqual({
      type: 'UNREAD_CHANGED',
      chatId: 'c-7',
      unreadCount: 0,
    });
  });

  it("PRESENCE_UPDATE, MUTE_LIST and BLACK_LIST: the participant's flag, on and off", () => {
    expect(messengerEventOf({ channel: 'messenger', event: 'PRESENCE_UPDATE', data: { user_id: 'm-7', is_online: true } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'presence', userId: 'm-7', on: true },
    });
    expect(messengerEventOf({ channel: 'messenger', event: 'PRESENCE_UPDATE', data: { user_id: 'm-7', is_online: false } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'presence', userId: 'm-7', on: false },
    });
    expect(messengerEventOf({ channel: 'messenger', event: 'MUTE_LIST', data: { user_id: 'm-8', is_muted: true } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'mute', userId: 'm-8', on: true },
    });
    expect(messengerEventOf({ channel: 'messenger', event: 'MUTE_LIST', data: { user_id: 'm-8', is_muted: false } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'mute', userId: 'm-8', on: false },
    });
    expect(messengerEventOf({ channel: 'messenger', event: 'BLACK_LIST', data: { user_id: 'm-9', is_blocked: true } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'block', userId: 'm-9', on: true },
    });
    expect(messengerEventOf({ channel: 'messenger', event: 'BLACK_LIST', data: { user_id: 'm-9', is_blocked: false } })).toEqual({
      type: 'PARTICIPANT_FLAGGED',
      fact: { kind: 'block', userId: 'm-9', on: false },
    });
  });

  it('the other channels give null', () => {
    const others: CamEvent[] = [
      { channel: 'room', event: 'onStateChanged', data: { broadcastId: 'b1', modelNickname: 'Ava', state: 'PUBLIC', reason: 'NONE' } },
      { channel: 'chat', event: 'clearChat', data: {} },
      { channel: 'notification', event: 'broadcastSpyModeRemainingTime', data: { broadcastId: 'b1', seconds: 30 } },
      { channel: 'connection', event: 'reconnected', data: {} },
    ];
    for (const event of others) expect(messengerEventOf(event), event.channel).toBeNull();
  });
});
