/**
 * Binds the header's messenger button (spec 002 §2.6) to the visit's messenger: shown when the messenger is authorised
 * and the user has chats, its badge the unread messages of every chat, a press toggling the panel (its 'panel' child).
 * Its place in a member's header on a cam site is held from the first paint (MemberToolPlace).
 */
import { Suspense, lazy } from 'react';
import { MessengerButton } from '../messenger/MessengerButton.tsx';
import { inertHandler, MemberToolPlace } from './MemberToolPlace.tsx';
import { useOnDemand } from './VisitContext.tsx';

// The bound button (the messenger's selectors and chat rules) comes after the messenger, once the page is interactive:
// a guest's page never loads it (issue 35).
const BoundMessengerButton = lazy(() => import('./BoundMessengerButton.tsx').then((m) => ({ default: m.BoundMessengerButton })));

export function MessengerSlot() {
  const messenger = useOnDemand('messenger', { load: false });
  return messenger ? (
    <Suspense fallback={<MessengerPlace />}>
      <BoundMessengerButton messenger={messenger} />
    </Suspense>
  ) : (
    <MessengerPlace />
  );
}

/**
 * A member's header keeps the button's place on a cam site (empty while they have no chats): the main menu beside it
 * does not lose an item to 'More' when the messenger arrives a second after the page.
 */
export function MessengerPlace() {
  return (
    <MemberToolPlace>
      <MessengerButton unread={0} badge="" expanded={false} onToggle={inertHandler} />
    </MemberToolPlace>
  );
}
