/**
 * The promo header bar (spec 001 §2 'Promo header bar (site-wide)', §4 'Header bar countdown', §9): above the header,
 * 40 px high, with the item's image, title and subtitle (their mobile variants below 768 px: both are in the HTML and
 * CSS picks one), the days:hours:minutes:seconds countdown while seconds remain, the 'header-bar-with-btn' button
 * (buttonText → buttonUrl, a new tab with openLinkInNewTab) and the close button. Background: the gradient of the
 * item's start and end colours, else its background colour; text in its text colour. Presentational: the seconds come
 * from the machine; the server renders it, so nothing moves after the first paint.
 */
import type { CSSProperties } from 'react';
import { type HeaderBarItem, barBackground, barImages, countdownLabel, countdownParts } from '../../domain/header-bar.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import './header-bar.css';

export type HeaderBarProps = {
  bar: HeaderBarItem;
  /** Whole seconds the countdown shows (0: no countdown). */
  seconds: number;
  onClose: () => void;
  onFollow: () => void;
};

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Min'],
  ['seconds', 'Sec'],
] as const;

export function HeaderBar({ bar, seconds, onClose, onFollow }: HeaderBarProps) {
  const style: CSSProperties = { background: barBackground(bar), color: bar.textColor || undefined };
  const images = barImages(bar);
  const parts = countdownParts(seconds);
  const withButton = bar.template === 'header-bar-with-btn' && bar.buttonText && bar.buttonUrl;
  return (
    <section className="header-bar" aria-label="Special offer" style={style} data-uuid={bar.uuid}>
      <div className="header-bar__inner container">
        {images.desktop ? (
          <picture className="header-bar__art">
            <source media="(max-width: 767px)" srcSet={images.mobile} />
            <img src={images.desktop} alt="" width={32} height={32} />
          </picture>
        ) : null}
        <p className="header-bar__text">
          <span className="header-bar__title header-bar--desktop">{bar.title}</span>
          <span className="header-bar__title header-bar--mobile">{bar.titleMobile || bar.title}</span>
          {bar.subTitle ? <span className="header-bar__subtitle header-bar--desktop">{bar.subTitle}</span> : null}
          {bar.subTitleMobile || bar.subTitle ? (
            <span className="header-bar__subtitle header-bar--mobile">{bar.subTitleMobile || bar.subTitle}</span>
          ) : null}
        </p>
        {seconds > 0 ? (
          <span className="header-bar__countdown" role="timer" aria-label={`Offer ends in ${countdownLabel(seconds)}`}>
            {UNITS.map(([key, label], i) => (
              <span key={key} className="header-bar__unit" aria-hidden="true">
                {i > 0 ? <span className="header-bar__colon">:</span> : null}
                <span className="header-bar__cell">
                  <span className="header-bar__digits">{parts[key]}</span>
                  <span className="header-bar__label">{label}</span>
                </span>
              </span>
            ))}
          </span>
        ) : null}
        {withButton ? (
          <AppLink className="btn btn-sm header-bar__button" href={bar.buttonUrl} inNewTab={bar.openLinkInNewTab} onClick={onFollow}>
            {bar.buttonText}
          </AppLink>
        ) : null}
        {bar.showCancelButton ? (
          <button type="button" className="header-bar__close" aria-label="Close" onClick={onClose}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
    </section>
  );
}
