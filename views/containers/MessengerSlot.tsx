/**
 * Binds the header's messenger button (spec 002 §2.6) to the visit's messenger: shown when the messenger is authorised
 * and the user has chats, its badge the unread messages of every chat, a press toggling the panel (its 'panel' child).
 * Its place in a member's header on a cam site is held from the first paint (MemberToolPlace).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { selectMessengerButton, selectPanel, selectPanelVisibility } from '../../machines/messenger.selectors.ts';
import type { MessengerPanelActor } from '../../machines/messenger-panel.machine.ts';
import { MessengerButton } from '../messenger/MessengerButton.tsx';
import { inertHandler, MemberToolPlace } from './MemberToolPlace.tsx';
import { useOnDemand } from './VisitContext.tsx';
import type { VisitActors } from './visit-actors.ts';

export function MessengerSlot() {
  const messenger = useOnDemand('messenger', { load: false });
  return messenger ? <Slot messenger={messenger} /> : <MessengerPlace />;
}

function Slot({ messenger }: { messenger: VisitActors['messenger'] }) {
  const button = useSelector(messenger, selectMessengerButton, shallowEqual);
  const panel = useSelector(messenger, selectPanel);
  if (!button.shown || !panel) return <MessengerPlace />;
  return <BoundButton panel={panel} unread={button.unread} badge={button.badge} />;
}

/**
 * A member's header keeps the button's place on a cam site (empty while they have no chats): the main menu beside it
 * does not lose an item to 'More' when the messenger arrives a second after the page.
 */
function MessengerPlace() {
  return (
    <MemberToolPlace>
      <MessengerButton unread={0} badge="" expanded={false} onToggle={inertHandler} />
    </MemberToolPlace>
  );
}

function BoundButton({ panel, unread, badge }: { panel: MessengerPanelActor; unread: number; badge: string }) {
  const visibility = useSelector(panel, selectPanelVisibility);
  return <MessengerButton unread={unread} badge={badge} expanded={visibility !== 'hidden'} onToggle={() => panel.send({ type: 'TOGGLED' })} />;
}
