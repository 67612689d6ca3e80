/**
 * The messenger's chat list (spec 002 §2.6 'Chat list view'): each chat's participant, last-message preview, its time
 * and unread count, newest first (the messenger keeps the order), and its menu. Presentational.
 */
import type { MessengerChat } from '../../contracts/messenger.ts';
import { chatPreview, unreadBadge } from '../../machines/rules/messenger-chats.ts';
import { isBlockedChat } from '../../machines/rules/messenger-link.ts';
import { messengerTime } from '../../machines/rules/messenger-time.ts';
import { Avatar } from './Avatar.tsx';
import { ChatMenu } from './ChatMenu.tsx';
import '../ui/count-badge.css';

export type ChatListProps = {
  chats: MessengerChat[];
  self: { id: string; name: string };
  nowMs: number;
  timeZone: string;
  /** A model's room, for the chat's menu (null when the participant has no room). */
  roomPathOf(chat: MessengerChat): string | null;
  onSelect(chatId: string): void;
};

/** A chat button's accessible name: who, how many unread, the preview. */
export const chatLabel = (name: string, unread: number, preview: string): string =>
  [name, unread > 0 ? `${unread} unread` : '', preview].filter(Boolean).join(', ');

export function ChatList({ chats, self, nowMs, timeZone, roomPathOf, onSelect }: ChatListProps) {
  return (
    <ul className="messenger-chats">
      {chats.map((chat) => {
        const { participant } = chat;
        const preview = chatPreview(chat, self);
        const sent = chat.last_message ? Date.parse(chat.last_message.sent_at) : null;
        const badge = unreadBadge(chat.unread_count);
        return (
          <li key={chat.id} className="messenger-chats__item">
            <button
              type="button"
              className="messenger-chats__open"
              aria-label={chatLabel(participant.username, chat.unread_count, preview)}
              onClick={() => onSelect(chat.id)}
            >
              <span className="messenger-chats__avatar">
                <Avatar name={participant.username} url={participant.avatar} letter={isBlockedChat(participant)} />
                {participant.is_online ? <span className="messenger-chats__online" aria-hidden="true" /> : null}
              </span>
              <span className="messenger-chats__main">
                <span className="messenger-chats__name">{participant.username}</span>
                <span className="messenger-chats__preview">{preview}</span>
              </span>
              <span className="messenger-chats__meta">
                {sent !== null ? <span className="messenger-chats__time">{messengerTime(sent, nowMs, timeZone)}</span> : null}
                {badge ? (
                  <span className="messenger-chats__unread count-badge" aria-hidden="true">
                    {badge}
                  </span>
                ) : null}
              </span>
            </button>
            <ChatMenu participant={participant.username} roomPath={roomPathOf(chat)} />
          </li>
        );
      })}
    </ul>
  );
}
