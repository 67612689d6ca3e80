/**
 * The open chat (spec 002 §2.6 'Chat view') bound to its machine (the messenger's 'chatView' child): the messages
 * (./MessageList.tsx) with date separators in the viewer's time zone and the 'New Messages' divider, 'Chat is not
 * available' for a chat whose participant blocked the user, the tip widget with 10, 20 and 50, and the composer
 * (disabled when blocked or muted, 'Can’t send the message' when a send fails).
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import { useCallback, useMemo } from 'react';
import type { MessengerChat } from '../../contracts/messenger.ts';
import type { ComposerActor } from '../../machines/composer.machine.ts';
import type { MessengerChatActor } from '../../machines/messenger-chat.machine.ts';
import { selectChatMessages, selectParticipantState } from '../../machines/messenger.selectors.ts';
import { BLOCKED_CHAT, chatEntries } from '../../domain/messenger-messages.ts';
import { MESSENGER_TIP_PRESETS } from '../../domain/tip-presets.ts';
import type { TipActor } from '../../machines/tip.machine.ts';
import { BoundComposer } from '../cams/BoundComposer.tsx';
import { BoundTip } from '../cams/BoundTip.tsx';
import { MessageList } from './MessageList.tsx';

/** A chat with nothing in it yet (a model's chat just created from the room). */
export const noMessagesYet = (name: string): string => `No messages yet. Say hello to ${name}!`;

export type ChatScreenProps = {
  chatView: MessengerChatActor;
  /** The chat as the list knows it now (the participant's presence and flags follow the events). */
  chat: MessengerChat;
  self: { id: string; name: string };
  nowMs: number;
  timeZone: string;
};

export function ChatScreen({ chatView, chat, self, nowMs, timeZone }: ChatScreenProps) {
  const view = useSelector(chatView, selectChatMessages, shallowEqual);
  const tip = useSelector(chatView, (s) => s.children.tip as TipActor | undefined);
  const composer = useSelector(chatView, (s) => s.children.composer as ComposerActor | undefined);
  const { blocked } = selectParticipantState(chat);
  const entries = useMemo(
    () => chatEntries(view.messages, { selfId: self.id, dividerBeforeId: view.dividerBeforeId, timeZone }),
    [view.messages, view.dividerBeforeId, self.id, timeZone],
  );
  const onNearTop = useCallback(() => chatView.send({ type: 'OLDER_WANTED' }), [chatView]);
  const onSeen = useCallback((messageId: string) => chatView.send({ type: 'MESSAGE_SEEN', messageId }), [chatView]);
  const name = chat.participant.username;
  return (
    <div className="messenger-chat">
      <MessageList
        entries={entries}
        selfName={self.name}
        participantName={name}
        loading={view.loading}
        nowMs={nowMs}
        timeZone={timeZone}
        label={`Conversation with ${name}`}
        onNearTop={onNearTop}
        onSeen={onSeen}
      />
      {!view.loading && view.messages.length === 0 ? <p className="messenger-chat__empty">{noMessagesYet(name)}</p> : null}
      {view.loadingOlder ? (
        <p className="messenger-chat__loading" role="status">
          Loading earlier messages…
        </p>
      ) : null}
      {blocked ? <p className="messenger-chat__blocked">{BLOCKED_CHAT}</p> : null}
      <div className="messenger-chat__tools">
        {tip && !blocked ? <BoundTip tip={tip} presets={MESSENGER_TIP_PRESETS} /> : null}
        {composer ? <BoundComposer composer={composer} /> : null}
      </div>
    </div>
  );
}
