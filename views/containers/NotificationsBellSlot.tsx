/**
 * Binds the header's bell to the notifications machine (spec 000 §2.3, §4): shown when the machine hears this viewer,
 * the links of rules/notifications and the relative times from the session's clock (the render's time on the server
 * and at hydration), never from Date.now() while rendering.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { selectNotificationsView } from '../../machines/notifications.machine.ts';
import { relativeTime } from '../../domain/format.ts';
import { notificationLink } from '../../domain/notifications.ts';
import { NotificationsBell } from '../chrome/NotificationsBell.tsx';
import { useVisit } from './VisitContext.tsx';

export function NotificationsBellSlot() {
  const { notifications, session } = useVisit();
  const view = useSelector(notifications, selectNotificationsView, shallowEqual);
  const types = useSelector(notifications, (s) => s.context.types);
  const nowSec = useSelector(session, (s) => Math.floor(s.context.nowMs / 1000));
  if (!view.visible) return null;
  const items = view.shown.map((n) => ({
    id: n.id,
    ...notificationLink(n, types),
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
      onOpen={() => notifications.send({ type: 'OPENED' })}
      onClose={() => notifications.send({ type: 'CLOSED' })}
      onMore={() => notifications.send({ type: 'MORE_REQUESTED' })}
    />
  );
}
