/**
 * The maintenance page's 'Try our partners' section (spec 001 §2 'Maintenance deals carousel') as it first paints:
 * its heading and placeholder cards in the carousel's own columns (1, 2 or 3 by width, 10 or 30 px apart), so the
 * carousel that replaces them takes the same place. Tiny on purpose: it is in the first load of every page (the
 * maintenance page can be any page); the carousel itself, its cards and swiper come in a chunk of their own.
 */
import type { ReactNode } from 'react';
import './deal-placeholders.css';

/** The id of the section's heading, which names it. */
export const PARTNERS_HEADING_ID = 'try-our-partners';

export function PartnersSection({ children }: { children: ReactNode }) {
  return (
    <section className="deal-partners" aria-labelledby={PARTNERS_HEADING_ID}>
      <h2 className="deal-partners__title" id={PARTNERS_HEADING_ID}>
        Try our partners
      </h2>
      {children}
    </section>
  );
}

/** `count` placeholder cards (hidden from assistive technology; the section says it is busy). */
export function DealPlaceholders({ count }: { count: number }) {
  return (
    <div className="deal-placeholders" data-count={count} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="deal-placeholder" aria-hidden="true">
          <div className="deal-placeholder__image" />
          <div className="deal-placeholder__body">
            <div className="deal-placeholder__line deal-placeholder__line--title" />
            <div className="deal-placeholder__line" />
            <div className="deal-placeholder__line deal-placeholder__line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
