/**
 * The vreels feed's vertical swiper (spec 000 §2.4 'Vreels': swipe, the mouse wheel, arrow keys), fetched when the
 * visitor first reaches for the feed (VreelsScreen.tsx) and started on the feed's own markup, so the clip playing goes
 * on playing. It starts on the machine's clip and reports the clip a swipe, a wheel or a key lands on.
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Mousewheel } from 'swiper/modules';

export type VreelsSwiper = Swiper;

export function startVreelsSwiper(el: HTMLElement, initialSlide: number, onSelect: (index: number) => void): VreelsSwiper {
  return new Swiper(el, {
    modules: [A11y, Keyboard, Mousewheel],
    direction: 'vertical',
    slidesPerView: 1,
    initialSlide,
    keyboard: { enabled: true },
    mousewheel: { forceToAxis: true },
    a11y: { enabled: true, prevSlideMessage: 'Previous clip', nextSlideMessage: 'Next clip' },
    on: { slideChange: (swiper) => onSelect(swiper.activeIndex) },
  });
}
