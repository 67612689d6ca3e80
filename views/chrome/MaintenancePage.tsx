/**
 * Maintenance page (spec 000 §2.3 Maintenance page): 'Website Maintenance' and 'We`ll be back Shortly!'
 * (verbatim, with the backtick), plus an optional slot for the 'Try our partners' carousel (companion document).
 * The logo is drawn inline when its SVG is at hand, in the theme's text colour (currentColor), as the header draws it:
 * an image of an SVG drawn in currentColor would be black on the dark themes.
 */
import type { ReactNode } from 'react';

type MaintenancePageProps = { siteName?: string; logoUrl?: string; logoSvg?: string; partners?: ReactNode };

export function MaintenancePage({ siteName, logoUrl, logoSvg, partners }: MaintenancePageProps) {
  return (
    <main id="content" className="maintenance">
      <div className="maintenance__inner container">
        {logoSvg ? (
          <span
            className="maintenance__logo site-logo-svg"
            role="img"
            aria-label={siteName ?? ''}
            data-inline-svg={logoUrl}
            dangerouslySetInnerHTML={{ __html: logoSvg }}
          />
        ) : logoUrl ? (
          <img className="maintenance__logo" src={logoUrl} alt={siteName ?? ''} height={40} />
        ) : null}
        <h1 className="maintenance__title">Website Maintenance</h1>
        <p className="maintenance__text">We`ll be back Shortly!</p>
        {partners ? <div className="maintenance__partners">{partners}</div> : null}
      </div>
    </main>
  );
}
