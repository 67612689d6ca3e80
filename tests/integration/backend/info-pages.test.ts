/** The help and information calls of the embedded backend (spec 000 §3 'Device page', 'Try AR content', 'Lists'; §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { DEFAULT_AI_MASK_SECRET } from '../../../contracts/ai-mask.ts';
import { calls } from '../../../contracts/calls.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import { request, setupTimeout, urlOf, onEachDatabase } from './helpers.ts';

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

  describe('the AI-mask pop-up settings (GET /aima{secret})', () => {
    it('answers the seeded pop-up at the configured suffix only', async () => {
      const { item } = calls.aiMaskPopup.response.parse((await get(urlOf('aiMaskPopup', { secret: DEFAULT_AI_MASK_SECRET }))).json);
      expect(item).toMatchObject({ isActive: true, buttonLink: '/try-ar/', video: { src: '/media/clips/preview-3.webm' } });
      expect(item?.delaySeconds).toBeGreaterThan(0);
      expect((await get(urlOf('aiMaskPopup', { secret: 'guessed' }))).status).toBe(404);
    });
  });

  describe('devices', () => {
    it('lists at least 6 devices by sort, each with a clipped image and videos of its own', async () => {
      const { items } = calls.devices.response.parse((await get(urlOf('devices'))).json);
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.map((d) => d.sort)).toEqual([...items.map((d) => d.sort)].sort((a, b) => a - b));
      for (const device of items) {
        expect(device.deviceImageClipped.permalink).toMatch(/\.svg$/);
        const page = calls.device.response.parse((await get(urlOf('device', { slug: device.slug }))).json);
        expect(page.item.device.name).toBe(device.device.name);
        expect(page.videos.items.length, device.slug).toBeGreaterThan(0);
      }
    });

    it('pages a device’s videos 12 at a time, without repeats', async () => {
      const first = calls.device.response.parse((await get(urlOf('device', { slug: 'meta-quest-3' }))).json);
      const second = calls.device.response.parse((await get(urlOf('device', { slug: 'meta-quest-3' }, '?page=2'))).json);
      expect(first.videos.items).toHaveLength(12);
      expect(first.videos.pages).toBeGreaterThanOrEqual(2);
      const ids = new Set(first.videos.items.map((v) => v.id));
      expect(second.videos.items.some((v) => ids.has(v.id))).toBe(false);
    });

    it('answers an unknown device with 404 and a bad page with 422, both with a message', async () => {
      const unknown = await get(urlOf('device', { slug: 'no-such-headset' }));
      expect(unknown.status).toBe(404);
      expect(ErrorBody.parse(unknown.json).status.message).toBe('Not found');
      for (const page of ['0', 'abc', '-1', '99999']) {
        const bad = await get(urlOf('device', { slug: 'meta-quest-3' }, `?page=${page}`));
        expect(bad.status, page).toBe(422);
        expect(ErrorBody.parse(bad.json).status.message).toMatch(/^The given data was invalid\. page/);
      }
    });
  });

  it('help topics: tech, general and bill, each with questions', async () => {
    const { items } = calls.helpTopics.response.parse((await get(urlOf('helpTopics'))).json);
    expect(items.map((t) => t.key)).toEqual(['tech', 'general', 'bill']);
    for (const topic of items) expect(topic.questions.length, topic.key).toBeGreaterThanOrEqual(4);
  });

  it('FAQs: at least 10, ordered by sort', async () => {
    const { items } = calls.faqs.response.parse((await get(urlOf('faqs'))).json);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map((f) => f.sort)).toEqual([...items.map((f) => f.sort)].sort((a, b) => a - b));
    // The seed's sort is not its id order, so this proves the list is sorted.
    expect(items.map((f) => f.id)).not.toEqual([...items.map((f) => f.id)].sort((a, b) => a - b));
  });

  it('partners: at least 4 with a logo, a text and an external link', async () => {
    const { items } = calls.partners.response.parse((await get(urlOf('partners'))).json);
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const p of items) {
      expect(p.link).toMatch(/^https:\/\//);
      expect(p.text).not.toBe('');
      expect(p.logo.permalink).not.toBe('');
    }
  });

  it('the try-AR page: AR titles of the passthrough category and AI-engine titles of the AI category', async () => {
    const { ARPage } = calls.arPage.response.parse((await get(urlOf('arPage'))).json);
    expect(ARPage.arCategory?.slug).toBe('passthrough');
    expect(ARPage.aiCategory?.slug).toBe('ai-engine');
    expect(ARPage.arVideos.length).toBeGreaterThan(0);
    expect(ARPage.aiVideos.length).toBeGreaterThan(0);
    expect(ARPage.arVideos.every((v) => v.categories.some((c) => c.slug === 'passthrough'))).toBe(true);
    expect(ARPage.aiVideos.every((v) => v.videoTechBar.formats.includes(3))).toBe(true);
  });

  describe('JSON-LD of a page', () => {
    it('the FAQ page is a FAQPage with every question', async () => {
      const { item } = calls.jsonLd.response.parse((await get(urlOf('jsonLd', { page: 'faq' }, '?path=/faq/'))).json);
      expect(item?.['@type']).toBe('FAQPage');
      expect((item?.mainEntity as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(10);
    });

    it('a device page names its device', async () => {
      const { item } = calls.jsonLd.response.parse((await get(urlOf('jsonLd', { page: 'devices-slug' }, '?path=/devices/pico-4/'))).json);
      expect(item?.name).toBe('Pico 4');
    });

    it('an unknown page or device is 404; a path not starting with / or a bad page number is 422', async () => {
      expect((await get(urlOf('jsonLd', { page: 'nowhere' }, '?path=/nowhere/'))).status).toBe(404);
      expect((await get(urlOf('jsonLd', { page: 'devices-slug' }, '?path=/devices/nothing/'))).status).toBe(404);
      const badPath = await get(urlOf('jsonLd', { page: 'faq' }, '?path=faq'));
      expect(badPath.status).toBe(422);
      expect(ErrorBody.parse(badPath.json).status.message).toContain('path must start with /');
      expect((await get(urlOf('jsonLd', { page: 'faq' }, '?path=/faq/&page=0'))).status).toBe(422);
    });
  });
});
