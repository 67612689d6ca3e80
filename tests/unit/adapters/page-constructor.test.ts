/** The content adapter's page-constructor call (contracts/page-constructor.ts): media prefixed, HTML cleaned, null on 404. */
import { describe, expect, it } from 'vitest';
import { createContentApi } from '../../../adapters/content-api.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { UpstreamUnavailable } from '../../../adapters/upstream-error.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const sanitizer = async () => serverSanitizer();
const HOST = 'https://cdn.test';

const item = {
  id: 7,
  slug: 'scent-of-the-sea',
  title: 'Scent of the Sea',
  sections: [
    {
      type: 'hero',
      heading: 'Scent of the Sea',
      text: 'Salt air',
      image: { alt: 'Sea', permalink: '/media/art/promo/sea.svg' },
      ctaLabel: 'Join Now',
      ctaHref: '/join-now/',
    },
    { type: 'text', heading: 'About', html: '<p>Fine</p><img src=x onerror="window.x=1"><script>window.x=2</script>' },
    {
      type: 'modelRail',
      heading: 'Featured models',
      models: [{ id: 9, slug: 'ava', title: 'Ava', featuredImage: { alt: 'Ava', permalink: '/media/m/9.svg' } }],
    },
    { type: 'cta', heading: 'Ready?', label: 'Join Now', href: '/join-now/' },
  ],
};

describe('pageConstructor', () => {
  it('reads the page with its id, its hero and model images on the content host and its HTML cleaned', async () => {
    const h = harness([json({ item })]);
    const page = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).pageConstructor('scent-of-the-sea');
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/page-constructor/scent-of-the-sea');
    expect(page?.id).toBe(7);
    const [hero, text, models] = page?.sections ?? [];
    expect(hero?.type === 'hero' && hero.image.permalink).toBe('https://cdn.test/media/art/promo/sea.svg');
    expect(text?.type === 'text' && text.html).toBe('<p>Fine</p><img src="x">');
    expect(models?.type === 'modelRail' && models.models[0]?.featuredImage?.permalink).toBe('https://cdn.test/media/m/9.svg');
  });

  it('gives null for an unknown page without going to /404/, and for a slug that cannot be one without a call', async () => {
    const h = harness([json({ status: { code: 404, message: 'Not found' } }, 404), json({ status: { code: 400, message: 'Bad slug' } }, 400)]);
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    expect(await api.pageConstructor('no-such-page')).toBeNull();
    expect(await api.pageConstructor('Not_A_Slug')).toBeNull();
    expect(await api.pageConstructor('favicon.ico')).toBeNull();
    expect(h.requests).toHaveLength(1);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a failing upstream is no 404: UpstreamUnavailable', async () => {
    const h = harness([json({}, 500)]);
    await expect(createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).pageConstructor('tour')).rejects.toBeInstanceOf(
      UpstreamUnavailable,
    );
  });
});
