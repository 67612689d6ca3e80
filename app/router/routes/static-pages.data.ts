/**
 * The legal and static pages' loader (static-pages.tsx; loaded with the route, app/router/route-code.ts; the heads are
 * static-pages.head.ts): GET {content}/pages/{slug}, a page the content API does not have going to /404/ with its slug.
 */
import { loadAdBanner } from '../ad-banner.ts';
import type { LoaderContext } from '../route-code.ts';
import { toNotFoundPage } from './not-found.data.ts';

/** The page's slug: every page's route gives its own (static-pages.tsx). */
export type PageSlug = { slug: string };

export const staticPageLoader = async ({ context: { services }, slug }: LoaderContext & PageSlug) => {
  // Of these pages only the contact page shows a banner (spec 000 §2.3); the others ask for none.
  const [page, adBanner] = await Promise.all([services.content.page(slug), loadAdBanner(services, slug)]);
  if (!page) throw toNotFoundPage(slug);
  return { page, adBanner };
};
