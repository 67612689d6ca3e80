/** /{slug}/ bound to its loader data: a page-constructor page, or the generic page the content API has at that slug. */
import type { StaticPage } from '../../contracts/content-api.ts';
import { PromoPageScreen, type PromoPageScreenData } from './PromoPageScreen.tsx';
import { StaticPageScreen } from './StaticPageScreen.tsx';

export type SlugPageData = ({ kind: 'constructor' } & PromoPageScreenData) | { kind: 'static'; page: StaticPage };

export function SlugPageScreen({ data }: { data: SlugPageData }) {
  return data.kind === 'static' ? <StaticPageScreen data={{ page: data.page }} /> : <PromoPageScreen data={data} />;
}
