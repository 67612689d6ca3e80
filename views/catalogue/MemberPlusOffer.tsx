/**
 * The member-plus offer pop-up (spec 001 §2 'Member-plus offer': video, small image, main image, middle-layer image
 * and their mobile variants; §3 'Member-plus price' popup; §5 'Member-plus tile'): a react-aria modal dialog over the
 * categories page. Its stage layers the main image, the middle-layer image (each with its mobile variant below 768 px),
 * the price's clip (muted, looping, inline, the main image as its poster) and the small image; below them the title,
 * the text, the price (spec 001 §9 money rules) and the buy button, which says it is working and is disabled while the
 * payment flow runs. The stage keeps its size while the price loads. Close button 'Close', Escape or a click outside
 * close it (not while buying); react-aria returns focus to the tile. Plain data and callbacks.
 */
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { MemberPlusPrice } from '../../contracts/member-plus.ts';
import { offerPriceText } from '../../domain/member-plus.ts';
import '../ui/popup.css';
import './member-plus-offer.css';

/** The generic error (spec 001 §8), shown when the price cannot be had. */
export const OFFER_UNAVAILABLE = 'Uh-oh... Something went wrong.';
/** The buy button while the payment flow works. */
export const OFFER_BUSY = 'Please wait…';
/** The buy button's text when the price's pop-up has none. */
export const DEFAULT_BUY_TEXT = 'Get Member Plus';
/** Below this width the mobile variants are shown (max-width 767 px). */
const MOBILE = '(max-width: 767px)';

export type MemberPlusOfferPhase = 'loading' | 'showing' | 'unavailable' | 'busy';

export interface MemberPlusOfferProps {
  /** The tile's name: the dialog's title until the price's own is there. */
  name: string;
  price: MemberPlusPrice | null;
  phase: MemberPlusOfferPhase;
  onBuy(): void;
  onClose(): void;
}

/** An image with its mobile variant (decorative: the title and text say what the offer is). */
function Layer({ className, src, mobile }: { className: string; src: string; mobile: string }) {
  if (!src && !mobile) return null;
  return (
    <picture className={className}>
      {mobile ? <source media={MOBILE} srcSet={mobile} /> : null}
      <img src={src || mobile} alt="" width={1600} height={900} />
    </picture>
  );
}

export function MemberPlusOffer({ name, price, phase, onBuy, onClose }: MemberPlusOfferProps) {
  const busy = phase === 'busy';
  const popup = price?.popup;
  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && onClose()}
      className="popup-overlay popup-overlay--center-center"
    >
      <Modal className="popup mpo">
        <Dialog className="mpo__dialog" aria-busy={phase === 'loading' || busy}>
          <div className="mpo__stage">
            {popup ? (
              <>
                <Layer className="mpo__main" src={popup.mainImage} mobile={popup.mobileMainImage} />
                <Layer className="mpo__layer" src={popup.middleLayerImage} mobile={popup.mobileMiddleLayerImage} />
                {popup.videoLink ? (
                  <video
                    className="mpo__video"
                    src={popup.videoLink}
                    poster={popup.mainImage || undefined}
                    autoPlay
                    muted
                    loop
                    playsInline
                    aria-hidden="true"
                    tabIndex={-1}
                  />
                ) : null}
                {popup.smallImage ? <img className="mpo__small" src={popup.smallImage} alt="" width={160} height={90} /> : null}
              </>
            ) : null}
          </div>
          <button type="button" className="popup__close mpo__close" aria-label="Close" onClick={onClose} disabled={busy}>
            <span aria-hidden="true">×</span>
          </button>
          <div className="mpo__body">
            <Heading slot="title" className="popup__title mpo__title">
              {popup?.title || price?.title || name}
            </Heading>
            {phase === 'loading' ? (
              <p className="mpo__status" role="status">
                Loading…
              </p>
            ) : null}
            {phase === 'unavailable' ? (
              <p className="mpo__status" role="alert">
                {OFFER_UNAVAILABLE}
              </p>
            ) : null}
            {price && popup ? (
              <>
                {popup.text ? <p className="mpo__text">{popup.text}</p> : null}
                <p className="mpo__price">{offerPriceText(price)}</p>
                <button type="button" className="cat-button cat-button--accent mpo__buy" onClick={onBuy} disabled={busy} aria-disabled={busy}>
                  {busy ? OFFER_BUSY : popup.buttonText || DEFAULT_BUY_TEXT}
                </button>
              </>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
