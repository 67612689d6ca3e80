/**
 * The messenger's chat list (spec 002 §2.6 'Chat list view'): each chat's participant, last-message preview, its time
 * and unread count, newest first (the messenger keeps the order), and its menu. Presentational.
 */
import type { MessengerChat } from '../../contracts/messenger.ts';
import { chatPreview, unreadBadge } from '../../domain/messenger-chats.ts';
import { isBlockedChat } from '../../domain/messenger-link.ts';
import { messengerTime } from '../../domain/messenger-time.ts';
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

/**
 * A chat button's name: what it shows, in the order it shows it (WCAG 2.5.3), the badge's count said as unread.
 * (Hidden separators in the button instead would be read apart: Chromium spaces out absolutely placed text.)
 */
export const chatLabel = (parts: { name: string; preview: string; time: string; badge: string }): string =>
  [parts.name, parts.preview, parts.time, parts.badge ? `${parts.badge} unread` : ''].filter(Boolean).join(', ');

export function ChatList({ chats, self, nowMs, timeZone, roomPathOf, onSelect }: ChatListProps) {
  return (
    <ul className="messenger-chats">
      {chats.map((chat) => {
        const { participant } = chat;
        const preview = chatPreview(chat, self);
        const sent = chat.last_message ? Date.parse(chat.last_message.sent_at) : null;
        const badge = unreadBadge(chat.unread_count);
        const time = sent !== null ? messengerTime(sent, nowMs, timeZone) : '';
        return (
          <li key={chat.id} className="messenger-chats__item">
            <button
              type="button"
              className="messenger-chats__open"
              aria-label={chatLabel({ name: participant.username, preview, time, badge })}
              onClick={() => onSelect(chat.id)}
            >
              <span className="messenger-chats__avatar">
                <Avatar name={participant.username} url={participant.avatar} letter={isBlockedChat(participant)} />
                {participant.is_online ? <span className="messenger-chats__online" aria-hidden="true" /> : null}
              </span>
              <span className="messenger-chats__main">
                {/* The spaces between the parts are not drawn (flex items) but keep the words apart for whoever reads the
                    text: the button's name must contain what it shows (WCAG 2.5.3). */}
                <span className="messenger-chats__name">{participant.username}</span> <span className="messenger-chats__preview">{preview}</span>
              </span>{' '}
              <span className="messenger-chats__meta">
                {time ? <span className="messenger-chats__time">{time}</span> : null}{' '}
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
