/**
 * The join-now calls of the reference backend (spec 001 §3, §7 'Join-now and sales', §9): the template and
 * config, the billers, the running sale event, and the price slots, whose sale prices come only with the running
 * sale's uuid as `event`; every tariff set has its standard variant, the base set its special one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { bundlesOf, setOfSlot, shownTariffs } from '../../../domain/tariffs.ts';
import { onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });
  const get = async (url: string) => request(backend, 'GET', url);

  describe('join-now calls', () => {
    it('answers the template, the config (with a testimonial without text) and the billers', async () => {
      const template = calls.joinNowTemplate.response.parse((await get(urlOf('joinNowTemplate'))).json).data;
      expect(template.benefits.length).toBeGreaterThan(0);
      expect([template.standardImage1?.url, template.bundleImage3?.url]).toEqual(['/media/art/promo/plan-1.svg', '/media/art/promo/bundle-3.svg']);
      const config = calls.joinNowConfig.response.parse((await get(urlOf('joinNowConfig'))).json).data;
      expect(config.comments.some((c) => c.text === null)).toBe(true);
      expect(config.trapTimerMinutes).toBeGreaterThan(0);
      const billers = calls.billers.response.parse((await get(urlOf('billers'))).json).data;
      expect(billers.map((b) => b.name)).toEqual(expect.arrayContaining(['epoch', 'segpay']));
      expect(billers.some((b) => b.isNonRecurring)).toBe(true);
    });

    it('gives the sale prices only for the running sale’s uuid', async () => {
      const sale = calls.currentSaleEvent.response.parse((await get(urlOf('currentSaleEvent'))).json).data;
      expect(sale?.saleEventGroup).not.toBe(1);
      const slotsFor = async (event: string) => calls.priceSlots.response.parse((await get(`${urlOf('priceSlots')}${event}`)).json).data;
      const regular = await slotsFor('');
      const onSale = await slotsFor(`?event=${sale?.uuid}`);
      expect(await slotsFor('?event=forged-sale')).toEqual(regular);
      expect(onSale).toHaveLength(regular.length);
      expect(onSale.every((s, i) => s.price.amount < (regular[i]?.price.amount ?? 0))).toBe(true);
      expect((await get(`${urlOf('priceSlots')}?event=${'x'.repeat(200)}`)).status).toBe(422);
    });

    it('has every tariff set, and the base set’s special variant for the leave-page trap', async () => {
      const slots = calls.priceSlots.response.parse((await get(urlOf('priceSlots'))).json).data;
      const bundles = bundlesOf(slots);
      expect(bundles.map((b) => b.siteSettings.title)).toEqual(['MidnightVR', 'LumenAR']);
      expect(new Set(slots.map((s) => setOfSlot(s, bundles)))).toEqual(new Set(['base', 'first', 'second', 'third']));
      const template = calls.joinNowTemplate.response.parse((await get(urlOf('joinNowTemplate'))).json).data;
      const standard = shownTariffs(slots, bundles, false, template);
      const special = shownTariffs(slots, bundles, true, template);
      expect(standard.every((s) => s.type === 1)).toBe(true);
      expect(special.every((s) => s.type !== 1)).toBe(true);
      expect(special.map((s) => s.price.amount)).not.toEqual(standard.map((s) => s.price.amount));
      expect(
        slots.filter((s) => s.price.priceSlaveSites.length > 0).every((s) => s.price.slavePriceUuids.length === s.price.priceSlaveSites.length),
      ).toBe(true);
    });
  });
});
