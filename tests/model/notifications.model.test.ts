/**
 * Model-based tests of the notifications (spec 000 §2.3, §4 'Notifications read state', §9): paths from the machine's
 * graph replayed with fake actors. Opening resets the count and shows 6; 'Load More' adds 6 up to the list; the cookie
 * is written only when it was not set, and a set mark never moves; a viewer who may not see the bell never opens it.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { notificationsEntry } from '../../app/atlas/notifications.ts';
import { type NotificationsContext, type NotificationsInput, notificationsMachine } from '../../machines/notifications.machine.ts';
import { firstNotificationsView, selectNotificationsView } from '../../machines/notifications.selectors.ts';
import { expectFirstViewsAreFirstSnapshots } from './first-view.ts';
import { NOTIFICATIONS_PAGE, unreadCount } from '../../domain/notifications.ts';
import { FakeActors, flush } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('notifications', notificationsMachine);

describe('notifications, paths from the graph', () => {
  it('replays every path: the count, the pages, the mark written once', async () => {
    await replayAll(entryPaths(notificationsEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = notificationsMachine.provide({ actors: fakeActorsOf(notificationsEntry, fakes) as never });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as NotificationsContext;
            const now = after.context as NotificationsContext;
            expect(now.shown).toBeLessThanOrEqual(Math.max(NOTIFICATIONS_PAGE, now.items.length + NOTIFICATIONS_PAGE - 1));
            if (event.type === 'OPENED') {
              expect(after.hasTag('open')).toBe(was.allowed);
              if (was.allowed && !before.hasTag('open')) expect([now.unread, now.shown]).toEqual([0, NOTIFICATIONS_PAGE]);
            }
            // A mark once set is never moved by the machine.
            if (was.mark !== null) expect(now.mark).toBe(was.mark);
            if (event.type === 'MORE_REQUESTED' && before.hasTag('open')) {
              expect(now.shown).toBe(was.shown < was.items.length ? was.shown + NOTIFICATIONS_PAGE : was.shown);
            }
            if (event.type === 'xstate.done.actor.loadNotifications') expect(now.unread).toBe(unreadCount(now.items, now.mark ?? 0));
            if (!now.allowed) expect(after.hasTag('open')).toBe(false);
          },
        };
      },
    });
  });
});

describe('notifications, before the machine has come', () => {
  it("the bell is drawn as the machine's first snapshot shows it, for every starting fact of the atlas", () => {
    const machine = notificationsMachine.provide({ actors: fakeActorsOf(notificationsEntry, new FakeActors()) as never });
    expectFirstViewsAreFirstSnapshots(notificationsEntry.inputs, machine, firstNotificationsView, selectNotificationsView);
  });
});

describe('notifications, the read state', () => {
  const start = (mark: number | null) => {
    const fakes = new FakeActors();
    const machine = notificationsMachine.provide({ actors: fakeActorsOf(notificationsEntry, fakes) as never });
    const input = { ...(notificationsEntry.inputs['member, mark set'] as NotificationsInput), mark };
    return { actor: createActor(machine, { input }).start(), fakes };
  };

  it('counts what was published after the mark; the first opening writes the mark, later ones do not', async () => {
    const { actor, fakes } = start(null);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(8);
    actor.send({ type: 'OPENED' });
    expect(fakes.calls.saveMark).toHaveLength(1);
    fakes.settle('saveMark', 'resolve', 5000);
    await flush();
    expect(actor.getSnapshot().context.mark).toBe(5000);
    actor.send({ type: 'CLOSED' });
    actor.send({ type: 'OPENED' });
    expect(fakes.calls.saveMark).toHaveLength(1);
    actor.stop();
  });

  it('arriving after a sign-in, with no list for this member, loads theirs (the bell shows none until it answers)', async () => {
    const fakes = new FakeActors();
    const machine = notificationsMachine.provide({ actors: fakeActorsOf(notificationsEntry, fakes) as never });
    const input = notificationsEntry.inputs['member, arrived after signing in'] as NotificationsInput;
    const actor = createActor(machine, { input }).start();
    expect(fakes.calls.loadNotifications).toHaveLength(1);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(0);
    fakes.settle('loadNotifications', 'resolve', (notificationsEntry.inputs['member, mark set'] as NotificationsInput).items);
    await flush();
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(3);
    // The first page's list (the same viewer) is never fetched again.
    const known = createActor(machine, { input: notificationsEntry.inputs['member, mark set'] as NotificationsInput }).start();
    expect(fakes.calls.loadNotifications).toHaveLength(1);
    actor.stop();
    known.stop();
  });

  it('shows 6, then all 8 after Load More, and no more', () => {
    const { actor } = start(1450);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(3);
    actor.send({ type: 'OPENED' });
    const first = selectNotificationsView(actor.getSnapshot());
    expect([first.shown.length, first.hasMore, first.unread]).toEqual([6, true, 0]);
    actor.send({ type: 'MORE_REQUESTED' });
    const all = selectNotificationsView(actor.getSnapshot());
    expect([all.shown.length, all.hasMore]).toEqual([8, false]);
    actor.stop();
  });
});
