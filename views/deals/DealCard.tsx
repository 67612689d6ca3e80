/**
 * A deal card (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel'): the whole card opens the deal's btnLink
 * in a new tab — its one link is the title (so the link's name is the title), stretched over the card. It shows the image (its alt, or the title when it has
 * none) with the 'N% Off' sticker when the rounded discount is above 0, the title, the description, the old price
 * '$ X' struck through and the new price '$X', the countdown HH:mm:ss when the timer is above 0 and the notification
 * text shown now. Its variant (largeRed, red, green, darkest) is a class. Presentational: the countdown and the text
 * come in as props (the deal-cards machine moves them); nothing here announces them (no live region: they change
 * every second and every 5 s).
 */
import { useId } from 'react';
import type { Deal } from '../../contracts/deals.ts';
import { discountSticker, formatCountdown, hasCountdown, newPriceLabel, oldPriceLabel } from '../../domain/deals.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './deals.css';

/** The card image's size (backend/media/deal-art.ts draws 640x360): the space it reserves. */
export const DEAL_IMAGE_SIZE = { width: 640, height: 360 } as const;

export type DealCardProps = {
  deal: Deal;
  /** The countdown's seconds now. */
  remaining: number;
  /** The index of the notification text shown now. */
  textIndex: number;
  /** The title's heading level (2 on the deals page, 3 under the maintenance page's 'Try our partners'). */
  headingLevel?: 2 | 3;
  /** Load the image at once (the first cards in view). */
  eager?: boolean;
};

export function DealCard({ deal, remaining, textIndex, headingLevel = 2, eager = false }: DealCardProps) {
  const id = useId();
  const sticker = discountSticker(deal.oldPrice, deal.newPrice);
  const text = deal.notificationTexts[textIndex] ?? deal.notificationTexts[0] ?? '';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`deal-card deal-card--${deal.variant}`} data-deal={deal.id}>
      <div className="deal-card__media">
        {deal.image ? (
          <img
            className="deal-card__image"
            src={deal.image.permalink}
            alt={deal.image.alt || deal.title}
            width={DEAL_IMAGE_SIZE.width}
            height={DEAL_IMAGE_SIZE.height}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <div className="deal-card__image deal-card__image--none" />
        )}
        {sticker ? <span className="deal-card__sticker">{sticker}</span> : null}
      </div>
      <div className="deal-card__body">
        <Heading className="deal-card__title">
          {/* Stretched over the whole card (deals.css): a click anywhere on it follows the link. */}
          <AppLink href={deal.btnLink || '#'} inNewTab rel="noreferrer" className="deal-card__link" aria-describedby={`${id}-new-tab`}>
            {deal.title}
          </AppLink>
        </Heading>
        <span className="visually-hidden" id={`${id}-new-tab`}>
          Opens in a new tab
        </span>
        {deal.description ? <p className="deal-card__description">{deal.description}</p> : null}
        <p className="deal-card__prices">
          <s className="deal-card__old-price">
            <span className="visually-hidden">Old price: </span>
            <span className="deal-card__price-value">{oldPriceLabel(deal.oldPrice)}</span>
          </s>{' '}
          <span className="deal-card__new-price">
            <span className="visually-hidden">New price: </span>
            <span className="deal-card__price-value">{newPriceLabel(deal.newPrice)}</span>
          </span>
        </p>
        {hasCountdown(deal) ? (
          <span className="deal-card__countdown" role="timer">
            {formatCountdown(remaining)}
          </span>
        ) : null}
        {text ? <p className="deal-card__note">{text}</p> : null}
      </div>
    </div>
  );
}
