/**
 * The header's notifications (spec 000 §2.3 'Header', 'Notifications dropdown'; §4 'Notifications read state'; §8
 * errors swallowed; §9 6 + 6): the notifications of the visit, the unread count against the notificationMark cookie,
 * the dropdown and its 'Load More'.
 *
 * - Starts from what the root loader fetched for a signed-in visitor, the cookie's mark (0 when absent) and whether
 *   the viewer may see the bell (rules/notifications canSeeNotifications on the session's facts). Its code comes when a
 *   viewer who may see the bell is there (issue 35); arriving after a sign-in, with no list for this viewer, it loads one.
 * - OPENED opens the dropdown with 6 shown and the shown unread count reset to 0; when the cookie is not set yet,
 *   `saveMark` sets it to now (path /) and the mark follows. MORE_REQUESTED shows 6 more; CLOSED closes it.
 * - The session's SESSION_CHANGED: another member who may see the bell → their notifications are loaded (a failure
 *   leaves none); a viewer who may not → the dropdown closes and the bell goes.
 *
 * Side effects supplied at composition (app/system/notifications.ts): actors `loadNotifications`, `saveMark`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Notification, NotificationType } from '../contracts/notifications.ts';
import { NOTIFICATIONS_PAGE, canSeeNotifications, unreadCount } from '../domain/notifications.ts';
import { notificationsContext } from './notifications.selectors.ts';
import { notProvided, fromSessionChanges } from './actor-placeholders.ts';

export type NotificationsInput = {
  /** The viewer's notifications; null when nobody fetched them for this viewer yet (the machine arrived after a sign-in). */
  items: Notification[] | null;
  types: NotificationType[];
  /** The notificationMark cookie's seconds, or null when it is not set. */
  mark: number | null;
  userId: string | null;
  allowed: boolean;
};

export type NotificationsContext = Omit<NotificationsInput, 'items'> & {
  items: Notification[];
  /** Whether `items` are this viewer's (false until a load answers, when the input had none). */
  known: boolean;
  /** The badge's count: unread at start, 0 once the dropdown was opened. */
  unread: number;
  /** How many the dropdown shows. */
  shown: number;
};

export type NotificationsEvent =
  | { type: 'OPENED' }
  | { type: 'CLOSED' }
  | { type: 'MORE_REQUESTED' }
  | { type: 'SESSION_CHANGED'; userId: string | null; allowed: boolean };

export type NotificationsTag = 'open' | 'loading';

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    tags: {} as NotificationsTag,
  },
  actors: {
    loadNotifications: fromPromise<Notification[], { userId: string }>(notProvided('loadNotifications')),
    /** Sets the notificationMark cookie to now (path /); resolves the seconds it holds. */
    saveMark: fromPromise<number, void>(notProvided('saveMark')),
    /** The session's SESSION_CHANGED, as this machine's event. */
    sessionChanges: fromSessionChanges<NotificationsEvent>((facts) => ({
      type: 'SESSION_CHANGED',
      userId: facts.userId,
      allowed: canSeeNotifications(facts.flags, facts.verifiedView),
    })),
  },
  actions: {
    adoptViewer: assign((_, next: { userId: string | null; allowed: boolean }) => ({ userId: next.userId, allowed: next.allowed })),
    adoptItems: assign(({ context }, items: Notification[]) => ({ items, known: true, unread: unreadCount(items, context.mark ?? 0) })),
    forgetItems: assign({ items: [], known: false, unread: 0, shown: NOTIFICATIONS_PAGE }),
    openFirstPage: assign({ shown: NOTIFICATIONS_PAGE, unread: 0 }),
    showMore: assign(({ context }) => ({ shown: context.shown + NOTIFICATIONS_PAGE })),
    adoptMark: assign((_, mark: number) => ({ mark })),
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    unknownItems: ({ context }) => context.allowed && !context.known,
    markUnset: ({ context }) => context.mark === null,
    hasMore: ({ context }) => context.shown < context.items.length,
    anotherMemberAllowed: ({ context }, next: { userId: string | null; allowed: boolean }) => next.allowed && next.userId !== context.userId,
    notAllowed: (_, next: { allowed: boolean }) => !next.allowed,
  },
}).createMachine({
  id: 'notifications',
  description: "Spec 000 §2.3 'Notifications dropdown', §4 'Notifications read state': the bell's unread count and the dropdown.",
  context: ({ input }) => notificationsContext(input),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'starting',
  on: {
    SESSION_CHANGED: [
      {
        guard: { type: 'anotherMemberAllowed', params: ({ event }) => event },
        target: '.loading',
        actions: [{ type: 'adoptViewer', params: ({ event }) => event }, 'forgetItems'],
      },
      {
        guard: { type: 'notAllowed', params: ({ event }) => event },
        target: '.closed',
        actions: { type: 'adoptViewer', params: ({ event }) => event },
      },
      { actions: { type: 'adoptViewer', params: ({ event }) => event } },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'unknownItems', target: 'loading' }, { target: 'closed' }],
    },
    closed: {
      on: { OPENED: { guard: 'allowed', target: 'open' } },
    },
    loading: {
      description:
        'Another member signed in (or the machine arrived after a sign-in): the notifications they see (§7 GET /notification); a failure leaves none (§8).',
      tags: ['loading'],
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: { target: 'closed', actions: { type: 'adoptItems', params: ({ event }) => event.output } },
        onError: { target: 'closed' },
      },
    },
    open: {
      description: "The dropdown 'All Notifications': 6 shown, 6 more per 'Load More'; opening reset the unread count (§4).",
      tags: ['open'],
      entry: 'openFirstPage',
      initial: 'checkingMark',
      on: {
        CLOSED: 'closed',
        MORE_REQUESTED: { guard: 'hasMore', actions: 'showMore' },
      },
      states: {
        checkingMark: { always: [{ guard: 'markUnset', target: 'marking' }, { target: 'ready' }] },
        marking: {
          description: 'The first opening sets the notificationMark cookie to now (path /); a set cookie is never moved (§4).',
          invoke: {
            id: 'saveMark',
            src: 'saveMark',
            onDone: { target: 'ready', actions: { type: 'adoptMark', params: ({ event }) => event.output } },
            onError: { target: 'ready' },
          },
        },
        ready: {},
      },
    },
  },
});
