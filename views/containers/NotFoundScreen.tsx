/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'), in a chunk of its own: /404/, every
 * unmatched path and a list page past its last page load it with their route (app/router/routes/not-found.tsx).
 */
import { NotFoundPage, type NotFoundPageProps } from '../catalogue/NotFoundPage.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { NOT_FOUND_CRUMBS } from './ErrorScreens.tsx';
import { useCardOptions } from './use-card-options.ts';

/** The 404 screen's three suggestion lists. */
export type NotFoundLists = Pick<NotFoundPageProps, 'videos' | 'categories' | 'models'>;

export function NotFoundScreen({ data }: { data: NotFoundLists }) {
  const card = useCardOptions();
  return (
    <>
      <Breadcrumbs items={NOT_FOUND_CRUMBS} />
      <NotFoundPage {...card} {...data} />
    </>
  );
}
