/** Static and legal pages bound to their loader data, with breadcrumbs. */
import type { StaticPage } from '../../contracts/content-api.ts';
import { formatDate } from '../../machines/rules/format.ts';
import { StaticPageView } from '../catalogue/StaticPageView.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';

const updatedDate = (sec: number) => formatDate(sec, 'MMMM DD, YYYY');

export function StaticPageScreen({ data }: { data: { page: StaticPage } }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: data.page.title }]} />
      <StaticPageView page={data.page} formatDate={updatedDate} />
    </>
  );
}
