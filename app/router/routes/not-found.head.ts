/**
 * The 404 screen's heads (not-found.tsx, and the list routes' heads when a page past the last one rendered it): 'Nothing
 * found for …' and noindex. Apart from the screen's data (not-found.data.ts), which a page's hydration never needs.
 */
import type { Services } from '../services.ts';

const notFoundHead = (slug: string, siteName: string) => ({
  meta: [{ title: `Nothing found for ${slug} - ${siteName}` }, { name: 'robots', content: 'noindex, follow' }],
});

/** /404/'s head: the slug that was not found. */
export const notFoundPageHead = ({ match }: { match: { search: { slug?: string }; context: { services: Services } } }) =>
  notFoundHead(match.search.slug ?? '404', match.context.services.config.siteName);

/** An unmatched path's head: the path. */
export const splatHead = ({ match, params }: { match: { context: { services: Services } }; params: { _splat?: string } }) =>
  notFoundHead(params._splat?.replace(/\/$/, '') || '404', match.context.services.config.siteName);

/** A list route's head when its match rendered the 404 screen (not-found.data.ts pageNotFound), else null. */
export const listNotFoundHead = (match: { status: string; pathname: string }, siteName: string) =>
  match.status === 'notFound' ? notFoundHead(match.pathname.replace(/^\/+|\/+$/g, ''), siteName) : null;
