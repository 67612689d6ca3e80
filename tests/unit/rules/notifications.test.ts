import { describe, expect, it } from 'vitest';
import { badgeText, canSeeNotifications, notificationLink, readMark, unreadCount } from '../../../domain/notifications.ts';

const types = [
  { id: 1, name: 'New video', ico: 'videos' },
  { id: 2, name: 'New model', ico: 'models' },
];

describe('notifications rules (spec 000 §2.3, §4)', () => {
  it('links /{typeIcon}/{url}/ for a known type, the raw URL when external, else /{url}/', () => {
    expect(notificationLink({ type: 1, url: 'neon-balcony-getaway' }, types)).toEqual({ href: '/videos/neon-balcony-getaway/', external: false });
    expect(notificationLink({ type: 2, url: '/delia-storm/' }, types)).toEqual({ href: '/models/delia-storm/', external: false });
    expect(notificationLink({ type: 1, url: 'https://apps.example.test/x' }, types)).toEqual({ href: 'https://apps.example.test/x', external: true });
    expect(notificationLink({ type: 9, url: 'faq' }, types)).toEqual({ href: '/faq/', external: false });
    expect(notificationLink({ type: null, url: 'devices/meta-quest-3' }, types)).toEqual({ href: '/devices/meta-quest-3/', external: false });
  });

  it('counts unread after the mark, 0 when the cookie is absent or not a number', () => {
    const items = [{ publishedAt: 100 }, { publishedAt: 200 }, { publishedAt: 300 }];
    expect(unreadCount(items, readMark(undefined))).toBe(3);
    expect(unreadCount(items, readMark('abc'))).toBe(3);
    expect(unreadCount(items, readMark('200'))).toBe(1);
    expect(unreadCount(items, readMark('300'))).toBe(0);
  });

  it("shows '9+' above 9 and nothing at 0", () => {
    expect([badgeText(0), badgeText(1), badgeText(9), badgeText(10), badgeText(24)]).toEqual(['', '1', '9', '9+', '9+']);
  });

  it('is for active, expired or inactive members in the verified view', () => {
    expect(canSeeNotifications({ activeExpiredOrInactive: true }, true)).toBe(true);
    expect(canSeeNotifications({ activeExpiredOrInactive: true }, false)).toBe(false);
    expect(canSeeNotifications({ activeExpiredOrInactive: false }, true)).toBe(false);
  });
});
