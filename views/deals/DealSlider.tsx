/**
 * The deals page's slides as a swiper carousel with its arrows (spec 001 §2 'Deals — /deals/'), fetched when the
 * visitor reaches for the still slides (DealSlides.tsx). The arrows rewind at the ends instead of switching off, so
 * Tabbing through the slides (which brings each into view) never takes the 'Next slide' arrow out of the tab order under
 * the keyboard.
 */
import { useRef } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { DealSlide } from '../../contracts/deals.ts';
import type { SliderStart } from '../ui/StillCarousel.tsx';
import { useFocusOnMount } from '../ui/carousel-focus.ts';
import { DealSlideContent, type SlideType } from './DealSlides.tsx';

export function DealSlider({ slides, type, initialSlide, focusOnMount }: { slides: readonly DealSlide[]; type: SlideType } & SliderStart) {
  const section = useRef<HTMLElement>(null);
  useFocusOnMount(section, '.deal-slide', focusOnMount);
  return (
    <section ref={section} className={`deal-slides deal-slides--${type}`} aria-roledescription="carousel" aria-label="Featured deals">
      <Swiper
        modules={[A11y, Navigation]}
        navigation={slides.length > 1}
        a11y={{ enabled: true }}
        slidesPerView={1}
        initialSlide={initialSlide}
        rewind
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={`${slide.id}-${slide.sort}-${i}`}>
            <DealSlideContent slide={slide} type={type} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
