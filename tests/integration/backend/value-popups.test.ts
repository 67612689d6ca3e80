/**
 * The value pop-up service of the reference backend (spec 001 §3 'Value pop-up / header bar', 'Shown pop-ups
 * on the user', §6, §7 'Value pop-ups and header bars'): targeting by visitor group, page and affiliate, the shown ones
 * left out, active items only; the seed has every template; the generated art; the shown list kept on the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { VALUE_POPUP_PAGES, VALUE_POPUP_UUIDS as U, buildValuePopups } from '../../../backend/seed/value-popups.ts';
import { calls } from '../../../contracts/calls.ts';
import { seedDay } from '../../../backend/seed/demo-calendar.ts';
import { VALUE_POPUP_TEMPLATES } from '../../../contracts/value-popups.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

describe('the seed', () => {
  const seed = buildValuePopups(seedDay());
  it('has every template, a timed, an at-once, an exit-trap and a groupId 600 pop-up, and one switched-off item', () => {
    const all = [...seed.popups, ...seed.headerBars];
    for (const template of VALUE_POPUP_TEMPLATES) expect(all.some((i) => i.template === template)).toBe(true);
    expect(seed.popups.some((i) => i.showTrigger === 1 && i.timeForTrigger !== null)).toBe(true);
    expect(seed.popups.some((i) => i.showTrigger === 1 && i.timeForTrigger === null)).toBe(true);
    expect(seed.popups.some((i) => i.showTrigger === 2 && i.groupId === null)).toBe(true);
    expect(seed.popups.find((i) => i.groupId === 600)?.pages).toEqual(['/join-now/']);
    expect(seed.popups.filter((i) => !i.active).map((i) => i.uuid)).toEqual([U.inactiveItem]);
    expect(new Set(all.map((i) => i.uuid)).size).toBe(all.length);
  });
});

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const ask = async (name: 'showPopups' | 'showHeaderBars', body: Record<string, unknown>) => {
    const res = await request(backend, 'POST', urlOf(name), { body });
    expect(res.status).toBe(200);
    return calls[name].response.parse(res.json).data.map((i) => i.uuid);
  };

  describe('show-pop and show-header', () => {
    it('answers a guest the items for guests on the page, never a switched-off one', async () => {
      expect(await ask('showPopups', { showToGuest: true, url: VALUE_POPUP_PAGES.timed })).toEqual([U.timedGuest]);
      expect(await ask('showPopups', { showToGuest: true, url: VALUE_POPUP_PAGES.atOnce })).toEqual([U.atOnceGuest]);
      expect(await ask('showPopups', { showToGuest: true, url: `${VALUE_POPUP_PAGES.exitTrap[0]}?x=1` })).toEqual([U.exitTrapGuest]);
      expect(await ask('showPopups', { showToGuest: true, url: '/join-now/' })).toEqual([U.leaveTrap]);
      expect(await ask('showPopups', { showToGuest: true, url: '/videos/' })).toEqual([]);
      expect(await ask('showPopups', { showToMembers: true, url: VALUE_POPUP_PAGES.timed })).toEqual([]);
    });

    it('answers members, expired and inactive members their own', async () => {
      expect(await ask('showPopups', { showToMembers: true, url: VALUE_POPUP_PAGES.members })).toEqual([U.easyCancelMembers]);
      expect(await ask('showPopups', { active: true, showToExpired: true, showAllPages: true, url: VALUE_POPUP_PAGES.expired })).toEqual([
        U.expiredCustom,
      ]);
      expect(await ask('showPopups', { showToInactive: true, url: VALUE_POPUP_PAGES.inactive })).toEqual([U.inactiveVideo]);
      expect(await ask('showPopups', { showToGuest: true, url: VALUE_POPUP_PAGES.members })).toEqual([]);
    });

    it("adds an affiliate's item for its affiliate only, and leaves out the shown ones", async () => {
      const page = VALUE_POPUP_PAGES.timed;
      expect(await ask('showPopups', { showToGuest: true, url: page, affiliateId: 'aff-partner-7' })).toEqual([U.timedGuest, U.affiliateOnly]);
      expect(await ask('showPopups', { showToGuest: true, url: page, affiliateId: 'aff-other' })).toEqual([U.timedGuest]);
      expect(await ask('showPopups', { showToGuest: true, url: page, shownValuePopUps: [{ uuid: U.timedGuest }] })).toEqual([]);
    });

    it('answers the header bars by group and page', async () => {
      expect(await ask('showHeaderBars', { showToGuest: true, url: '/' })).toEqual([U.headerGuest]);
      expect(await ask('showHeaderBars', { showToGuest: true, url: VALUE_POPUP_PAGES.headerTrigger })).toEqual([U.headerGuest, U.headerTrigger]);
      expect(await ask('showHeaderBars', { active: true, showToExpired: true, showAllPages: true, url: '/videos/' })).toEqual([U.headerExpired]);
      expect(await ask('showHeaderBars', { showToMembers: true, url: '/videos/' })).toEqual([]);
      expect(await ask('showHeaderBars', { showToGuest: true, url: '/', shownValuePopUps: [{ uuid: U.headerGuest }] })).toEqual([]);
    });

    it('refuses a body that is not a context', async () => {
      const res = await request(backend, 'POST', urlOf('showPopups'), { body: { showToGuest: 'yes' } });
      expect(res.status).toBe(422);
    });
  });

  describe('uploads', () => {
    it('serves each part of an item as cacheable SVG, and 404 for other names', async () => {
      for (const part of ['main', 'main-mobile', 'small', 'layer', 'layer-mobile', 'badge']) {
        const res = await backend.app.request(`/api/value-popup/uploads/${U.exitTrapGuest}-${part}.svg`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        expect(res.headers.get('cache-control')).toContain('max-age');
        expect(await res.text()).toMatch(/^<svg /);
      }
      expect((await backend.app.request('/api/value-popup/uploads/x-huge.svg')).status).toBe(404);
      expect((await backend.app.request('/api/value-popup/uploads/..%2Fsecret.svg')).status).toBe(404);
    });
  });

  describe('the shown list on the user', () => {
    it('records a uuid once, carries it in the user info, and refuses a guest', async () => {
      const { atoken } = await loginAs(backend, 'trial@demo.test');
      const record = () => request(backend, 'POST', urlOf('recordShownValuePopup'), { body: { uuid: U.easyCancelMembers }, token: atoken });
      expect((await record()).json).toEqual({ data: { shownValuePopUps: [{ uuid: U.easyCancelMembers }] } });
      expect((await record()).json).toEqual({ data: { shownValuePopUps: [{ uuid: U.easyCancelMembers }] } });
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: atoken })).json);
      expect(info.data?.item?.shownValuePopUps).toEqual([{ uuid: U.easyCancelMembers }]);
      const guest = await request(backend, 'POST', urlOf('recordShownValuePopup'), { body: { uuid: U.easyCancelMembers } });
      expect(guest.status).toBe(401);
      const empty = await request(backend, 'POST', urlOf('recordShownValuePopup'), { body: { uuid: '' }, token: atoken });
      expect(empty.status).toBe(422);
    });
  });
});
