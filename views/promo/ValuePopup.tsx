/**
 * A value pop-up (spec 001 §2 'Value pop-ups (site-wide)', §3 'Value pop-up / header bar'): a react-aria modal dialog
 * named by its title, laid out by its template —
 * - regular: the main image, the title, the subtitle and the button;
 * - regularWithVideo: the clip looping muted (its poster the main image) in place of the image;
 * - custom / customWithVideo: image layers (the main image or the clip, the middle layer over it, the small image as a
 *   medallion), each with its mobile variant by media query;
 * - easyCancelVipOffer: an offer for members, text only (title, subtitle, text, button).
 * Colours come from the item (gradient start and end, background, text). The button (buttonText → buttonUrl, a new tab
 * with openLinkInNewTab) is following; the close button ('Close', shown with showCancelButton) and Escape close.
 * Plain data and callbacks; loaded only when a pop-up is about to show (views/containers/ValuePopupsSlot.tsx).
 */
import type { CSSProperties } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ValuePopup as Item } from '../../contracts/value-popups.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './value-popup.css';

export type ValuePopupProps = {
  popup: Item;
  onClose(): void;
  onFollow(): void;
};

/** The mobile media query of the image variants (the site's small screens). */
const MOBILE = '(max-width: 767px)';

function Picture({ src, mobile, className }: { src: string; mobile: string; className: string }) {
  if (!src && !mobile) return null;
  return (
    <picture className={className}>
      {mobile ? <source media={MOBILE} srcSet={mobile} /> : null}
      <img src={src || mobile} alt="" />
    </picture>
  );
}

function Clip({ src, poster, className }: { src: string; poster: string; className: string }) {
  return <video className={className} src={src} poster={poster || undefined} autoPlay muted loop playsInline aria-hidden="true" tabIndex={-1} />;
}

/** The template's art: the image, the clip, or the layers; nothing for the offer. */
function Art({ popup }: { popup: Item }) {
  switch (popup.template) {
    case 'regular':
      return popup.mainImage ? <Picture src={popup.mainImage} mobile={popup.mobileMainImage} className="value-popup__media" /> : null;
    case 'regularWithVideo':
      return popup.videoLink ? (
        <Clip src={popup.videoLink} poster={popup.mainImage} className="value-popup__media" />
      ) : (
        <Picture src={popup.mainImage} mobile={popup.mobileMainImage} className="value-popup__media" />
      );
    case 'custom':
    case 'customWithVideo':
      return (
        <div className="value-popup__layers">
          {popup.template === 'customWithVideo' && popup.videoLink ? (
            <Clip src={popup.videoLink} poster={popup.mainImage} className="value-popup__layer value-popup__layer--main" />
          ) : (
            <Picture
              src={popup.mainImage}
              mobile={popup.mobileMainImage || popup.mainImageMobile}
              className="value-popup__layer value-popup__layer--main"
            />
          )}
          <Picture src={popup.middleLayerImage} mobile={popup.mobileMiddleLayerImage} className="value-popup__layer value-popup__layer--middle" />
          <Picture src={popup.smallImage} mobile="" className="value-popup__small" />
        </div>
      );
    default:
      return null;
  }
}

export function ValuePopup({ popup, onClose, onFollow }: ValuePopupProps) {
  const style = {
    '--vp-start': popup.gradientStartColor || undefined,
    '--vp-end': popup.gradientEndColor || undefined,
    '--vp-bg': popup.bgColor || undefined,
    '--vp-text': popup.textColor || undefined,
  } as CSSProperties;
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="value-popup-overlay">
      <Modal className={`value-popup value-popup--${popup.template}`} style={style}>
        <Dialog className="value-popup__dialog" data-uuid={popup.uuid}>
          {popup.showCancelButton ? (
            <button type="button" className="value-popup__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <Art popup={popup} />
          <div className="value-popup__body">
            <Heading slot="title" level={2} className="value-popup__title">
              {popup.title}
            </Heading>
            {popup.subTitle ? <p className="value-popup__subtitle">{popup.subTitle}</p> : null}
            {popup.text ? <p className="value-popup__text">{popup.text}</p> : null}
            {popup.buttonText && popup.buttonUrl ? (
              <AppLink href={popup.buttonUrl} inNewTab={popup.openLinkInNewTab} className="value-popup__button" onClick={onFollow}>
                {popup.buttonText}
              </AppLink>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
