/**
 * The open chat's messages (spec 002 §2.6 'Chat view', §3.10, §4.9 'Loading messages', 'Reading'): pages without
 * duplicates, messages put in place, the divider, reads, tip texts and the display list.
 */
import { describe, expect, it } from 'vitest';
import type { MessengerMessage } from '../../../contracts/messenger.ts';
import {
  type MessengerEntry,
  chatEntries,
  firstUnreadId,
  isUnreadMessage,
  laterMessage,
  markReadUpTo,
  placeMessage,
  prependPage,
  tipText,
} from '../../../domain/messenger-messages.ts';

const SELF = 'u-1';
const READ_AT = '2026-11-20T12:00:00.000Z';

/** A message of the participant's, `minute` minutes after 2026-11-20 10:00 UTC, read unless told. */
const message = (id: string, minute: number, over: Partial<MessengerMessage> = {}): MessengerMessage => ({
  id,
  type: 'regular',
  sender_id: 'm-1',
  content: `text ${id}`,
  sent_at: new Date(Date.parse('2026-11-20T10:00:00Z') + minute * 60_000).toISOString(),
  read_at: READ_AT,
  attachments: [],
  ...over,
});
const ids = (messages: readonly MessengerMessage[]) => messages.map((m) => m.id);

describe('pages (§4.9)', () => {
  it('an older page goes before the loaded messages, duplicates removed by id (also within the page)', () => {
    const loaded = [message('5', 5), message('6', 6)];
    const page = [message('3', 3), message('4', 4), message('4', 4), message('5', 5)];
    expect(ids(prependPage(loaded, page))).toEqual(['3', '4', '5', '6']);
    expect(ids(prependPage([], page))).toEqual(['3', '4', '5']);
    expect(prependPage(loaded, [])).toEqual(loaded);
    expect(ids(loaded)).toEqual(['5', '6']);
  });
});

describe('a message put in place', () => {
  const loaded = [message('1', 1), message('3', 3), message('5', 5)];

  it('replaces the message with its id where it is', () => {
    const placed = placeMessage(loaded, message('3', 3, { content: 'stored' }));
    expect(placed.map((m) => m.content)).toEqual(['text 1', 'stored', 'text 5']);
  });

  it('inserts a new one after every message sent no later', () => {
    expect(ids(placeMessage(loaded, message('6', 6)))).toEqual(['1', '3', '5', '6']);
    expect(ids(placeMessage(loaded, message('4', 4)))).toEqual(['1', '3', '4', '5']);
    expect(ids(placeMessage(loaded, message('0', 0)))).toEqual(['0', '1', '3', '5']);
    expect(ids(placeMessage(loaded, message('3b', 3)))).toEqual(['1', '3', '3b', '5']);
    expect(ids(placeMessage([], message('1', 1)))).toEqual(['1']);
  });
});

describe('unread messages, the divider and reads (§4.9)', () => {
  const messages = [
    message('1', 1),
    message('2', 2, { sender_id: SELF, read_at: null }),
    message('3', 3, { read_at: null }),
    message('4', 4, { sender_id: SELF, read_at: null }),
    message('5', 5, { read_at: null }),
    message('6', 6, { read_at: null }),
  ];

  it("the divider goes before the participant's first unread message (the user's own never count)", () => {
    expect(firstUnreadId(messages, SELF)).toBe('3');
    expect(firstUnreadId(messages.slice(0, 2), SELF)).toBeNull();
    expect(firstUnreadId([], SELF)).toBeNull();
    expect([isUnreadMessage(messages, '3', SELF), isUnreadMessage(messages, '2', SELF), isUnreadMessage(messages, '1', SELF)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(isUnreadMessage(messages, 'nope', SELF)).toBe(false);
  });

  it('reading a message marks it and every earlier unread incoming message as read now; later and own ones stay', () => {
    const read = markReadUpTo(messages, '5', SELF, '2026-11-20T13:00:00.000Z');
    expect(read.map((m) => m.read_at)).toEqual([READ_AT, null, '2026-11-20T13:00:00.000Z', null, '2026-11-20T13:00:00.000Z', null]);
    expect(markReadUpTo(messages, 'nope', SELF, 'x')).toEqual(messages);
    expect(messages[2]?.read_at).toBeNull();
  });

  it('of two seen messages the later one is read', () => {
    expect(laterMessage(messages, null, '3')).toBe('3');
    expect(laterMessage(messages, '3', '5')).toBe('5');
    expect(laterMessage(messages, '5', '3')).toBe('5');
    expect(laterMessage(messages, '5', '5')).toBe('5');
  });
});

describe('tip texts (§2.6)', () => {
  it("read '{name} sent N token', plural when N is more than 1", () => {
    expect(tipText('Ava', 1)).toBe('Ava sent 1 token');
    expect(tipText('Ava', 2)).toBe('Ava sent 2 tokens');
    expect(tipText('velvet_fan', 50)).toBe('velvet_fan sent 50 tokens');
  });
});

describe('the display list (§3.10)', () => {
  const at = (iso: string, id: string, over: Partial<MessengerMessage> = {}) => ({ ...message(id, 0), sent_at: iso, ...over });
  const kinds = (entries: MessengerEntry[]) =>
    entries.map((e) => (e.kind === 'date' ? `date ${e.label}` : e.kind === 'divider' ? 'divider' : `${e.kind} ${e.key}`));
  const messages = [
    at('2026-11-20T10:00:00Z', 'a'),
    at('2026-11-20T23:30:00Z', 'b', { read_at: null }),
    at('2026-11-21T08:00:00Z', 'c', { sender_id: SELF, type: 'tip', attachments: [{ type: 'tip', meta: { amount: 20 } }] }),
  ];

  it('puts a date separator where the day changes in the viewer’s time zone', () => {
    expect(kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: null, timeZone: 'UTC' }))).toEqual([
      'date November 20',
      'regular a',
      'regular b',
      'date November 21',
      'tip c',
    ]);
    // 23:30 UTC is 00:30 the next day in Berlin.
    expect(kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: null, timeZone: 'Europe/Berlin' }))).toEqual([
      'date November 20',
      'regular a',
      'date November 21',
      'regular b',
      'tip c',
    ]);
    // In Los Angeles 23:30 UTC is still the 20th (15:30), and 08:00 UTC on the 21st is midnight there.
    expect(kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: null, timeZone: 'America/Los_Angeles' }))).toEqual([
      'date November 20',
      'regular a',
      'regular b',
      'date November 21',
      'tip c',
    ]);
  });

  it("puts the 'New Messages' divider right before its message, once", () => {
    const utc = kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: 'b', timeZone: 'UTC' }));
    expect(utc).toEqual(['date November 20', 'regular a', 'divider', 'regular b', 'date November 21', 'tip c']);
    const berlin = kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: 'b', timeZone: 'Europe/Berlin' }));
    expect(berlin).toEqual(['date November 20', 'regular a', 'date November 21', 'divider', 'regular b', 'tip c']);
    expect(kinds(chatEntries(messages, { selfId: SELF, dividerBeforeId: 'gone', timeZone: 'UTC' }))).not.toContain('divider');
  });

  it('gives each message its kind, its tip amount and whether it is the user’s own; keys are unique', () => {
    const entries = chatEntries(messages, { selfId: SELF, dividerBeforeId: 'b', timeZone: 'UTC' });
    const shown = entries.flatMap((e) => (e.kind === 'regular' || e.kind === 'tip' ? [[e.key, e.kind, e.own, e.tip]] : []));
    expect(shown).toEqual([
      ['a', 'regular', false, null],
      ['b', 'regular', false, null],
      ['c', 'tip', true, 20],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    expect(chatEntries([], { selfId: SELF, dividerBeforeId: null, timeZone: 'UTC' })).toEqual([]);
  });
});
