/**
 * Home (spec 000 §2.4 'Home', §3 'Home page builder'): announcement slider, titleWinner, the sections
 * 'Upcoming VR Sex Videos', 'Top VR Porn Videos', 'Latest VR Porn Videos', 'Top VR Porn Categories' and
 * 'VR Pornstars' each with its 'More ...' button, the 8 featured models, and descriptionArea (blocks hidden
 * when empty). In the unverified view the app passes the blanked builder (titleWinner, descriptionArea, top models
 * and videos empty) with the soft data instead (spec 000 §2.4): its title and subtitle, videos and models, and its
 * slides as the announcements (linking to /join-now/).
 */
import type { ReactNode } from 'react';
import type { CustomVideo, HomePageBuilder } from '../../contracts/content-api.ts';
import type { SeoTextData } from '../../domain/seo-text.ts';
import { AnnouncementCarousel } from './AnnouncementCarousel.tsx';
import { CategoryGrid } from './CategoryGrid.tsx';
import { FeaturedModels } from './FeaturedModels.tsx';
import { ModelGrid } from './ModelGrid.tsx';
import { type ContinueWatchingCard, ContinueWatching } from './ContinueWatching.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import { VideoGrid } from './VideoGrid.tsx';
import { type CardCategory, type CardModel, type CardVideo, type ModelCardOptions, type VideoCardOptions, modelOptionsOf } from './types.ts';
import './catalogue.css';
import './home.css';

/** What the home sections show of the home page builder (spec 000 §3 'Home page builder'), as cards. */
export interface HomeBuilderCards extends Pick<HomePageBuilder, 'announcements' | 'titleWinner' | 'descriptionArea'> {
  upcomingScenes: ReadonlyArray<CustomVideo>;
  topVideos: ReadonlyArray<CardVideo>;
  latestVideos: ReadonlyArray<CardVideo>;
  topModels: ReadonlyArray<CardModel>;
  featuredModels: ReadonlyArray<CardModel>;
  topCategories: ReadonlyArray<CardCategory>;
  /** The page's SEO fields and its SEO text section (the same for every viewer): absent when the document could not be read. */
  seo?: HomePageBuilder['seoParams'];
  seoText?: SeoTextData | null;
}

/** The home sections' cards for one viewer: the builder's, with their own rail and the soft data where they apply. */
export interface HomeCards extends HomeBuilderCards {
  /** A signed-in member's videos left part-way, the latest watched first. */
  continueWatching?: ReadonlyArray<ContinueWatchingCard>;
  /** The soft data, for a viewer outside the verified view (GET {content}/soft-page). */
  soft?: { title: string; subtitle: string; videos: ReadonlyArray<CardVideo>; models: ReadonlyArray<CardModel> };
}

/** The soft data as the home's loader gives it: its slides already lead to /join-now/. */
export interface HomeSoftCards extends NonNullable<HomeCards['soft']> {
  slides: HomePageBuilder['announcements'];
}

/**
 * One viewer's home: the builder's cards with the viewer's rail; outside the verified view (spec 000 §2.4) the soft
 * data's slides replace the announcements and the winner title, the description and the top models and videos are blank.
 */
export function homeCardsOf(
  cards: HomeBuilderCards,
  viewer: { continueWatching?: ReadonlyArray<ContinueWatchingCard>; soft?: HomeSoftCards | null },
): HomeCards {
  const { continueWatching, soft } = viewer;
  if (!soft) return { ...cards, continueWatching };
  const { slides, ...rest } = soft;
  return { ...cards, continueWatching, announcements: slides, titleWinner: '', descriptionArea: '', topVideos: [], topModels: [], soft: rest };
}

interface HomePageProps extends VideoCardOptions, Omit<ModelCardOptions, 'verifiedView'> {
  home: HomeCards;
  /** Target of 'More Upcoming VR Sex Videos'; default the latest videos. */
  upcomingMoreHref?: string;
  /** The ad banner slots (spec 000 §2.3): middle after the first rail, bottom before the description. */
  adMiddle?: ReactNode;
  adBottom?: ReactNode;
}

/** The home sections' titles and 'More ...' buttons (spec 000 §2.4 Home). */
function homeSections(acronym: string) {
  return {
    upcoming: { title: `Upcoming ${acronym} Sex Videos`, more: `More Upcoming ${acronym} Sex Videos` },
    top: { title: `Top ${acronym} Porn Videos`, more: `More Top ${acronym} Porn Videos`, href: '/videos/?sort=popular' },
    latest: { title: `Latest ${acronym} Porn Videos`, more: `More Latest ${acronym} Porn Videos`, href: '/videos/?sort=latest' },
    categories: { title: `Top ${acronym} Porn Categories`, more: `More ${acronym} Porn Categories`, href: '/categories/' },
    models: { title: `${acronym} Pornstars`, more: `More ${acronym} Pornstars`, href: '/models/' },
    featured: { title: `Featured ${acronym} Pornstars` },
  } as const;
}

export function HomePage(props: HomePageProps) {
  const { home, upcomingMoreHref = '/videos/?sort=latest', adMiddle, adBottom, ...card } = props;
  // The middle banner follows the first rail the page shows.
  const firstRail = home.soft ? 'soft' : home.upcomingScenes.length > 0 ? 'upcoming' : home.topVideos.length > 0 ? 'top' : 'latest';
  const middleAfter = (rail: typeof firstRail) => (rail === firstRail ? adMiddle : null);
  const s = homeSections(card.acronym);
  const modelOptions = modelOptionsOf(card);
  return (
    <div className="cat-page cat-home">
      <AnnouncementCarousel announcements={home.announcements} />
      {home.titleWinner ? <h1 className="cat-home-title">{home.titleWinner}</h1> : null}
      {home.continueWatching ? <ContinueWatching {...card} videos={home.continueWatching} /> : null}
      {home.soft ? <SoftSections soft={home.soft} card={card} modelOptions={modelOptions} /> : null}
      {middleAfter('soft')}
      {home.upcomingScenes.length > 0 ? (
        <section className="cat-section" aria-labelledby="home-upcoming">
          <SectionHeader id="home-upcoming" title={s.upcoming.title} moreLabel={s.upcoming.more} moreHref={upcomingMoreHref} />
          <VideoGrid {...card} title={s.upcoming.title} videos={home.upcomingScenes} eagerCount={4} />
        </section>
      ) : null}
      {middleAfter('upcoming')}
      {home.topVideos.length > 0 ? (
        <section className="cat-section" aria-labelledby="home-top">
          <SectionHeader id="home-top" title={s.top.title} moreLabel={s.top.more} moreHref={s.top.href} />
          <VideoGrid {...card} title={s.top.title} videos={home.topVideos} />
        </section>
      ) : null}
      {middleAfter('top')}
      {home.latestVideos.length > 0 ? (
        <section className="cat-section" aria-labelledby="home-latest">
          <SectionHeader id="home-latest" title={s.latest.title} moreLabel={s.latest.more} moreHref={s.latest.href} />
          <VideoGrid {...card} title={s.latest.title} videos={home.latestVideos} />
        </section>
      ) : null}
      {middleAfter('latest')}
      <FeaturedModels models={home.featuredModels} verifiedView={card.verifiedView} title={s.featured.title} />
      {home.topCategories.length > 0 ? (
        <section className="cat-section" aria-labelledby="home-categories">
          <SectionHeader id="home-categories" title={s.categories.title} moreLabel={s.categories.more} moreHref={s.categories.href} />
          <CategoryGrid title={s.categories.title} categories={home.topCategories} />
        </section>
      ) : null}
      {home.topModels.length > 0 ? (
        <section className="cat-section" aria-labelledby="home-models">
          <SectionHeader id="home-models" title={s.models.title} moreLabel={s.models.more} moreHref={s.models.href} />
          <ModelGrid {...modelOptions} title={s.models.title} models={home.topModels} />
        </section>
      ) : null}
      {adBottom}
      {home.descriptionArea ? <div className="cat-home-description" dangerouslySetInnerHTML={{ __html: home.descriptionArea }} /> : null}
    </div>
  );
}

/** The soft data's sections: its title and subtitle, its videos and models (their links lead to /join-now/). */
function SoftSections({
  soft,
  card,
  modelOptions,
}: {
  soft: NonNullable<HomeCards['soft']>;
  card: VideoCardOptions;
  modelOptions: ModelCardOptions;
}) {
  return (
    <>
      {soft.title ? <h1 className="cat-home-title">{soft.title}</h1> : null}
      {soft.subtitle ? <p className="cat-home-subtitle">{soft.subtitle}</p> : null}
      {soft.videos.length > 0 ? (
        <section className="cat-section" aria-label={`${soft.title || 'Videos'}: videos`}>
          <VideoGrid {...card} title={soft.title || 'Videos'} videos={soft.videos} eagerCount={4} />
        </section>
      ) : null}
      {soft.models.length > 0 ? (
        <section className="cat-section" aria-label={`${soft.title || 'Models'}: models`}>
          <ModelGrid {...modelOptions} title={soft.title || 'Models'} models={soft.models} />
        </section>
      ) : null}
    </>
  );
}
