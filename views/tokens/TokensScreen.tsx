/**
 * The token purchase page, /tokens/ (spec 002 §2.5 'Token purchase page'; the rest of its layout is ours): the packs
 * by sort, each with its icon, token amount, price (a special price beside the struck normal one) and badge, and a
 * 'Buy' button that starts the visit's purchase (§4.8); back from a biller, how the purchase went; a purchase's
 * failure ('Payment system not selected', 'Payment url not found', the generic error) where the buyer looks.
 */
import { shallowEqual, useSelector } from '../containers/use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { PaymentStatus } from '../../contracts/sales.ts';
import type { TokenTariff } from '../../contracts/tokens.ts';
import { packPrice, packPriceText, tokenAmountText, tokenIconPath } from '../../domain/token-tariffs.ts';
import type { tokenPurchaseMachine } from '../../machines/token-purchase.machine.ts';
import { selectTokenPurchase } from '../../machines/token-purchase.selectors.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import './tokens-page.css';

export type TokensScreenData = {
  tariffs: TokenTariff[];
  payment: PaymentStatus | null;
  crumbs: { label: string; href?: string }[];
};

/** What the buyer back from the biller reads (our texts: the spec shows none). */
export function paymentOutcome(payment: PaymentStatus, tariffs: readonly TokenTariff[]): { tone: 'ok' | 'error' | 'info'; text: string } {
  const tariff = tariffs.find((t) => [t.normalPrice, t.specialPrice].some((p) => p?.priceUuid === payment.priceUuid));
  const what = tariff ? tokenAmountText(packPrice(tariff).tokenAmount) : 'Your tokens';
  if (payment.status === 'approved') return { tone: 'ok', text: `Thank you! ${what} have been added to your balance.` };
  if (payment.status === 'declined') return { tone: 'error', text: payment.message || 'The payment was declined. No tokens were added.' };
  return { tone: 'info', text: 'Your payment is being processed. The tokens are added as soon as the payment is confirmed.' };
}

/** The purchase before it has started (the server render: its machine arrives with the page in the browser). */
const NOT_STARTED: ReturnType<typeof selectTokenPurchase> = {
  open: false,
  loading: false,
  quickBuy: [],
  busy: false,
  pendingPrice: null,
  error: null,
};

export function TokensScreen({ data, purchase }: { data: TokensScreenData; purchase: ActorRefFrom<typeof tokenPurchaseMachine> | undefined }) {
  const view = useSelector(purchase, (s) => (s ? selectTokenPurchase(s) : NOT_STARTED), shallowEqual);
  const outcome = data.payment ? paymentOutcome(data.payment, data.tariffs) : null;
  return (
    <div className="tokens-page">
      <Breadcrumbs items={data.crumbs} />
      <h1 className="tokens-page__title">Buy Tokens</h1>
      <p className="tokens-page__lead">Tokens pay for tips, menu items, toys and private shows in the live VR cam rooms.</p>
      {outcome ? (
        <p className={`tokens-page__outcome tokens-page__outcome--${outcome.tone}`} role="status">
          {outcome.text}
        </p>
      ) : null}
      {view.error ? (
        <div className="tokens-page__error" role="alert">
          <span>{view.error}</span>
          <Button variant="ghost" size="sm" onPress={() => purchase?.send({ type: 'ERROR_DISMISSED' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {data.tariffs.length === 0 ? (
        <p className="tokens-page__empty">No token packs are on sale right now.</p>
      ) : (
        <ul className="tokens-page__packs">
          {data.tariffs.map((tariff) => {
            const price = packPrice(tariff);
            const pending = view.pendingPrice === price.priceUuid;
            return (
              <li key={price.priceUuid} className="tokens-page__pack">
                {price.topDescription ? <span className="tokens-page__badge">{price.topDescription}</span> : null}
                <img src={tokenIconPath(tariff.imageToken)} alt="" width={64} height={64} />
                <h2 className="tokens-page__amount">{tokenAmountText(price.tokenAmount)}</h2>
                <p className="tokens-page__price">
                  {tariff.specialPrice ? (
                    <s className="tokens-page__was">
                      <span className="visually-hidden">Was </span>
                      {packPriceText(tariff.normalPrice.priceAmount)}
                    </s>
                  ) : null}
                  <span>{packPriceText(price.priceAmount)}</span>
                </p>
                <Button
                  variant="primary"
                  className="tokens-page__buy"
                  aria-label={`Buy ${tokenAmountText(price.tokenAmount)}`}
                  disabled={view.busy}
                  onPress={() => purchase?.send({ type: 'PACK_CHOSEN', tariff })}
                >
                  {pending ? 'Please wait…' : 'Buy'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
