/**
 * The promo countdown banner (spec 001 §2 'Promo countdown banner (promo timer)', §4, §9): the promotion's image chosen
 * by width (mobile 320–767 px and landscape screens up to 844 px, tablet 768–1024 px, desktop above), the main
 * description, the countdown ('HH:mm:ss', with the days before it when more than a day is left) under 'Offer ends in',
 * a link to the offer and a close button. Presentational: the seconds come from the machine, its height is fixed by
 * CSS per width (the server renders it, nothing moves after the first paint).
 */
import { preload } from 'react-dom';
import { countdownLabel, countdownText } from '../../domain/promo-banner.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import './promo-banner.css';

/** The mobile layout's and image's media query (§4: small screens, or landscape up to 844 px). */
export const PROMO_MOBILE_MEDIA = '(max-width: 767px), (orientation: landscape) and (max-width: 844px)';
export const PROMO_TABLET_MEDIA = '(max-width: 1024px)';

/** The images' sizes (the generated art's, backend/media/promo-art.ts): width and height reserve the space. */
const SIZES = { mobile: [768, 176], tablet: [1024, 128], desktop: [1440, 128] } as const;

export type PromoBannerProps = {
  description: string;
  link: string;
  images: { mobile: string; tablet: string; desktop: string };
  /** Whole seconds left. */
  seconds: number;
  onClose: () => void;
};

export function PromoBanner({ description, link, images, seconds, onClose }: PromoBannerProps) {
  // The top of every page it is on: on a phone often the largest thing in the first screen (Lighthouse's LCP). React
  // preloads a plain <img> from the head, not a picture's source: a phone's art is preloaded here (on its query only),
  // with the priority the img asks for, instead of being found by the parser after every script preload. (Wider
  // screens have larger things first; every page's HTML pays for each preload.)
  preload(images.mobile, { as: 'image', media: PROMO_MOBILE_MEDIA, fetchPriority: 'high' });
  return (
    <section className="promo-banner" aria-label="Promotion">
      <picture className="promo-banner__art">
        <source media={PROMO_MOBILE_MEDIA} srcSet={images.mobile} width={SIZES.mobile[0]} height={SIZES.mobile[1]} />
        <source media={PROMO_TABLET_MEDIA} srcSet={images.tablet} width={SIZES.tablet[0]} height={SIZES.tablet[1]} />
        <img src={images.desktop} alt="" width={SIZES.desktop[0]} height={SIZES.desktop[1]} fetchPriority="high" />
      </picture>
      <div className="promo-banner__body">
        <p className="promo-banner__text">{description}</p>
        <p className="promo-banner__timer">
          <span className="promo-banner__label">Offer ends in</span>{' '}
          <span className="promo-banner__count" role="timer" aria-label={`Offer ends in ${countdownLabel(seconds)}`}>
            {countdownText(seconds)}
          </span>
        </p>
        <AppLink className="btn btn-primary btn-sm promo-banner__cta" href={link}>
          Get the offer
        </AppLink>
      </div>
      <button type="button" className="btn btn-ghost btn-icon promo-banner__close" aria-label="Close promotion" onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
