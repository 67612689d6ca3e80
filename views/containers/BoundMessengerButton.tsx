/**
 * The header's messenger button bound to the visit's messenger (MessengerSlot.tsx holds its place until it is there):
 * shown when the messenger is authorised and the user has chats, its badge the unread messages of every chat, a press
 * toggling the panel (its 'panel' child).
 */
import { shallowEqual, useSelector } from './use-selector.ts';
import { selectMessengerButton, selectPanel, selectPanelVisibility } from '../../machines/messenger.selectors.ts';
import type { MessengerPanelActor } from '../../machines/messenger-panel.machine.ts';
import { MessengerButton } from '../messenger/MessengerButton.tsx';
import { MessengerPlace } from './MessengerSlot.tsx';
import type { VisitActors } from './visit-actors.ts';

export function BoundMessengerButton({ messenger }: { messenger: VisitActors['messenger'] }) {
  const button = useSelector(messenger, selectMessengerButton, shallowEqual);
  const panel = useSelector(messenger, selectPanel);
  if (!button.shown || !panel) return <MessengerPlace />;
  return <BoundButton panel={panel} unread={button.unread} badge={button.badge} />;
}

function BoundButton({ panel, unread, badge }: { panel: MessengerPanelActor; unread: number; badge: string }) {
  const visibility = useSelector(panel, selectPanelVisibility);
  return <MessengerButton unread={unread} badge={badge} expanded={visibility !== 'hidden'} onToggle={() => panel.send({ type: 'TOGGLED' })} />;
}
