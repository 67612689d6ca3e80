/**
 * The room chat's lines (spec 002 §3.11, §4.6): a log whose new lines are announced politely, never taking focus; tips
 * and menu purchases styled apart, the model's own lines marked. It keeps to the end while the viewer is there, and
 * tells when the viewer has read to the end (the new-messages flag is cleared).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatEntry } from '../../contracts/cam-channel.ts';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function lineText(entry: ChatEntry): string {
  switch (entry.kind) {
    case 'tip':
      return `tipped ${entry.amount} ${entry.amount === 1 ? 'token' : 'tokens'}`;
    case 'tipMenu':
      return `bought ${entry.title || 'a tip-menu item'} for ${entry.amount} tokens`;
    case 'toy':
      return `bought ${entry.title || 'a toy'} for ${entry.amount} tokens`;
    default:
      return entry.text;
  }
}

export type RoomChatProps = { messages: ChatEntry[]; hasNewMessages: boolean; onRead(): void };

export function RoomChat({ messages, hasNewMessages, onRead }: RoomChatProps) {
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useIsoLayoutEffect(() => {
    const el = box.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  useEffect(() => {
    if (hasNewMessages && atEnd.current) onRead();
  }, [hasNewMessages, onRead]);
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    if (atEnd.current && hasNewMessages) onRead();
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable).
    <div className="room-chat" ref={box} onScroll={onScroll} role="log" aria-live="polite" aria-label="Room chat" tabIndex={0}>
      {messages.length === 0 ? <p className="room-chat__empty">No messages yet.</p> : null}
      <ul className="room-chat__list">
        {messages.map((entry) => (
          <li key={entry.id} className={`room-chat__line room-chat__line--${entry.kind}${entry.fromModel ? ' room-chat__line--model' : ''}`}>
            <span className="room-chat__user">
              {entry.username}
              {entry.fromModel ? <span className="room-chat__badge"> (model)</span> : null}
            </span>{' '}
            <span className="room-chat__text">{lineText(entry)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
