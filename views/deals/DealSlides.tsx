/**
 * The deals page's slides (spec 001 §2 'Deals — /deals/'): the mobile slides below 768 px, the desktop ones from
 * 768 px (both server-rendered, one shown by CSS: nothing moves when the page hydrates or the window turns), each by
 * sort. Still slides in the HTML, upgraded to the swiper carousel with its arrows (DealSlider.tsx, a chunk of its own)
 * when the visitor reaches for them (views/ui/StillCarousel.tsx). A slide with a link leads there.
 */
import { lazy } from 'react';
import type { DealSlide } from '../../contracts/deals.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { StillCarousel } from '../ui/StillCarousel.tsx';
import 'swiper/css';
import 'swiper/css/navigation';
import './deals.css';

const DealSlider = lazy(() => import('./DealSlider.tsx').then((m) => ({ default: m.DealSlider })));

export type SlideType = 'desktop' | 'mobile';

/** The slides' art sizes (backend/media/deal-art.ts): the space each reserves. */
const SIZES = { desktop: [1440, 360], mobile: [750, 420] } as const;

/** A slide: its art, in a link when it has one (out of the tab order while the slide is hidden). */
export function DealSlideContent({ slide, type, first, hidden = false }: { slide: DealSlide; type: SlideType; first: boolean; hidden?: boolean }) {
  const [width, height] = SIZES[type];
  const image = <img src={slide.image.permalink} alt={slide.image.alt} width={width} height={height} loading={first ? 'eager' : 'lazy'} />;
  return slide.link ? (
    <AppLink href={slide.link} className="deal-slide" tabIndex={hidden ? -1 : undefined}>
      {image}
    </AppLink>
  ) : (
    <span className="deal-slide">{image}</span>
  );
}

function Slides({ slides, type }: { slides: readonly DealSlide[]; type: SlideType }) {
  return (
    <StillCarousel
      className={`deal-slides deal-slides--${type}`}
      label="Featured deals"
      count={slides.length}
      renderSlide={(i, hidden) => <DealSlideContent slide={slides[i] as DealSlide} type={type} first={i === 0} hidden={hidden} />}
      slider={(start) => <DealSlider slides={slides} type={type} {...start} />}
    />
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
