/**
 * Maintenance page (spec 000 §2.3 Maintenance page): 'Website Maintenance' and 'We`ll be back Shortly!'
 * (verbatim, with the backtick), plus an optional slot for the 'Try our partners' carousel (companion document).
 */
import type { ReactNode } from 'react';

type MaintenancePageProps = { siteName?: string; logoUrl?: string; partners?: ReactNode };

export function MaintenancePage({ siteName, logoUrl, partners }: MaintenancePageProps) {
  return (
    <main id="content" className="maintenance">
      <div className="maintenance__inner container">
        {logoUrl ? <img className="maintenance__logo" src={logoUrl} alt={siteName ?? ''} height={40} /> : null}
        <h1 className="maintenance__title">Website Maintenance</h1>
        <p className="maintenance__text">We`ll be back Shortly!</p>
        {partners ? <div className="maintenance__partners">{partners}</div> : null}
      </div>
    </main>
  );
}
