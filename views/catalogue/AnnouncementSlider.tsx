/**
 * Home announcement slider (spec 000 §2.4 Home 'an announcement slider'), built on swiper/react with
 * navigation, pagination and a11y modules. SSR-safe: swiper renders plain markup on the server and only
 * initialises on mount; no autoplay timer is started here (rotation, if any, belongs to a machine).
 */
import { useRef } from 'react';
import { A11y, Navigation, Pagination as SwiperPagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HomePageBuilder } from '../../contracts/content-api.ts';
import type { SliderStart } from '../ui/StillCarousel.tsx';
import { useFocusOnMount } from '../ui/carousel-focus.ts';
import { AnnouncementSlide } from './AnnouncementCarousel.tsx';

export type Announcement = HomePageBuilder['announcements'][number];

/** Starts on the slide the visitor reached for, and focuses the control that held focus in the still slides (SliderStart). */
export function AnnouncementSlider({ announcements, initialSlide, focusOnMount }: { announcements: ReadonlyArray<Announcement> } & SliderStart) {
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
            <AnnouncementSlide announcement={a} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
