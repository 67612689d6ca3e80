/** Home (spec 000 §2.4 'Home'): the home page builder's sections, with card options from the visit. */
import { type HomeCards, HomePage } from '../catalogue/HomePage.tsx';
import type { SeoTextData } from '../../machines/rules/seo-text.ts';
import { PageSeoText } from './PageSeoText.tsx';
import { useCardOptions } from './use-card-options.ts';

export function HomeScreen({ data }: { data: { home: HomeCards; seoText?: SeoTextData | null } }) {
  const card = useCardOptions();
  return (
    <>
      <HomePage {...card} home={data.home} />
      <PageSeoText text={data.seoText} />
    </>
  );
}
