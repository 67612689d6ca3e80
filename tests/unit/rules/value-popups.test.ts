/**
 * The rules of the value pop-ups (spec 001 §4 'Value pop-ups', §6, §7 context, §9 showTrigger): the request's context per
 * visitor group (the expired query), the url with or without its query, which pop-up shows when, and which link clicks
 * the exit trap stops.
 */
import { describe, expect, it } from 'vitest';
import type { ValuePopup } from '../../../contracts/value-popups.ts';
import { valuePopupContext, withShown } from '../../../domain/value-popup-context.ts';
import { planPopups, secondsBeforeShowing, trapsLink, triggerOf } from '../../../domain/value-popups.ts';

const base = { affiliateId: 'aff-7', shown: ['s1'], path: '/videos/', search: '' };
const item = (uuid: string, fields: Partial<ValuePopup> = {}) =>
  ({ uuid, active: true, showTrigger: 1, timeForTrigger: null, groupId: null, ...fields }) as ValuePopup;

describe('valuePopupContext', () => {
  it('flags the visitor group and carries the affiliate, the shown ones, the url and the target link', () => {
    expect(valuePopupContext({ ...base, group: 'guest', targetLink: '/models/' })).toEqual({
      showToGuest: true,
      showToInactive: false,
      showToMembers: false,
      showToExpired: false,
      affiliateId: 'aff-7',
      shownValuePopUps: [{ uuid: 's1' }],
      url: '/videos/',
      targetLink: '/models/',
    });
    expect(valuePopupContext({ ...base, group: 'member' })).toMatchObject({ showToMembers: true, showToGuest: false });
    expect(valuePopupContext({ ...base, group: 'inactive' })).toMatchObject({ showToInactive: true, showToGuest: false });
  });

  it('asks the expired query for an expired member', () => {
    expect(valuePopupContext({ ...base, group: 'expiredMember' })).toMatchObject({
      active: true,
      showToExpired: true,
      showAllPages: true,
      showToGuest: false,
      showToMembers: false,
    });
  });

  it('adds the query string to the url unless it has aff_id', () => {
    expect(valuePopupContext({ ...base, group: 'guest', search: '?page=2' }).url).toBe('/videos/?page=2');
    expect(valuePopupContext({ ...base, group: 'guest', search: 'page=2' }).url).toBe('/videos/?page=2');
    expect(valuePopupContext({ ...base, group: 'guest', search: '?aff_id=7&page=2' }).url).toBe('/videos/');
  });
});

describe('triggers and the plan', () => {
  it('tells timed, at-once, exit-trap and leave-page-trap pop-ups apart', () => {
    expect(triggerOf(item('a', { timeForTrigger: 5 }))).toBe('timed');
    expect(triggerOf(item('a', { timeForTrigger: 0 }))).toBe('atOnce');
    expect(triggerOf(item('a'))).toBe('atOnce');
    expect(triggerOf(item('a', { showTrigger: 2 }))).toBe('exitTrap');
    expect(triggerOf(item('a', { showTrigger: 2, groupId: 600 }))).toBe('leaveTrap');
    expect(secondsBeforeShowing(item('a', { timeForTrigger: 7 }))).toBe(7);
    expect(secondsBeforeShowing(item('a'))).toBe(0);
  });

  it('plans the first of each kind not shown yet, active only', () => {
    const items = [
      item('off', { active: false }),
      item('t1', { timeForTrigger: 5 }),
      item('t2'),
      item('x', { showTrigger: 2 }),
      item('l', { showTrigger: 2, groupId: 600 }),
    ];
    const plan = planPopups(items, ['t1']);
    expect([plan.banner?.uuid, plan.exitTrap?.uuid, plan.leaveTrap?.uuid]).toEqual(['t2', 'x', 'l']);
    expect(planPopups([], [])).toEqual({ banner: null, exitTrap: null, leaveTrap: null });
    expect(withShown(['a'], 'a')).toEqual(['a']);
    expect(withShown(['a'], 'b')).toEqual(['a', 'b']);
  });
});

describe('trapsLink', () => {
  const origin = 'https://site.test';
  const here = { path: '/time-capsule/', search: '' };
  it('stops internal links to other pages, not join-now, not external links, not the page itself', () => {
    expect(trapsLink('/videos/', origin, here)).toBe(true);
    expect(trapsLink('https://site.test/models/?page=2', origin, here)).toBe(true);
    expect(trapsLink('/join-now/', origin, here)).toBe(false);
    expect(trapsLink('/join-now/?event=expired', origin, here)).toBe(false);
    expect(trapsLink('https://partner.test/', origin, here)).toBe(false);
    expect(trapsLink('/time-capsule/', origin, here)).toBe(false);
    expect(trapsLink('/time-capsule/#top', origin, here)).toBe(false);
    expect(trapsLink('http://[bad', origin, here)).toBe(false);
  });
});
