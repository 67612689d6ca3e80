/**
 * The maintenance page's 'Try our partners' carousel (spec 001 §2 'Maintenance deals carousel'): placeholder cards
 * while the deals load (one per deal, at most 3; 3 before they are known), then the 'maintenance' deals by sort in a
 * swiper carousel — 1 slide per view 10 px apart below 768 px (xs, sm), 2 slides 30 px apart to 991 px (md), 3 slides
 * 30 px apart from 992 px (lg, xl) — centred when there are fewer than 2. Nothing when there are none. Loaded in a
 * chunk of its own with swiper, only when the maintenance page shows.
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { selectDeals } from '../../machines/deal-cards.selectors.ts';
import { MAINTENANCE_CAROUSEL_BREAKPOINTS, centredSlides, placeholderCount } from '../../domain/deals.ts';
import { BoundDealCard, type DealCardsActor } from './DealCards.tsx';
import { DealPlaceholders, PartnersSection } from './DealPlaceholders.tsx';
import 'swiper/css';
import 'swiper/css/pagination';
import './deals.css';

export function MaintenanceDeals({ cards }: { cards: DealCardsActor }) {
  const { deals, loading } = useSelector(cards, selectDeals, shallowEqual);
  if (loading || deals === null) {
    return (
      <PartnersSection>
        <DealPlaceholders count={placeholderCount(deals)} />
      </PartnersSection>
    );
  }
  if (deals.length === 0) return null;
  return (
    <PartnersSection>
      <div className="deal-carousel">
        <Swiper
          modules={[A11y, Pagination]}
          pagination={{ clickable: true }}
          a11y={{ enabled: true }}
          breakpoints={MAINTENANCE_CAROUSEL_BREAKPOINTS}
          slidesPerView={MAINTENANCE_CAROUSEL_BREAKPOINTS[0].slidesPerView}
          spaceBetween={MAINTENANCE_CAROUSEL_BREAKPOINTS[0].spaceBetween}
          centeredSlides={centredSlides(deals.length)}
          watchSlidesProgress
        >
          {deals.map((deal, i) => (
            <SwiperSlide key={`${deal.id}-${i}`}>
              <BoundDealCard cards={cards} index={i} deal={deal} headingLevel={3} eager={i < 3} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </PartnersSection>
  );
}
