/**
 * /deals/ and the maintenance carousel as the app composes them (spec 001 §2 'Deals — /deals/', 'Maintenance deals
 * carousel', §7 'Deals'; 000 §2.3 'Ad banner'): the route's loader asks for the deals, the slides and the 'deals' ad
 * banner together and orders them by sort; its head; the screen factory gives the carousel's machine the deals
 * through the content adapter, the maintenance ones only, none when the adapter has none.
 */
import { waitFor, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/config/env.ts';
import { dealsRoute } from '../../../app/router/routes/deals.tsx';
import { dealCards } from '../../../app/screen-machines/deal-cards.ts';
import type { Services } from '../../../app/router/services.ts';
import { DEAL_EXAMPLES } from '../../../app/atlas/deal-cards.ts';
import type { Deal, DealSlide } from '../../../contracts/deals.ts';

type Fn = (arg: never) => unknown;
const call = (fn: unknown, arg: unknown) => (fn as Fn)(arg as never);

const slide = (id: number, type: 'mobile' | 'desktop', sort: number): DealSlide => ({
  id,
  type,
  sort,
  image: { permalink: `/media/art/deal-slide/${id}-${type}.svg`, alt: '' },
  link: '',
});

function fakeServices() {
  const asked: string[] = [];
  const content = {
    deals: async () => {
      asked.push('deals');
      return [...DEAL_EXAMPLES.loaded];
    },
    dealSlides: async () => {
      asked.push('slides');
      return [slide(2, 'desktop', 2), slide(1, 'desktop', 1), slide(3, 'mobile', 1)];
    },
    adBanners: async (place: string) => {
      asked.push(`banner:${place}`);
      return [];
    },
  };
  const services = { config: loadConfig({}).public, content } as unknown as Services;
  return { services, asked };
}

describe('the /deals/ route', () => {
  it("loads the deals, the slides and the 'deals' ad banner; deals and slides by sort, the slides by width", async () => {
    const { services, asked } = fakeServices();
    const data = (await call(dealsRoute.options.loader, { context: { services } })) as {
      deals: Deal[];
      slides: { desktop: DealSlide[]; mobile: DealSlide[] };
      adBanner: unknown;
      crumbs: unknown;
    };
    expect(asked.sort()).toEqual(['banner:deals', 'deals', 'slides']);
    expect(data.deals.map((d) => d.id)).toEqual([7, 6, 8]);
    expect(data.slides.desktop.map((s) => s.id)).toEqual([1, 2]);
    expect(data.slides.mobile.map((s) => s.id)).toEqual([3]);
    expect(data.adBanner).toBeNull();
    expect(data.crumbs).toEqual([{ label: 'Home', href: '/' }, { label: 'Deals' }]);
  });

  it("is titled 'Deals - {site}' with its canonical and breadcrumbs", async () => {
    const { services } = fakeServices();
    const loaderData = await call(dealsRoute.options.loader, { context: { services } });
    const head = (await call(dealsRoute.options.head, { loaderData, match: { context: { services } } })) as {
      meta: Record<string, string>[];
      links: { rel: string; href: string }[];
      scripts: { children: string }[];
    };
    expect(head.meta).toContainEqual({ title: 'Deals - VelvetVR' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${services.config.siteUrl}/deals/` });
    expect(head.scripts.some((s) => s.children.includes('BreadcrumbList'))).toBe(true);
  });
});

describe('the deal cards composed', () => {
  it('the maintenance carousel loads the deals through the content adapter and keeps the maintenance ones', async () => {
    const content = { addVideoView: async () => true, aiMaskPopup: async () => null, deals: async () => [...DEAL_EXAMPLES.loaded] };
    const cards = createActor(dealCards.provide({ content }), { input: { deals: null, only: 'maintenance' } }).start();
    const shown = await waitFor(cards, (s) => !s.hasTag('loading'));
    expect(shown.context.deals?.map((d) => d.id)).toEqual([7, 6]);
    cards.stop();
  });

  it('without a content adapter (or with its empty answer) shows none', async () => {
    const cards = createActor(dealCards.provide({}), { input: { deals: null, only: 'maintenance' } }).start();
    expect((await waitFor(cards, (s) => !s.hasTag('loading'))).context.deals).toEqual([]);
    cards.stop();
  });
});
