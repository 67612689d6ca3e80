/**
 * Notifications in the atlas: a member with 8 notifications (3 after their mark, or no mark yet), the dropdown opened,
 * 'Load More', closed; the cookie's write answering or failing; another member signing in (their list, or a failure),
 * a sign-out; the machine arriving after a sign-in, which loads the member's list.
 */
import type { Notification } from '../../contracts/notifications.ts';
import { notificationsMachine } from '../../machines/notifications.machine.ts';
import { defineAtlasEntry } from './define.ts';

const item = (id: number, publishedAt: number): Notification => ({
  id,
  type: 1,
  url: `video-${id}`,
  title: `Video ${id}`,
  header: 'New video',
  image: null,
  publishedAt,
});
const EIGHT = Array.from({ length: 8 }, (_, i) => item(i + 1, 1000 + i * 100));
const member = { items: EIGHT, types: [{ id: 1, name: 'New video', ico: 'videos' }], userId: 'member-1', allowed: true };

export const notificationsEntry = defineAtlasEntry({
  id: 'notifications',
  title: 'Notifications',
  spec: [
    "000 §2.3 'Header' (notifications for active, expired or inactive members, verified view) and 'Notifications dropdown'",
    "000 §4 'Notifications read state'",
    "000 §7 'GET /notification'",
    '000 §9 (6 + 6, 9+)',
  ],
  description:
    "The bell's unread count (published after the notificationMark cookie, 0 when absent) and the dropdown 'All Notifications': 6 shown, 6 more per 'Load More'. Opening resets the count and, the first time, sets the cookie to now. Another member signing in loads their list; a viewer who may not see the bell loses it.",
  area: 'chrome',
  lifetime: 'visit',
  machine: notificationsMachine,
  inputs: {
    'member, mark set': { ...member, mark: 1450 },
    'member, no mark yet': { ...member, mark: null },
    guest: { items: [], types: [], mark: null, userId: null, allowed: false },
    // The machine's code came after a sign-in, with no list fetched for this member: it loads theirs.
    'member, arrived after signing in': { ...member, items: null, mark: 1450 },
  },
  events: [
    { type: 'OPENED' },
    { type: 'MORE_REQUESTED' },
    { type: 'CLOSED' },
    { type: 'xstate.done.actor.saveMark', output: 2000 },
    { type: 'xstate.error.actor.saveMark', error: new Error('cookies blocked') },
    { type: 'SESSION_CHANGED', userId: 'member-2', allowed: true },
    { type: 'SESSION_CHANGED', userId: 'member-1', allowed: false },
    { type: 'SESSION_CHANGED', userId: null, allowed: false },
    { type: 'xstate.done.actor.loadNotifications', output: EIGHT.slice(0, 3) },
    { type: 'xstate.error.actor.loadNotifications', error: new Error('network') },
  ],
  fakeActors: ['loadNotifications', 'saveMark'],
});
