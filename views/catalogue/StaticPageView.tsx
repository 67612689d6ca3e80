/**
 * A static or legal page (spec 000 §2.2 legal pages, §3 'Static page'): title, the CMS text and its
 * sections (trusted HTML from the content API), and when it was last updated.
 */
import type { StaticPage } from '../../contracts/content-api.ts';
import './catalogue.css';
import './static-page.css';

export function StaticPageView({ page, formatDate }: { page: StaticPage; formatDate: (sec: number) => string }) {
  return (
    <article className="cat-page cat-static">
      <h1>{page.title}</h1>
      <p className="cat-static-updated">
        Last updated <time dateTime={new Date(page.updatedAt * 1000).toISOString()}>{formatDate(page.updatedAt)}</time>
      </p>
      {page.text ? <div className="cat-static-text" dangerouslySetInnerHTML={{ __html: page.text }} /> : null}
      {page.sections.map((section) => (
        <section key={section.title} className="cat-static-section">
          <h2>{section.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: section.text }} />
        </section>
      ))}
    </article>
  );
}
