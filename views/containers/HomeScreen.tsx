/** Home (spec 000 §2.4 'Home'): the home page builder's sections, with card options from the visit. */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { type HomeCards, HomePage } from '../catalogue/HomePage.tsx';
import { AdBannerSlot } from './AdBannerSlot.tsx';
import { PageSeoText } from './PageSeoText.tsx';
import { useCardOptions } from './use-card-options.ts';

export function HomeScreen({ data }: { data: { home: HomeCards; seoText?: SeoTextData | null; adBanner?: AdBanner | null } }) {
  const card = useCardOptions();
  return (
    <>
      <HomePage
        {...card}
        home={data.home}
        adMiddle={<AdBannerSlot banner={data.adBanner} position="middle" />}
        adBottom={<AdBannerSlot banner={data.adBanner} position="bottom" />}
      />
      <PageSeoText text={data.seoText} />
    </>
  );
}
