/**
 * The deals page's slides (spec 001 §2 'Deals — /deals/'): the mobile slides below 768 px, the desktop ones from
 * 768 px (both server-rendered, one shown by CSS: nothing moves when the page hydrates or the window turns), each by
 * sort, in a swiper carousel with its arrows (loaded with the deals page only). A slide with a link leads there. The
 * arrows rewind at the ends instead of switching off, so Tabbing through the slides (which brings each into view)
 * never takes the 'Next slide' arrow out of the tab order under the keyboard.
 */
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { DealSlide } from '../../contracts/deals.ts';
import { AppLink } from '../ui/AppLink.tsx';
import 'swiper/css';
import 'swiper/css/navigation';
import './deals.css';

/** The slides' art sizes (backend/media/deal-art.ts): the space each reserves. */
const SIZES = { desktop: [1440, 360], mobile: [750, 420] } as const;

function SlideImage({ slide, type, first }: { slide: DealSlide; type: 'desktop' | 'mobile'; first: boolean }) {
  const [width, height] = SIZES[type];
  return <img src={slide.image.permalink} alt={slide.image.alt} width={width} height={height} loading={first ? 'eager' : 'lazy'} decoding="async" />;
}

function Slides({ slides, type }: { slides: readonly DealSlide[]; type: 'desktop' | 'mobile' }) {
  if (slides.length === 0) return null;
  return (
    <section className={`deal-slides deal-slides--${type}`} aria-roledescription="carousel" aria-label="Featured deals">
      <Swiper modules={[A11y, Navigation]} navigation={slides.length > 1} a11y={{ enabled: true }} slidesPerView={1} rewind>
        {slides.map((slide, i) => (
          <SwiperSlide key={`${slide.id}-${slide.sort}-${i}`}>
            {slide.link ? (
              <AppLink href={slide.link} className="deal-slide">
                <SlideImage slide={slide} type={type} first={i === 0} />
              </AppLink>
            ) : (
              <span className="deal-slide">
                <SlideImage slide={slide} type={type} first={i === 0} />
              </span>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

export function DealSlides({ desktop, mobile }: { desktop: readonly DealSlide[]; mobile: readonly DealSlide[] }) {
  return (
    <>
      <Slides slides={mobile} type="mobile" />
      <Slides slides={desktop} type="desktop" />
    </>
  );
}
