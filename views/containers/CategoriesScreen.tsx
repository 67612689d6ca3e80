/** Category list (spec 000 §2.4 'Categories'): standard and custom categories. */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { CategoriesPage } from '../catalogue/CategoriesPage.tsx';
import type { CardCategory } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AdBannerSpot } from './AdBannerSlot.tsx';
import { useVisit } from './VisitContext.tsx';

export function CategoriesScreen({ data }: { data: { categories: CardCategory[]; adBanner?: AdBanner | null } }) {
  const { site } = useVisit();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <CategoriesPage h1={`${site.acronym} Porn Categories`} categories={data.categories} />
      <AdBannerSpot banner={data.adBanner} />
    </>
  );
}
