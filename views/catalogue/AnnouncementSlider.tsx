/**
 * Home announcement slider (spec 000 §2.4 Home 'an announcement slider'), built on swiper/react with
 * navigation, pagination and a11y modules. SSR-safe: swiper renders plain markup on the server and only
 * initialises on mount; no autoplay timer is started here (rotation, if any, belongs to a machine).
 */
import { useRef } from 'react';
import { A11y, Navigation, Pagination as SwiperPagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HomePageBuilder } from '../../contracts/content-api.ts';
import { type CarouselControl, useFocusOnMount } from '../ui/carousel-focus.ts';
import { AnnouncementSlide } from './AnnouncementCarousel.tsx';

export type Announcement = HomePageBuilder['announcements'][number];

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
  useFocusOnMount(section, '.cat-announcement', focusOnMount);
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
            <AnnouncementSlide announcement={a} first={eager && i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
