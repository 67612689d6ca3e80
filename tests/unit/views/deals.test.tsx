/**
 * The deal views (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel'): the server-rendered card (one link to
 * btnLink in a new tab named by the title, image alt or title, the prices, the sticker only with a discount above 0,
 * the countdown only with a timer, the text shown, the variant's class, no live region), the deals page as the
 * machine's initial snapshot renders it, and the maintenance carousel's placeholders while loading.
 */
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEAL_EXAMPLES } from '../../../app/atlas/deal-cards.ts';
import type { Deal } from '../../../contracts/deals.ts';
import { dealCardsMachine } from '../../../machines/deal-cards.machine.ts';
import { DealCard } from '../../../views/deals/DealCard.tsx';
import { DealPlaceholders } from '../../../views/deals/DealPlaceholders.tsx';
import { DealsScreen } from '../../../views/deals/DealsScreen.tsx';
import { MaintenanceDeals } from '../../../views/deals/MaintenanceDeals.tsx';

const deal: Deal = {
  id: 2,
  title: 'Starlit Loft',
  description: 'City-view penthouse sets.',
  image: { permalink: '/media/art/deal/2.svg', alt: '' },
  oldPrice: 24.95,
  newPrice: 14.95,
  timer: 90,
  notificationTexts: ['Flash sale: 90 seconds left', 'Someone in Lisbon just took this deal'],
  btnLink: 'https://starlit-loft.example/',
  type: 'maintenance',
  sort: 1,
  variant: 'red',
};

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('DealCard', () => {
  it('has one link, to btnLink in a new tab (noopener), named by the title alone; the variant is a class', () => {
    const html = renderToString(<DealCard deal={deal} remaining={90} textIndex={0} />);
    expect(html).toMatch(/^<div class="deal-card deal-card--red"/);
    const links = html.match(/<a [^>]*>[^<]*<\/a>/g) ?? [];
    expect(links).toHaveLength(1);
    const link = links[0] ?? '';
    expect(link).toContain('href="https://starlit-loft.example/"');
    expect(link).toContain('target="_blank"');
    expect(link).toMatch(/rel="[^"]*noopener[^"]*"/);
    expect(link).toContain('class="deal-card__link"');
    expect(link).toMatch(/>Starlit Loft<\/a>$/);
    const describedBy = /aria-describedby="([^"]+)"/.exec(link)?.[1];
    expect(html).toContain(`<span class="visually-hidden" id="${describedBy}">Opens in a new tab</span>`);
    expect(html).toMatch(/<h2 class="deal-card__title"><a /);
    expect(html).not.toContain('aria-live');
  });

  it("shows the image with its alt or, without one, the title; '$ X' struck and '$X'; the sticker; the countdown; the text shown", () => {
    const html = renderToString(<DealCard deal={deal} remaining={89} textIndex={1} />);
    expect(html).toContain('alt="Starlit Loft"');
    expect(html).toContain('width="640" height="360"');
    expect(html).toMatch(/<s class="deal-card__old-price">.*<span class="deal-card__price-value">\$ 24\.95<\/span><\/s>/);
    expect(html).toContain('<span class="deal-card__price-value">$14.95</span>');
    expect(html).toContain('<span class="deal-card__sticker">40% Off</span>');
    expect(html).toContain('<span class="deal-card__countdown" role="timer">00:01:29</span>');
    expect(text(html)).toContain('Someone in Lisbon just took this deal');
    expect(text(html)).not.toContain('Flash sale');
    const withAlt = renderToString(
      <DealCard deal={{ ...deal, image: { permalink: '/x.svg', alt: 'Starlit banner' } }} remaining={0} textIndex={0} />,
    );
    expect(withAlt).toContain('alt="Starlit banner"');
  });

  it('no sticker without a discount above 0, no countdown without a timer, no image without one', () => {
    const html = renderToString(
      <DealCard deal={{ ...deal, oldPrice: 19.99, newPrice: 19.99, timer: 0, image: null, variant: 'darkest' }} remaining={0} textIndex={0} />,
    );
    expect(html).not.toContain('deal-card__sticker');
    expect(html).not.toContain('role="timer"');
    expect(html).not.toContain('<img');
    expect(html).toContain('deal-card--darkest');
    expect(renderToString(<DealCard deal={{ ...deal, oldPrice: 100, newPrice: 99.6 }} remaining={0} textIndex={0} />)).not.toContain(
      'deal-card__sticker',
    );
  });

  it('titles are h3 under the maintenance page heading', () => {
    expect(renderToString(<DealCard deal={deal} remaining={90} textIndex={0} headingLevel={3} />)).toContain('<h3 class="deal-card__title"');
  });
});

describe('DealsScreen', () => {
  it('renders the initial snapshot: the heading, the slides of both widths, the cards by sort at their timers and first texts', () => {
    const deals = [{ ...deal, id: 9, sort: 5, title: 'Later', timer: 7200 }, deal];
    const cards = createActor(dealCardsMachine, { input: { deals } });
    const slide = (id: number, type: 'mobile' | 'desktop') => ({
      id,
      type,
      sort: 1,
      image: { permalink: `/s${id}.svg`, alt: `Slide ${id}` },
      link: '',
    });
    const html = renderToString(
      <DealsScreen
        data={{
          slides: { desktop: [slide(1, 'desktop')], mobile: [slide(2, 'mobile')] },
          adBanner: null,
          crumbs: [{ label: 'Home', href: '/' }, { label: 'Deals' }],
        }}
        cards={cards}
      />,
    );
    expect(html).toContain('<h1 class="deals-page__title">Deals</h1>');
    expect(html).toContain('deal-slides--desktop');
    expect(html).toContain('deal-slides--mobile');
    expect(html).toContain('alt="Slide 1"');
    const titles = [...html.matchAll(/class="deal-card__link"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(['Starlit Loft', 'Later']);
    expect([...html.matchAll(/role="timer">([^<]+)</g)].map((m) => m[1])).toEqual(['00:01:30', '02:00:00']);
    expect(text(html)).toContain('Flash sale: 90 seconds left');
  });

  it('says so when there are no deals', () => {
    const html = renderToString(
      <DealsScreen
        data={{ slides: { desktop: [], mobile: [] }, adBanner: null, crumbs: [] }}
        cards={createActor(dealCardsMachine, { input: { deals: [] } })}
      />,
    );
    expect(html).toContain('There are no deals right now.');
    expect(html).not.toContain('deal-slides');
  });
});

describe('MaintenanceDeals', () => {
  it("shows 'Try our partners' with 3 placeholder cards while loading, hidden from assistive technology", () => {
    const cards = createActor(dealCardsMachine, { input: { deals: null, only: 'maintenance' } });
    const html = renderToString(<MaintenanceDeals cards={cards} />);
    expect(html).toContain('Try our partners');
    expect((html.match(/class="deal-placeholder"/g) ?? []).length).toBe(3);
    expect(html).toContain('aria-busy="true"');
    expect(renderToString(<DealPlaceholders count={1} />)).toContain('data-count="1"');
  });

  it('shows the maintenance deals in the carousel once loaded, and nothing when there are none', () => {
    const loaded = createActor(dealCardsMachine, { input: { deals: DEAL_EXAMPLES.loaded, only: 'maintenance' } });
    const html = renderToString(<MaintenanceDeals cards={loaded} />);
    expect(html).toContain('Try our partners');
    expect(html).toContain('swiper');
    expect([...html.matchAll(/<h3 class="deal-card__title"><a [^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Partner deal 7', 'Partner deal 6']);
    const none = createActor(dealCardsMachine, { input: { deals: [], only: 'maintenance' } });
    expect(renderToString(<MaintenanceDeals cards={none} />)).toBe('');
  });
});
