/**
 * The notifications machine's starting facts (app/system/notifications.ts), apart from its module: the visit draws the
 * header's bell from them before the machine's code has come (views/containers/NotificationsBellSlot.tsx).
 * The root loader's list (none in the facts of a machine that arrives for another viewer than the first page's:
 * app/system/visit.tsx), the notificationMark cookie and whether this viewer may see the bell.
 */
import type { NotificationsInput } from '../../machines/notifications.machine.ts';
import { NOTIFICATION_MARK_COOKIE, canSeeNotifications, readMark } from '../../domain/notifications.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';
import { startingFacts } from './facts.ts';

export function notificationsInput(root: RootData, request: VisitRequest): NotificationsInput {
  const facts = startingFacts(root, request);
  const mark = readMark(request.cookies.get(NOTIFICATION_MARK_COOKIE));
  return {
    items: root.notifications,
    types: root.notificationTypes,
    mark: mark > 0 ? mark : null,
    userId: facts.userId,
    allowed: canSeeNotifications(facts.flags, facts.verifiedView),
  };
}
