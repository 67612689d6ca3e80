/**
 * The header bell's view of the notifications machine (machines/notifications.machine.ts), apart from the machine:
 * its code comes once a viewer who may see the bell is there (issue 35), and until then the bell is drawn from the
 * machine's starting context (`firstNotificationsView`), the same the machine starts from.
 */
import { NOTIFICATIONS_PAGE, unreadCount } from '../domain/notifications.ts';
import type { NotificationsContext, NotificationsInput, NotificationsTag } from './notifications.machine.ts';

/** The machine's starting context: a list nobody fetched for this viewer yet is empty until it is. */
export const notificationsContext = (input: NotificationsInput): NotificationsContext => {
  const items = input.items ?? [];
  return { ...input, items, known: input.items !== null, unread: unreadCount(items, input.mark ?? 0), shown: NOTIFICATIONS_PAGE };
};

export type NotificationsView = ReturnType<typeof selectNotificationsView>;

export const selectNotificationsView = (s: { context: NotificationsContext; hasTag(tag: NotificationsTag): boolean }) => ({
  visible: s.context.allowed,
  open: s.hasTag('open'),
  unread: s.context.unread,
  shown: s.context.items.slice(0, s.context.shown),
  hasMore: s.context.shown < s.context.items.length,
});

/** The bell before the machine is there: closed, with the starting count (what the machine shows until it is opened). */
export const firstNotificationsView = (input: NotificationsInput): NotificationsView =>
  selectNotificationsView({ context: notificationsContext(input), hasTag: () => false });
