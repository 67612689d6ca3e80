/**
 * What the messenger's views read (DESIGN 'Machines': narrow selectors, tags and `can`), from the messenger's snapshot
 * (machines/messenger.machine.ts), its panel's (messenger-panel.machine.ts) and the open chat's
 * (messenger-chat.machine.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { MessengerChat } from '../contracts/messenger.ts';
import type { MessengerChatActor, messengerChatMachine } from './messenger-chat.machine.ts';
import type { MessengerPanelActor, messengerPanelMachine } from './messenger-panel.machine.ts';
import type { messengerMachine } from './messenger.machine.ts';
import { chatById, totalUnread, unreadBadge } from '../domain/messenger-chats.ts';
import { isBlockedChat, isInputDisabled } from '../domain/messenger-link.ts';

type MessengerSnapshot = SnapshotFrom<typeof messengerMachine>;
type PanelSnapshot = SnapshotFrom<typeof messengerPanelMachine>;
type ChatSnapshot = SnapshotFrom<typeof messengerChatMachine>;

/** The header button (§2.6): only for a user with chats, with the unread badge ('9+' above 9). */
export const selectMessengerButton = (s: MessengerSnapshot) => {
  const unread = totalUnread(s.context.chats);
  return { shown: s.hasTag('authorised') && s.context.chats.length > 0, unread, badge: unreadBadge(unread) };
};

export const selectPanel = (s: MessengerSnapshot): MessengerPanelActor | undefined => s.children.panel as MessengerPanelActor | undefined;
export const selectChatView = (s: MessengerSnapshot): MessengerChatActor | undefined => s.children.chatView as MessengerChatActor | undefined;

export const selectPanelVisibility = (s: PanelSnapshot): 'hidden' | 'shown' | 'minimized' =>
  s.matches('shown') ? 'shown' : s.matches('minimized') ? 'minimized' : 'hidden';

/** The chat list and what the panel's header needs. */
export const selectMessengerView = (s: MessengerSnapshot) => ({
  chats: s.context.chats,
  current: chatById(s.context.chats, s.context.currentChatId),
  opening: s.hasTag('opening'),
  canGoBack: s.can({ type: 'BACK_PRESSED' }),
  self: { id: s.context.selfId, name: s.context.selfName },
  nowMs: s.context.nowMs,
  dialog: s.context.dialog,
});

/** The open chat's messages and their state. */
export const selectChatMessages = (s: ChatSnapshot) => ({
  messages: s.context.messages,
  dividerBeforeId: s.context.dividerBeforeId,
  loading: s.hasTag('loading'),
  loadingOlder: s.hasTag('loadingOlder'),
  hasMore: s.context.hasMore,
});

/** What the participant's flags do to the chat (§4.9 'Input'; §2.6 blocked). */
export const selectParticipantState = (chat: MessengerChat | null) => ({
  blocked: chat ? isBlockedChat(chat.participant) : false,
  inputDisabled: chat ? isInputDisabled(chat.participant) : true,
});
