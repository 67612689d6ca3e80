/**
 * The 'Upgrade Subscription' page (spec 001 §2 'Member dashboard' upgrade subscription: offers and price-upgrade rules
 * as a comparison), plain data and callbacks: the current plan beside each offer the member may move to — its price,
 * period, price per month and saving per month (money with the §9 rules) — with an 'Upgrade' button each, and the
 * error line (its space kept). Without a membership or offers it says so.
 */
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import './easy-cancel.css';

export type PlanCard = {
  title: string;
  /** '$99 every 1 year'. */
  price: string;
  period: string;
  perMonth: string;
};

export type OfferCard = PlanCard & {
  priceUuid: string;
  label: string;
  /** 'Save $21.74 per month'; null when it saves nothing. */
  saving: string | null;
  /** '$69.01 more per billing'. */
  difference: string;
};

export interface UpgradeSubscriptionPageProps {
  title: string;
  current: (PlanCard & { status: string }) | null;
  /** The member's plan could not be loaded. */
  failed: boolean;
  offers: readonly OfferCard[];
  /** The offer being bought (its button busy); null none. */
  chosen: string | null;
  busy: boolean;
  error: string | null;
  onUpgrade: (priceUuid: string) => void;
}

export const NO_MEMBERSHIP_TEXT = 'You have no membership to upgrade yet.';
export const NOT_LOADED_TEXT = 'Your plan could not be loaded. Please try again later.';
export const NO_OFFERS_TEXT = 'You are on our best plan already: there is no upgrade for it.';

export function UpgradeSubscriptionPage(p: UpgradeSubscriptionPageProps) {
  if (!p.current) {
    return (
      <div className="up-page">
        <h1>{p.title}</h1>
        <p className="ec-note">{p.failed ? NOT_LOADED_TEXT : NO_MEMBERSHIP_TEXT}</p>
        {p.failed ? null : (
          <p>
            <AppLink href="/join-now/">See the plans</AppLink>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="up-page">
      <h1>{p.title}</h1>
      <div className="up-error" role="alert">
        {p.error ? <p>{p.error}</p> : null}
      </div>
      <ul className="up-plans">
        <li className="up-plan up-plan--current">
          <h2>Your plan: {p.current.title}</h2>
          <p className="up-plan__price">{p.current.price}</p>
          <dl>
            <dt>Period</dt>
            <dd>{p.current.period}</dd>
            <dt>Per month</dt>
            <dd>{p.current.perMonth}</dd>
            <dt>Status</dt>
            <dd>{p.current.status}</dd>
          </dl>
        </li>
        {p.offers.map((offer) => (
          <li key={offer.priceUuid} className="up-plan">
            {offer.label ? <span className="up-plan__badge">{offer.label}</span> : null}
            <h2>{offer.title}</h2>
            <p className="up-plan__price">{offer.price}</p>
            <dl>
              <dt>Period</dt>
              <dd>{offer.period}</dd>
              <dt>Per month</dt>
              <dd>{offer.perMonth}</dd>
              <dt>Saving</dt>
              <dd className="up-saving">{offer.saving ?? 'None'}</dd>
              <dt>Difference</dt>
              <dd>{offer.difference}</dd>
            </dl>
            <Button variant="primary" onPress={() => p.onUpgrade(offer.priceUuid)} disabled={p.busy} aria-label={`Upgrade to ${offer.title}`}>
              {p.busy && p.chosen === offer.priceUuid ? 'Upgrading…' : 'Upgrade'}
            </Button>
          </li>
        ))}
      </ul>
      {p.offers.length === 0 ? <p className="ec-note">{NO_OFFERS_TEXT}</p> : null}
    </div>
  );
}
