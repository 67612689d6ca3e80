/**
 * Pagination of list pages (spec 000 §2.1 'Paginated lists take the query page=N'): Previous/Next and page
 * numbers as links; page 1 is the bare path (other query parameters kept); the current page has aria-current.
 */
import { AppLink } from '../ui/AppLink.tsx';
import type { PagingProps } from './types.ts';
import './pagination.css';

/** The link to page n of a list: page 1 carries no page parameter. */
export function pageHref(path: string, n: number, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (k !== 'page' && v !== '') params.set(k, v);
  if (n > 1) params.set('page', String(n));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Page numbers to show: first, last and two either side of the current one; null marks a gap. */
function pageWindow(page: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

export function Pagination({ path, page, pages, query }: PagingProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className="cat-pagination" aria-label="Pagination">
      <ul>
        <li>
          {current > 1 ? (
            <AppLink href={pageHref(path, current - 1, query)} rel="prev">
              Previous
            </AppLink>
          ) : (
            <span aria-disabled="true" className="is-disabled">
              Previous
            </span>
          )}
        </li>
        {pageWindow(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <AppLink href={pageHref(path, n, query)} aria-current={n === current ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <AppLink href={pageHref(path, current + 1, query)} rel="next">
              Next
            </AppLink>
          ) : (
            <span aria-disabled="true" className="is-disabled">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
