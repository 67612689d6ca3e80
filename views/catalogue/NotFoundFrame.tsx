/**
 * The 404 screens' frame without their lists (spec 000 §2.4 'Error screens', §8 'Page not found (server)'): every
 * page's error boundary draws it, so it is in the first load; the suggestion lists (NotFoundPage.tsx, with the card
 * grids) come with the routes that show them.
 */
import type { ReactNode } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';
import './error.css';

/** '404: Page not found' and the go-home sentence; `children` are the suggestion lists, if any. */
export function NotFoundFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="cat-page cat-error cat-not-found">
      <h1>404: Page not found</h1>
      <p>
        Sorry... Requested page doesn't exist. <AppLink href="/">Go to the homepage</AppLink>.
      </p>
      {children}
    </div>
  );
}

/** The server's page error (spec 000 §8 'Page not found (server)'): when the document itself failed, no lists. */
export function ServerPageNotFound() {
  return (
    <div className="cat-page cat-error">
      <h1>404: Page not found</h1>
      <p>This page could not be found</p>
      <p>
        <AppLink href="/">Go to the homepage</AppLink>
      </p>
    </div>
  );
}
