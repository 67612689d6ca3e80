/**
 * The embed layout (spec 000 §2.2 embed-slug): the page alone, without the site's header, menus, footer, 18+ splash or
 * cookie banner (the framing site has its own), keeping the skip link and the main landmark every page has.
 */
import type { ReactNode } from 'react';

export function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="embed-layout">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
