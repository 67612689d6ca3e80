/**
 * Binds the header's bell to the notifications machine (spec 000 §2.3, §4): shown when the machine hears this viewer,
 * the links of rules/notifications and the relative times from the session's clock (the render's time on the server
 * and at hydration), never from Date.now() while rendering.
 *
 * The machine comes once a viewer who may see the bell is here (issue 35); until then the bell is the visit's first
 * view of it (the same count in the server's HTML and at hydration), for the viewer it was drawn for, and a press
 * waits for the machine (useOnDemandSend), which opens the dropdown as it comes.
 */
import { useSelector } from './use-selector.ts';
import { relativeTime } from '../../domain/format-date.ts';
import { notificationLink } from '../../domain/notifications.ts';
import { selectNotificationsView } from '../../machines/notifications.selectors.ts';
import { NotificationsBell } from '../chrome/NotificationsBell.tsx';
import { sameViewOrNull, useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

export function NotificationsBellSlot() {
  const { first, session } = useVisit();
  const machineView = useOnDemandSelector('notifications', selectNotificationsView, null, sameViewOrNull);
  const types = useOnDemandSelector('notifications', (s) => s.context.types, null);
  const send = useOnDemandSend('notifications');
  const userId = useSelector(session, (s) => s.context.facts.userId);
  const nowSec = useSelector(session, (s) => Math.floor(s.context.nowMs / 1000));
  const view = machineView ?? { ...first.notifications, visible: first.notifications.visible && userId === first.notifications.userId };
  if (!view.visible) return null;
  const items = view.shown.map((n) => ({
    id: n.id,
    ...notificationLink(n, types ?? []),
    header: n.header,
    title: n.title,
    image: n.image,
    when: relativeTime(n.publishedAt, nowSec),
  }));
  return (
    <NotificationsBell
      unread={view.unread}
      open={view.open}
      items={items}
      hasMore={view.hasMore}
      onOpen={() => send({ type: 'OPENED' })}
      onClose={() => send({ type: 'CLOSED' })}
      onMore={() => send({ type: 'MORE_REQUESTED' })}
    />
  );
}
