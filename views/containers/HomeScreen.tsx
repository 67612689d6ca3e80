/** Home (spec 000 §2.4 'Home'): the home page builder's sections, with card options from the visit. */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { type HomeBuilderCards, HomePage, type HomeSoftCards, homeCardsOf } from '../catalogue/HomePage.tsx';
import type { ContinueWatchingCard } from '../catalogue/ContinueWatching.tsx';
import { AdBannerSlot } from './AdBannerSlot.tsx';
import { PageSeoText } from './PageSeoText.tsx';
import { useCardOptions } from './use-card-options.ts';

type HomeData = {
  cards: HomeBuilderCards;
  continueWatching?: ReadonlyArray<ContinueWatchingCard>;
  soft?: HomeSoftCards | null;
  adBanner?: AdBanner | null;
};

export function HomeScreen({ data }: { data: HomeData }) {
  const card = useCardOptions();
  return (
    <>
      <HomePage
        {...card}
        home={homeCardsOf(data.cards, data)}
        adMiddle={<AdBannerSlot banner={data.adBanner} position="middle" />}
        adBottom={<AdBannerSlot banner={data.adBanner} position="bottom" />}
      />
      <PageSeoText text={data.cards.seoText} />
    </>
  );
}
