/**
 * The join-now page (spec 001 §2 'Join-now page'), plain data and callbacks: the heading (renewal wording for
 * ?event=expired), the running sale, the leave-page trap's offer with its countdown, the bundle selectors for the
 * partner sites, the tariffs as radio cards (image, badge, price, old price, period, countdown), the checkout form
 * (a slot), the benefits, the winner logos, the testimonials and the footer links of §2. The site's navigation bar is
 * hidden on this route by the chrome.
 */
import type { ReactNode } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { CHECKOUT_FORM_ID } from './CheckoutForm.tsx';
import './join-now.css';

export type TariffCard = {
  position: number;
  uuid: string;
  priceUuid: string;
  title: string;
  price: string;
  oldPrice: string | null;
  /** How it is billed: 'every 3 months', 'for 30 days, charged once'. */
  billing: string;
  label: string;
  image: { url: string; alt: string } | null;
  /** The price's countdown ('14:58'), while it runs. */
  countdown: string | null;
};

export type BundleOption = { uuid: string; title: string; subtitle: string; active: boolean };

export interface JoinNowPageProps {
  siteName: string;
  /** 'VR' or 'AR' (the sibling's acronym). */
  acronym: string;
  expired: boolean;
  /** The running sale's title ('' for none). */
  sale: string;
  /** The leave-page trap's countdown while its offer runs. */
  trapOffer: string | null;
  bundles: readonly BundleOption[];
  tariffs: readonly TariffCard[];
  chosen: number | null;
  benefits: readonly { title: string; text: string }[];
  winnerLogos: readonly { url: string; alt: string }[];
  comments: readonly { text: string; author: string }[];
  onToggleBundle: (uuid: string) => void;
  onChoose: (position: number) => void;
  /** The checkout form. */
  checkout: ReactNode;
}

const FOOTER_LINKS = [
  { label: 'Pornstars', href: '/models/' },
  { label: 'Categories', href: '/categories/' },
  { label: 'Free App', href: '/app/' },
  { label: 'Videos', href: '/videos/' },
] as const;

function Tariffs({ tariffs, chosen, onChoose }: Pick<JoinNowPageProps, 'tariffs' | 'chosen' | 'onChoose'>) {
  if (tariffs.length === 0) return <p className="jn-empty">The plans cannot be shown right now. Please try again in a minute.</p>;
  return (
    <fieldset className="jn-tariffs">
      <legend>Choose your plan</legend>
      <div className="jn-tariff-list">
        {tariffs.map((t) => (
          <label key={t.uuid} className="jn-tariff" data-chosen={t.position === chosen || undefined}>
            <input
              type="radio"
              name="priceUuid"
              form={CHECKOUT_FORM_ID}
              value={t.priceUuid}
              checked={t.position === chosen}
              onChange={() => onChoose(t.position)}
            />
            {t.image ? <img className="jn-tariff-image" src={t.image.url} alt={t.image.alt} width={320} height={180} loading="lazy" /> : null}
            <span className="jn-tariff-body">
              {t.label ? <span className="jn-tariff-label">{t.label}</span> : null}
              <span className="jn-tariff-title">{t.title}</span>
              <span className="jn-tariff-prices">
                {t.oldPrice ? (
                  <s className="jn-old-price">
                    <span className="visually-hidden">was </span>
                    {t.oldPrice}
                  </s>
                ) : null}
                <span className="jn-price">{t.price}</span>
              </span>
              <span className="jn-tariff-period">{t.billing}</span>
              {t.countdown ? (
                <span className="jn-countdown" role="timer">
                  Price ends in {t.countdown}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Bundles({ bundles, onToggleBundle }: Pick<JoinNowPageProps, 'bundles' | 'onToggleBundle'>) {
  if (bundles.length === 0) return null;
  return (
    <fieldset className="jn-bundles">
      <legend>Add partner sites</legend>
      {bundles.map((b) => (
        <label key={b.uuid} className="jn-bundle">
          <input type="checkbox" checked={b.active} onChange={() => onToggleBundle(b.uuid)} />
          <span>
            <span className="jn-bundle-title">+ {b.title}</span>
            {b.subtitle ? <span className="jn-bundle-subtitle">{b.subtitle}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function JoinNowPage(props: JoinNowPageProps) {
  const { siteName, expired, sale, trapOffer, benefits, winnerLogos, comments } = props;
  return (
    <div className="jn-page">
      <header className="jn-hero">
        <h1>{expired ? 'Renew Your Membership' : `Join ${siteName}`}</h1>
        <p className="jn-lead">
          {expired ? 'Your membership has expired. Pick a plan to keep watching.' : `Every ${props.acronym} scene in full, new releases every week.`}
        </p>
        {sale ? <p className="jn-sale">{sale}: sale prices on every plan</p> : null}
        {trapOffer ? (
          <p className="jn-trap" role="status">
            Special offer before you go: ends in <span role="timer">{trapOffer}</span>
          </p>
        ) : null}
      </header>
      <div className="jn-main">
        <section className="jn-offer" aria-label="Plans">
          <Bundles bundles={props.bundles} onToggleBundle={props.onToggleBundle} />
          <Tariffs tariffs={props.tariffs} chosen={props.chosen} onChoose={props.onChoose} />
        </section>
        <section className="jn-checkout" aria-labelledby="jn-checkout-title">
          {props.checkout}
        </section>
      </div>
      {benefits.length > 0 ? (
        <section className="jn-benefits" aria-labelledby="jn-benefits-title">
          <h2 id="jn-benefits-title">What members get</h2>
          <ul>
            {benefits.map((b) => (
              <li key={b.title}>
                <h3>{b.title}</h3>
                {b.text ? <p>{b.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {winnerLogos.length > 0 ? (
        <section className="jn-awards" aria-labelledby="jn-awards-title">
          <h2 id="jn-awards-title">Awards</h2>
          <ul>
            {winnerLogos.map((logo) => (
              <li key={logo.url}>
                <img src={logo.url} alt={logo.alt || 'Award'} width={160} height={80} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {comments.length > 0 ? (
        <section className="jn-comments" aria-labelledby="jn-comments-title">
          <h2 id="jn-comments-title">What members say</h2>
          <ul>
            {comments.map((c) => (
              <li key={c.text}>
                <blockquote>
                  <p>{c.text}</p>
                  {c.author ? <footer>{c.author}</footer> : null}
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className="jn-footer-links" aria-label="Explore">
        <AppLink href="/">{siteName}</AppLink>
        {FOOTER_LINKS.map((link) => (
          <AppLink key={link.href} href={link.href}>
            {link.label}
          </AppLink>
        ))}
      </nav>
    </div>
  );
}
