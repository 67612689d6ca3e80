/**
 * The messenger panel (spec 002 §2.6) bound to the visit's messenger and its panel: loaded the first time the panel
 * shows, so the list, the virtualised chat, the tip widget and the composer never weigh on a page's first load. The
 * chat list, or the open chat (the messenger's 'chatView' child) while one is open.
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import { useMemo } from 'react';
import type { MessengerChat } from '../../contracts/messenger.ts';
import type { MessengerPanelActor } from '../../machines/messenger-panel.machine.ts';
import type { MessengerActor } from '../../machines/messenger.machine.ts';
import { selectChatView, selectMessengerView, selectPanelVisibility } from '../../machines/messenger.selectors.ts';
import { camRoomPath } from '../../domain/cam-routes.ts';
import { isBlockedChat } from '../../domain/messenger-link.ts';
import { viewerTimeZone } from '../../domain/messenger-time.ts';
import { ChatList } from './ChatList.tsx';
import { ChatScreen } from './ChatScreen.tsx';
import { MessengerPanel } from './MessengerPanel.tsx';
import './messenger-panel.css';

export type MessengerPanelScreenProps = { messenger: MessengerActor; panel: MessengerPanelActor; camListSlug: string };

export function MessengerPanelScreen({ messenger, panel, camListSlug }: MessengerPanelScreenProps) {
  const visibility = useSelector(panel, selectPanelVisibility);
  const view = useSelector(messenger, selectMessengerView, shallowEqual);
  const chatView = useSelector(messenger, selectChatView);
  const timeZone = useMemo(viewerTimeZone, []);
  const roomPathOf = (chat: MessengerChat) => (chat.participant.model_nickname ? camRoomPath(camListSlug, chat.participant.model_nickname) : null);
  const current = view.current;
  const open = current && chatView ? { chat: current, chatView } : null;
  return (
    <MessengerPanel
      minimized={visibility === 'minimized'}
      chat={
        current
          ? {
              name: current.participant.username,
              avatar: current.participant.avatar,
              letter: isBlockedChat(current.participant),
              online: current.participant.is_online,
              roomPath: roomPathOf(current),
            }
          : null
      }
      canGoBack={view.canGoBack}
      onBack={() => messenger.send({ type: 'BACK_PRESSED' })}
      onToggleMinimize={() => panel.send({ type: 'MINIMIZE_TOGGLED' })}
      onHeaderPress={() => panel.send({ type: 'HEADER_PRESSED' })}
      onClose={() => messenger.send({ type: 'CLOSE_PRESSED' })}
    >
      {open ? (
        <ChatScreen key={open.chat.id} chatView={open.chatView} chat={open.chat} self={view.self} nowMs={view.nowMs} timeZone={timeZone} />
      ) : view.opening ? (
        <p className="messenger__status" role="status">
          Opening the chat…
        </p>
      ) : (
        <ChatList
          chats={view.chats}
          self={view.self}
          nowMs={view.nowMs}
          timeZone={timeZone}
          roomPathOf={roomPathOf}
          onSelect={(chatId) => messenger.send({ type: 'CHAT_SELECTED', chatId })}
        />
      )}
    </MessengerPanel>
  );
}
