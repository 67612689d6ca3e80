/**
 * The deals page, /deals/ (spec 001 §2 'Deals — /deals/'): breadcrumbs, the heading, the slides for the visitor's
 * width and the deal cards by sort, then the route's ad banner ('deals'; the page's 401 error screen shows none). The
 * cards are bound to the deal-cards machine the route started (app/router/screens/deals.tsx).
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { DealSlide } from '../../contracts/deals.ts';
import { selectDeals } from '../../machines/deal-cards.selectors.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from '../containers/AdBannerSlot.tsx';
import { BoundDealCard, type DealCardsActor } from './DealCards.tsx';
import { DealSlides } from './DealSlides.tsx';
import './deals.css';

/** The first cards load their images at once (the top of the page). */
const EAGER_CARDS = 3;

export type DealsPageData = {
  slides: { desktop: DealSlide[]; mobile: DealSlide[] };
  adBanner: AdBanner | null;
  crumbs: { label: string; href?: string }[];
};

export function DealsScreen({ data, cards }: { data: DealsPageData; cards: DealCardsActor }) {
  const { deals } = useSelector(cards, selectDeals, shallowEqual);
  const shown = deals ?? [];
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <div className="container deals-page">
        <h1 className="deals-page__title">Deals</h1>
        <DealSlides desktop={data.slides.desktop} mobile={data.slides.mobile} />
        {shown.length > 0 ? (
          <ul className="deals-grid" aria-label="Partner deals">
            {shown.map((deal, i) => (
              <li key={`${deal.id}-${i}`} className="deals-grid__item">
                <BoundDealCard cards={cards} index={i} deal={deal} headingLevel={2} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="deals-empty">There are no deals right now. Please come back later.</p>
        )}
      </div>
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}
