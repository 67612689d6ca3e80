/**
 * The header's notifications (spec 000 §2.3, §4) in the visit: the root loader's list, the notificationMark cookie, the
 * content API's list for a member who signs in later. On demand: loaded once a viewer who may see the bell is there.
 */
import { fromPromise } from 'xstate';
import type { Notification } from '../../contracts/notifications.ts';
import { notificationsMachine } from '../../machines/notifications.machine.ts';
import { NOTIFICATION_MARK_COOKIE, NOTIFICATION_MARK_MAX_AGE } from '../../domain/notifications.ts';
import { defineVisitMachine } from './define.ts';
import { notificationsInput } from './notifications-input.ts';

export const notifications = defineVisitMachine({
  id: 'notifications',
  machine: notificationsMachine,
  provide: (services) =>
    notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise<Notification[], { userId: string }>(() => services.content.notifications()),
        saveMark: fromPromise<number, void>(async () => {
          const now = Math.floor(services.nowMs() / 1000);
          services.cookies.set(NOTIFICATION_MARK_COOKIE, String(now), { path: '/', maxAge: NOTIFICATION_MARK_MAX_AGE });
          return now;
        }),
      },
    }),
  input: notificationsInput,
});
