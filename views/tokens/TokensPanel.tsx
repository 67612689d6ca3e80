/**
 * The tokens dropdown (spec 002 §2.5): a react-aria Popover holding a Dialog with 'Your balance:' and the balance, the
 * quick-buy packs (icon, '$ ' and the price, the token amount with a space as thousands separator and 'tokens', the
 * badge) each a button that starts the purchase, and 'More Tokens' to /tokens/. Escape, an outside click or the
 * button close it.
 */
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import type { TokenTariff } from '../../contracts/tokens.ts';
import { TOKENS_PATH } from '../../domain/cam-routes.ts';
import { MORE_TOKENS, packPrice, packPriceText, tokenAmountText, tokenIconPath } from '../../domain/token-tariffs.ts';
import { AppLink } from '../ui/AppLink.tsx';

export type TokensPanelProps = {
  open: boolean;
  /** The balance as shown ('' while unknown). */
  balance: string;
  /** The quick-buy packs; null while loading. */
  packs: TokenTariff[] | null;
  busy: boolean;
  onChoose: (tariff: TokenTariff) => void;
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export function TokensPanel({ open, balance, packs, busy, onChoose, onClose, triggerRef }: TokensPanelProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      placement="bottom end"
      className="tokens__popover"
    >
      <Dialog className="tokens__dialog" aria-label="Tokens">
        <Heading slot="title" className="tokens__title">
          Your balance: <strong>{balance || '…'}</strong>
        </Heading>
        {packs === null ? (
          <p className="tokens__loading">Loading token packs…</p>
        ) : (
          <ul className="tokens__packs">
            {packs.map((tariff) => {
              const price = packPrice(tariff);
              return (
                <li key={price.priceUuid}>
                  <button
                    type="button"
                    className="tokens__pack"
                    disabled={busy}
                    aria-label={`Buy ${tokenAmountText(price.tokenAmount)} for ${packPriceText(price.priceAmount)}`}
                    onClick={() => onChoose(tariff)}
                  >
                    <img src={tokenIconPath(tariff.imageToken)} alt="" width={32} height={32} />
                    <span className="tokens__pack-price">{packPriceText(price.priceAmount)}</span>
                    <span className="tokens__pack-amount">{tokenAmountText(price.tokenAmount)}</span>
                    {price.topDescription ? <span className="tokens__badge">{price.topDescription}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <AppLink href={TOKENS_PATH} className="tokens__more btn btn-secondary btn-sm" onClick={onClose}>
          {MORE_TOKENS}
        </AppLink>
      </Dialog>
    </Popover>
  );
}
