import { loadAdBanner } from '../ad-banner.ts';
import type { LoaderContext } from '../route-code.ts';
import { toNotFoundPage } from './not-found.data.ts';

export type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The page's slug: every page's route gives its own (static-pages.tsx). */
export type PageSlug = { slug: string };

export const staticPageLoader = async ({ context: { services }, slug }: LoaderContext & PageSlug) => {
  // Of these pages only the contact page shows a banner (spec 000 §2.3); the others ask for none.
  const [page, adBanner] = await Promise.all([services.content.page(slug), loadAdBanner(services, slug)]);
  if (!page) throw toNotFoundPage(slug);
  return { page, adBanner };
};
