/**
 * A swiper carousel as the visitor first gets it: its slides as plain markup in swiper's own classes (the first slide
 * showing, every slide's link in the HTML), upgraded to the swiper carousel the moment the visitor reaches for it
 * (pointer, focus, touch, an arrow). Swiper's code (26 KB gzip) is then fetched, so it never weighs on the page's first
 * load. The still slides stay (and keep focus) until that code has arrived (a transition), and a keyboard visitor's
 * focus moves on to the same control of the carousel. Used by the home announcements and the deals page's slides.
 */
import { type FocusEvent, type ReactNode, Suspense, startTransition, useRef, useState } from 'react';
import type { CarouselControl } from './carousel-focus.ts';
import { Icon } from './Icon.tsx';
import './still-carousel.css';

/** Where the swiper carousel starts: the slide the visitor reached for, and the control to focus once it is in. */
export type SliderStart = { initialSlide: number; focusOnMount: () => CarouselControl | undefined };

/** Which of the still carousel's controls holds focus. */
const focusedControl = (target: EventTarget): CarouselControl =>
  target instanceof Element && target.classList.contains('swiper-button-prev')
    ? 'prev'
    : target instanceof Element && target.classList.contains('swiper-button-next')
      ? 'next'
      : 'slide';

/**
 * The still markup's side: `reach` (from a pointer, a touch or focus; from an arrow with its step; with the control
 * that has focus) asks for the swiper carousel in a transition; until it is in, each arrow pressed on the still slides
 * moves the slide it starts on (a mouse's pointer reaches the carousel before its click does). `onLeave` is the still
 * markup's blur handler; `sliderStart` is where the carousel starts, null until reached.
 */
function useSliderReach(count: number) {
  const [start, setStart] = useState<{ slide: number; focused?: CarouselControl } | null>(null);
  // Whether the still carousel holds focus: a keyboard visitor who moved on while swiper's code was on its way (a slow
  // network) must not be pulled back when it arrives (CI: Tab went from the footer's last link to the carousel's slide).
  const holdsFocus = useRef(false);
  const reach = (step: -1 | 0 | 1, focused?: CarouselControl) => {
    if (focused) holdsFocus.current = true;
    startTransition(() =>
      setStart((s) => (s && step === 0 && !focused ? s : { slide: ((s?.slide ?? 0) + step + count) % count, focused: focused ?? s?.focused })),
    );
  };
  const onLeave = (event: FocusEvent) => {
    // Focus that goes to another control of the page; a replaced control's focus goes nowhere (no related target).
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) holdsFocus.current = false;
  };
  const sliderStart: SliderStart | null = start && {
    initialSlide: start.slide,
    focusOnMount: () => (holdsFocus.current ? start.focused : undefined),
  };
  return { sliderStart, reach, onLeave };
}

export function StillCarousel({
  className,
  label,
  count,
  bullets = false,
  renderSlide,
  slider,
}: {
  /** The section's class, the same on the still markup and the swiper carousel. */
  className: string;
  label: string;
  count: number;
  /** Pagination bullets (the swiper carousel has them too). */
  bullets?: boolean;
  /** A slide's content; a hidden slide's link is out of the tab order. */
  renderSlide: (index: number, hidden: boolean) => ReactNode;
  /** The swiper carousel (a lazy component: its code is fetched when it first renders). */
  slider: (start: SliderStart) => ReactNode;
}) {
  const { sliderStart, reach, onLeave } = useSliderReach(count);
  if (count === 0) return null;
  const indexes = Array.from({ length: count }, (_, i) => i);
  const still = (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => reach(0)}
      onTouchStart={() => reach(0)}
      onFocus={(event) => reach(0, focusedControl(event.target))}
      onBlur={onLeave}
    >
      <div className="swiper swiper-horizontal">
        <div className="swiper-wrapper">
          {indexes.map((i) => (
            <div className="swiper-slide" key={i} aria-hidden={i > 0 ? true : undefined}>
              {renderSlide(i, i > 0)}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className="swiper-button-prev" aria-label="Previous slide" onClick={() => reach(-1)}>
              <Icon name="chevron" size={22} className="still-arrow" />
            </button>
            <button type="button" className="swiper-button-next" aria-label="Next slide" onClick={() => reach(1)}>
              <Icon name="chevron" size={22} className="still-arrow" />
            </button>
            {bullets ? (
              <div className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal">
                {indexes.map((i) => (
                  <span key={i} className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
                ))}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
  // One boundary from the first render: in a transition, the still slides stay on screen while swiper loads.
  return <Suspense fallback={still}>{sliderStart === null ? still : slider(sliderStart)}</Suspense>;
}
