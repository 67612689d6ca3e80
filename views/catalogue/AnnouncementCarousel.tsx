/**
 * The home announcement slider (spec 000 §2.4 Home) as the visitor first gets it: the slides as plain
 * markup in swiper's own classes (first slide showing, every slide's link in the HTML), upgraded to the
 * swiper carousel the moment the visitor reaches for it (pointer, focus, touch, an arrow). Swiper's code
 * is then fetched, so it never weighs on the page's first load. The still slides stay (and keep focus) until that
 * code has arrived (a transition), and a keyboard visitor's focus moves on to the same control of the carousel.
 */
import { type FocusEvent, Suspense, lazy, startTransition, useRef, useState } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import type { Announcement, CarouselControl } from './AnnouncementSlider.tsx';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './catalogue.css';
import './announcements.css';

const AnnouncementSlider = lazy(() => import('./AnnouncementSlider.tsx').then((m) => ({ default: m.AnnouncementSlider })));

type Reach = (slide: number, focused?: CarouselControl) => void;

export function AnnouncementCarousel({ announcements }: { announcements: ReadonlyArray<Announcement> }) {
  const [start, setStart] = useState<{ slide: number; focused?: CarouselControl } | null>(null);
  // Whether the still carousel holds focus: a keyboard visitor who moved on while swiper's code was on its way (a slow
  // network) must not be pulled back when it arrives (CI: Tab went from the footer's last link to the carousel's slide).
  const holdsFocus = useRef(false);
  if (announcements.length === 0) return null;
  const reach: Reach = (slide, focused) => {
    if (focused) holdsFocus.current = true;
    startTransition(() => setStart((s) => s ?? { slide, focused }));
  };
  const onLeave = (event: FocusEvent) => {
    // Focus that goes to another control of the page; a replaced control's focus goes nowhere (no related target).
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) holdsFocus.current = false;
  };
  const still = <StillSlides announcements={announcements} onReach={reach} onLeave={onLeave} />;
  // One boundary from the first render: in a transition, the still slides stay on screen while swiper loads.
  return (
    <Suspense fallback={still}>
      {start === null ? (
        still
      ) : (
        <AnnouncementSlider
          announcements={announcements}
          initialSlide={start.slide}
          focusOnMount={() => (holdsFocus.current ? start.focused : undefined)}
        />
      )}
    </Suspense>
  );
}

/** Which of the still carousel's controls holds focus. */
const focusedControl = (target: EventTarget): CarouselControl =>
  target instanceof Element && target.classList.contains('swiper-button-prev')
    ? 'prev'
    : target instanceof Element && target.classList.contains('swiper-button-next')
      ? 'next'
      : 'slide';

function StillSlides({
  announcements,
  onReach,
  onLeave,
}: {
  announcements: ReadonlyArray<Announcement>;
  onReach: Reach;
  onLeave: (event: FocusEvent) => void;
}) {
  const last = announcements.length - 1;
  return (
    <section
      className="cat-announcements"
      aria-roledescription="carousel"
      aria-label="Announcements"
      onPointerEnter={() => onReach(0)}
      onTouchStart={() => onReach(0)}
      onFocus={(event) => onReach(0, focusedControl(event.target))}
      onBlur={onLeave}
    >
      <div className="swiper swiper-horizontal">
        <div className="swiper-wrapper">
          {announcements.map((a, i) => (
            <div className="swiper-slide" key={a.id} aria-hidden={i > 0 ? true : undefined}>
              <AppLink href={a.link} className="cat-announcement" tabIndex={i > 0 ? -1 : undefined}>
                <img
                  src={a.image.permalink}
                  alt={a.image.alt || a.title}
                  width={1440}
                  height={480}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                />
                <span className="cat-announcement-text">
                  <strong>{a.title}</strong>
                  {a.text ? <span>{a.text}</span> : null}
                </span>
              </AppLink>
            </div>
          ))}
        </div>
        {last > 0 ? (
          <>
            <button type="button" className="swiper-button-prev" aria-label="Previous slide" onClick={() => onReach(last)}>
              <Icon name="chevron" size={22} className="cat-still-arrow" />
            </button>
            <button type="button" className="swiper-button-next" aria-label="Next slide" onClick={() => onReach(1)}>
              <Icon name="chevron" size={22} className="cat-still-arrow" />
            </button>
            <div className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal">
              {announcements.map((a, i) => (
                <span key={a.id} className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
