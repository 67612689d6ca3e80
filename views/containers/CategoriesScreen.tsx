/** Category list (spec 000 §2.4 'Categories'): standard and custom categories. */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { CategoriesPage } from '../catalogue/CategoriesPage.tsx';
import type { CardCategory } from '../catalogue/types.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import type { SeoTextData } from '../../machines/rules/seo-text.ts';
import { AdBannerSpot } from './AdBannerSlot.tsx';
import { PageSeoText } from './PageSeoText.tsx';
import { useVisit } from './VisitContext.tsx';

export function CategoriesScreen({ data }: { data: { categories: CardCategory[]; seoText?: SeoTextData | null; adBanner?: AdBanner | null } }) {
  const { site } = useVisit();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <CategoriesPage h1={`${site.acronym} Porn Categories`} categories={data.categories} />
      <AdBannerSpot banner={data.adBanner} />
      <PageSeoText text={data.seoText} />
    </>
  );
}
