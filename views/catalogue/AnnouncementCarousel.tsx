/**
 * The home announcement slider (spec 000 §2.4 Home, also on /login/) as the visitor first gets it: still slides,
 * upgraded to the swiper carousel (AnnouncementSlider.tsx, a chunk of its own) when the visitor reaches for them
 * (views/ui/StillCarousel.tsx).
 */
import { lazy } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { StillCarousel } from '../ui/StillCarousel.tsx';
import type { Announcement } from './AnnouncementSlider.tsx';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './catalogue.css';
import './announcements.css';

const AnnouncementSlider = lazy(() => import('./AnnouncementSlider.tsx').then((m) => ({ default: m.AnnouncementSlider })));

export function AnnouncementCarousel({ announcements }: { announcements: ReadonlyArray<Announcement> }) {
  return (
    <StillCarousel
      className="cat-announcements"
      label="Announcements"
      count={announcements.length}
      bullets
      renderSlide={(i, hidden) => <AnnouncementSlide announcement={announcements[i] as Announcement} first={i === 0} hidden={hidden} />}
      slider={(start) => <AnnouncementSlider announcements={announcements} {...start} />}
    />
  );
}

/** A slide: its art with its title and text, in its link (out of the tab order while the slide is hidden). */
export function AnnouncementSlide({ announcement: a, first, hidden = false }: { announcement: Announcement; first: boolean; hidden?: boolean }) {
  return (
    <AppLink href={a.link} className="cat-announcement" tabIndex={hidden ? -1 : undefined}>
      <img
        src={a.image.permalink}
        alt={a.image.alt || a.title}
        width={1440}
        height={480}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
      <span className="cat-announcement-text">
        <strong>{a.title}</strong>
        {a.text ? <span>{a.text}</span> : null}
      </span>
    </AppLink>
  );
}
