/**
 * Site footer (spec 000 §2.3 Footer): the four menu columns (Information, Network, Community, Contact Us),
 * the logo, the RTA label, a copyright line with the year the app computes (UTC), 'Founded in' with the
 * sibling site's year, the age-check notice and the social links (already sorted and filtered by the app;
 * one without a URL is skipped).
 */
import type { SocialLink } from '../../contracts/digest.ts';
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LeftBadge, UpperBadge } from './MenuBadges.tsx';
import { RtaLabel } from './RtaLabel.tsx';

type FooterColumn = { title: string; items: ChromeMenuItem[] };

export type FooterProps = {
  columns: FooterColumn[];
  socialLinks: SocialLink[];
  logoUrl: string;
  /** The logo as inline SVG text (spec 000 §2.3). */
  logoSvg?: string;
  siteName: string;
  /** Current UTC year. */
  year: number;
  /** The sibling site's 'Founded in' year (configuration: 2021 or 2022). */
  foundedIn: number;
};

const AGE_CHECK_NOTICE = 'Secure, anonymous age check compliant with global regulations.';

const socialLabels: Record<SocialLink['name'], string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  reddit: 'Reddit',
  youtube: 'Youtube',
  facebook: 'Facebook',
};

export function Footer({ columns, socialLinks, logoUrl, logoSvg, siteName, year, foundedIn }: FooterProps) {
  const socials = socialLinks.filter((s) => s.url);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <AppLink href="/" className="site-footer__logo" aria-label={siteName}>
            {logoSvg ? (
              <span className="site-logo-svg" aria-hidden="true" data-inline-svg={logoUrl} dangerouslySetInnerHTML={{ __html: logoSvg }} />
            ) : logoUrl ? (
              <img src={logoUrl} alt="" height={32} />
            ) : (
              <span className="site-footer__logo-text">{siteName}</span>
            )}
          </AppLink>
          <AppLink href="https://www.rtalabel.org/" className="site-footer__rta">
            <RtaLabel />
          </AppLink>
        </div>
        <div className="site-footer__columns">
          {columns.map((column) => (
            <section key={column.title} className="site-footer__column" aria-label={column.title}>
              <h2 className="site-footer__title">{column.title}</h2>
              <ul className="site-footer__list">
                {column.items.map((item) => (
                  <li key={item.id}>
                    <AppLink href={item.link} inNewTab={item.inNewTab} rel={item.rel || undefined}>
                      <LeftBadge item={item} />
                      {item.label}
                      {item.subtitle ? <span className="site-footer__subtitle">{item.subtitle}</span> : null}
                      <UpperBadge item={item} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__notice">{AGE_CHECK_NOTICE}</p>
          <p className="site-footer__copyright">{`© ${year} ${siteName}. All rights reserved.`}</p>
          <p className="site-footer__founded">{`Founded in ${foundedIn}`}</p>
          {socials.length > 0 ? (
            <ul className="site-footer__social" aria-label="Social links">
              {socials.map((s) => (
                <li key={s.name}>
                  <AppLink href={s.url} inNewTab={s.isInNewTab} className="site-footer__social-link" aria-label={socialLabels[s.name]}>
                    <Icon name={s.name} size={22} />
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
