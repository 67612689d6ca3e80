/**
 * The messenger panel's frame (spec 002 §2.6 'Panel'): in the chat list its header reads 'Messages'; in a chat it shows
 * the participant's avatar (a letter for a blocked chat), username and 'Online' or 'Offline', the chat's menu and a
 * Back button (disabled without chats); always Minimize and Close. Minimized, only the header stays, and pressing its
 * title shows the panel again; the body stays in the page (hidden), so an open chat keeps its place. Going into a chat or
 * back to the list moves the focus to the new heading (the control pressed is gone). Presentational.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { MESSAGES_HEADING, OFFLINE, ONLINE } from '../../domain/messenger-chats.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Avatar } from './Avatar.tsx';
import { ChatMenu } from './ChatMenu.tsx';
import { MESSENGER_PANEL_ID } from './MessengerButton.tsx';

export type PanelChat = { name: string; avatar: string; letter: boolean; online: boolean; roomPath: string | null };

export type MessengerPanelProps = {
  minimized: boolean;
  /** The open chat's participant, or null in the chat list. */
  chat: PanelChat | null;
  canGoBack: boolean;
  onBack(): void;
  onToggleMinimize(): void;
  onHeaderPress(): void;
  onClose(): void;
  children: ReactNode;
};

export function MessengerPanel({ minimized, chat, canGoBack, onBack, onToggleMinimize, onHeaderPress, onClose, children }: MessengerPanelProps) {
  const title = chat ? chat.name : MESSAGES_HEADING;
  // Going from the list into a chat (or back) replaces the control that had focus: focus goes to the new heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    if (heading.current?.closest('.messenger')?.contains(document.activeElement) || document.activeElement === document.body)
      heading.current?.focus();
  }, [title]);
  return (
    <section id={MESSENGER_PANEL_ID} className={`messenger${minimized ? ' messenger--minimized' : ''}`} aria-label="Messenger">
      <header className="messenger__header">
        {chat ? (
          <Button variant="ghost" iconOnly size="sm" aria-label="Back" disabled={!canGoBack} onPress={onBack}>
            <Icon name="back" size={18} />
          </Button>
        ) : null}
        {chat ? <Avatar name={chat.name} url={chat.avatar} letter={chat.letter} size={32} /> : null}
        <div className="messenger__title">
          <h2 ref={heading} className="messenger__heading" tabIndex={-1}>
            {minimized ? (
              <button type="button" className="messenger__heading-button" onClick={onHeaderPress}>
                {title}
              </button>
            ) : (
              title
            )}
          </h2>
          {chat ? (
            <span className={`messenger__presence${chat.online ? ' messenger__presence--online' : ''}`}>{chat.online ? ONLINE : OFFLINE}</span>
          ) : null}
        </div>
        {chat && !minimized ? <ChatMenu participant={chat.name} roomPath={chat.roomPath} /> : null}
        <Button
          variant="ghost"
          iconOnly
          size="sm"
          aria-label={minimized ? 'Restore' : 'Minimize'}
          aria-expanded={!minimized}
          onPress={onToggleMinimize}
        >
          <Icon name={minimized ? 'chevron' : 'minimize'} size={18} />
        </Button>
        <Button variant="ghost" iconOnly size="sm" aria-label="Close" onPress={onClose}>
          <Icon name="close" size={18} />
        </Button>
      </header>
      <div className="messenger__body" hidden={minimized}>
        {children}
      </div>
    </section>
  );
}
