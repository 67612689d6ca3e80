/**
 * Keyboard focus across a carousel's upgrade (views/ui/StillCarousel.tsx): the still markup's control that had focus,
 * given to the same control of the swiper carousel that replaced it. The swiper carousels' side, in their own chunks.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** A control of the carousel that can hold keyboard focus. */
export type CarouselControl = 'slide' | 'prev' | 'next';

/**
 * In the swiper carousel: once it is in, the control that held focus in the still markup it replaced gets focus (only
 * when focus was lost with that markup, never taken from elsewhere), so the keyboard visitor keeps their place.
 * `slideLink` selects a slide's link.
 */
export function useFocusOnMount(section: RefObject<HTMLElement | null>, slideLink: string, focusOnMount?: () => CarouselControl | undefined) {
  // Asked once, when the carousel is in.
  const ask = useRef(focusOnMount);
  useEffect(() => {
    const active = document.activeElement;
    const control = ask.current?.();
    if (!control || (active && active !== document.body)) return;
    const selector = control === 'slide' ? `.swiper-slide-active ${slideLink}` : `.swiper-button-${control}`;
    section.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [section, slideLink]);
}
