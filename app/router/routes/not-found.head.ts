/**
 * The 404 screen's heads (not-found.tsx; a list route's when a page past the last one rendered it: head.ts
 * listNotFoundHead): 'Nothing found for …' and noindex. Apart from the screen's data (not-found.data.ts), which a page's hydration never needs.
 */
import { notFoundHead } from '../head.ts';
import type { Services } from '../services.ts';

/** /404/'s head: the slug that was not found. */
export const notFoundPageHead = ({ match }: { match: { search: { slug?: string }; context: { services: Services } } }) =>
  notFoundHead(match.search.slug ?? '404', match.context.services.config.siteName);

/** An unmatched path's head: the path. */
export const splatHead = ({ match, params }: { match: { context: { services: Services } }; params: { _splat?: string } }) =>
  notFoundHead(params._splat?.replace(/\/$/, '') || '404', match.context.services.config.siteName);
