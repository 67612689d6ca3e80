/** A page-constructor page (promo pages and /{slug}/) bound to its loader data and the page's card options, with staff's 'Edit'. */
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { PromoPage, type PromoPageData } from '../promo/PromoPage.tsx';
import { StaffEdit } from './StaffEdit.tsx';
import { useCardOptions } from './use-card-options.ts';

export type PromoPageScreenData = { page: PromoPageData; crumbs: { label: string; href?: string }[] };

export function PromoPageScreen({ data }: { data: PromoPageScreenData }) {
  const card = useCardOptions();
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <StaffEdit kind="page" id={data.page.id} />
      <PromoPage page={data.page} card={card} />
    </>
  );
}
