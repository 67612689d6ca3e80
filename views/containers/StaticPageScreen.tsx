/** Static and legal pages bound to their loader data, with breadcrumbs. */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { StaticPage } from '../../contracts/content-api.ts';
import { formatDate } from '../../domain/format.ts';
import { StaticPageView } from '../catalogue/StaticPageView.tsx';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from './AdBannerSlot.tsx';

const updatedDate = (sec: number) => formatDate(sec, 'MMMM DD, YYYY');

export function StaticPageScreen({ data }: { data: { page: StaticPage; adBanner?: AdBanner | null } }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: data.page.title }]} />
      <StaticPageView page={data.page} formatDate={updatedDate} />
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}
