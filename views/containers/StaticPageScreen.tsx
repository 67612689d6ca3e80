/** Static and legal pages bound to their loader data, with breadcrumbs. */
import type { StaticPage } from '../../contracts/content-api.ts';
import { StaticPageView } from '../catalogue/StaticPageView.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';

const formatDate = (sec: number) => new Date(sec * 1000).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

export function StaticPageScreen({ data }: { data: { page: StaticPage } }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: data.page.title }]} />
      <StaticPageView page={data.page} formatDate={formatDate} />
    </>
  );
}
