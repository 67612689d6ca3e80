/**
 * Home announcement slider (spec 000 §2.4 Home 'an announcement slider'), built on swiper/react with
 * navigation, pagination and a11y modules. SSR-safe: swiper renders plain markup on the server and only
 * initialises on mount; no autoplay timer is started here (rotation, if any, belongs to a machine).
 */
import { useEffect, useRef } from 'react';
import { A11y, Navigation, Pagination as SwiperPagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HomePageBuilder } from '../../contracts/content-api.ts';
import { AppLink } from '../ui/AppLink.tsx';

export type Announcement = HomePageBuilder['announcements'][number];

/** A control of the carousel that can hold keyboard focus. */
export type CarouselControl = 'slide' | 'prev' | 'next';

const CONTROL_SELECTOR: Record<CarouselControl, string> = {
  slide: '.swiper-slide-active .cat-announcement',
  prev: '.swiper-button-prev',
  next: '.swiper-button-next',
};

export function AnnouncementSlider({
  announcements,
  eager = true,
  initialSlide = 0,
  focusOnMount,
}: {
  announcements: ReadonlyArray<Announcement>;
  eager?: boolean;
  initialSlide?: number;
  /**
   * Asked when the carousel is in: the control that held focus in the markup it replaces, if focus was still there. It
   * gets focus here, so the keyboard visitor keeps their place.
   */
  focusOnMount?: () => CarouselControl | undefined;
}) {
  const section = useRef<HTMLElement>(null);
  // Asked once, when the carousel is in.
  const askFocus = useRef(focusOnMount);
  useEffect(() => {
    // Only when focus was lost with the replaced markup, never taken from elsewhere.
    const active = document.activeElement;
    const control = askFocus.current?.();
    if (!control || (active && active !== document.body)) return;
    section.current?.querySelector<HTMLElement>(CONTROL_SELECTOR[control])?.focus();
  }, []);
  if (announcements.length === 0) return null;
  return (
    <section ref={section} className="cat-announcements" aria-roledescription="carousel" aria-label="Announcements">
      <Swiper
        modules={[A11y, Navigation, SwiperPagination]}
        navigation
        pagination={{ clickable: true }}
        a11y={{ enabled: true }}
        slidesPerView={1}
        initialSlide={initialSlide}
        loop={announcements.length > 1}
      >
        {announcements.map((a, i) => (
          <SwiperSlide key={a.id}>
            <AppLink href={a.link} className="cat-announcement">
              <img
                src={a.image.permalink}
                alt={a.image.alt || a.title}
                width={1440}
                height={480}
                loading={eager && i === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && i === 0 ? 'high' : undefined}
                decoding="async"
              />
              <span className="cat-announcement-text">
                <strong>{a.title}</strong>
                {a.text ? <span>{a.text}</span> : null}
              </span>
            </AppLink>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
