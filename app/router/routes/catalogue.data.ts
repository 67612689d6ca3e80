/**
 * The catalogue routes' loaders (catalogue.tsx; loaded with a route's first client navigation or a link's intent, and by
 * the server, app/router/route-code.ts): home, videos, video, models, model, categories, category. They fetch through
 * adapters. Their heads are catalogue.head.ts: a page's hydration needs its head, not its loader (the dehydrated data
 * stands in), so a page's first load carries only the head's chunk.
 */
import { listSort } from '../../../domain/video-sort.ts';
import type { Category, HomePageBuilder, SoftPage } from '../../../contracts/content-api.ts';
import { isCustomCategory, isCustomVideo } from '../../../contracts/guards.ts';
import { JOIN_PATH, PAGE_SIZE, TOP_CATEGORY_COUNT } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import { seoTextOn } from '../../../domain/seo-text.ts';
import type { HomeBuilderCards, HomeSoftCards } from '../../../views/catalogue/HomePage.tsx';
import { loadAdBanner } from '../ad-banner.ts';
import { cardCategory, cardModel, cardVideos, gridCardVideo, listCardModels } from '../card-data.ts';
import { loadContinueWatching } from '../continue-watching.ts';
import type { LoaderContext } from '../route-code.ts';
import { seal } from '../seal.ts';
import type { Services } from '../services.ts';
import type { VideoListSearch, ModelListSearch, VideoSearch } from '../search.ts';
import { routeSeoText } from '../seo-text.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

/** The home page builder's cards: the same for every viewer of the site (the home's sealed document, sealed-doc.ts). */
export async function loadHomeBuilderCards(services: Services): Promise<HomeBuilderCards> {
  const [home, categories] = await Promise.all([services.content.homePageBuilder(), services.content.categories()]);
  return homeBuilderCards(home, categories);
}

function homeBuilderCards(home: HomePageBuilder, categories: readonly Category[]): HomeBuilderCards {
  // 'Top VR Porn Categories' falls back to the first standard categories when the builder has none.
  const topCategories =
    home.topCategories.length > 0 ? home.topCategories : categories.filter((c) => !isCustomCategory(c)).slice(0, TOP_CATEGORY_COUNT);
  return {
    announcements: home.announcements,
    titleWinner: home.titleWinner,
    descriptionArea: home.descriptionArea,
    upcomingScenes: home.upcomingScenes,
    topVideos: home.topVideos.map(gridCardVideo),
    latestVideos: home.latestVideos.map(gridCardVideo),
    topModels: home.topModels.map(cardModel),
    featuredModels: home.featuredModels.map(cardModel),
    topCategories: topCategories.map(cardCategory),
    seo: home.seoParams,
    seoText: seoTextOn('index', home.seoParams),
  };
}

/** The soft data for a viewer outside the verified view (spec 000 §2.4), as cards; its slides lead to /join-now/. */
const softCards = (soft: SoftPage): HomeSoftCards => ({
  title: soft.title,
  subtitle: soft.subtitle,
  slides: soft.slides.map((slide) => ({ ...slide, link: JOIN_PATH })),
  videos: soft.videos.map(gridCardVideo),
  models: soft.models.map(cardModel),
});

/**
 * The builder's cards and the page's SEO cross to the browser as their document (sealed on the server, read back before
 * hydration), the viewer's own rail and soft data beside them; the screen puts them together (views/catalogue/HomePage.tsx homeCardsOf).
 */
export const homeLoader = async ({ context: { services, viewer } }: LoaderContext) => {
  // Outside the verified view the soft data replaces the winner title, the description and the top models and videos (spec 000 §2.4).
  const [home, categories, soft, adBanner, continueWatching] = await Promise.all([
    services.content.homePageBuilder(),
    services.content.categories(),
    viewer.verifiedView ? null : services.content.softPage(),
    loadAdBanner(services, 'index'),
    loadContinueWatching(services, viewer.verifiedView),
  ]);
  const cards = homeBuilderCards(home, categories);
  return {
    cards,
    homeDoc: import.meta.env.SSR ? await seal('home', cards) : null,
    continueWatching,
    soft: soft ? softCards(soft) : null,
    adBanner,
  };
};

export const videosLoader = async ({ context: { services, viewer }, deps }: LoaderContext & { deps: VideoListSearch }) => {
  const sort = listSort(deps.sort, viewer.loggedIn);
  const [list, categories, seoText, adBanner] = await Promise.all([
    services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort, category: deps.category }),
    services.content.categories(),
    routeSeoText(services, 'videos', '/videos/'),
    loadAdBanner(services, 'videos'),
  ]);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  return {
    list: { ...list, items: cardVideos(list.items) },
    categories: categories.filter((c) => !isCustomCategory(c)).map(cardCategory),
    search: deps,
    sort,
    seoText,
    adBanner,
  };
};

export const videoLoader = async ({ context: { services }, params, deps }: LoaderContext & { params: { slug: string }; deps: VideoSearch }) => {
  const [video, similar] = await Promise.all([services.content.video(params.slug), services.content.similarVideos(params.slug)]);
  if (!video) throw toNotFoundPage(params.slug);
  // Reached from /free/: free to watch in full when the free list holds it (its answer failing: not free).
  const free =
    deps.isVideoFromFreePage === 1 &&
    (await services.content.videos({ free: 1, videos: String(video.id), limit: 1 })).items.some((v) => !isCustomVideo(v) && v.id === video.id);
  return { video, similar: similar.map(gridCardVideo), free };
};

export const modelsLoader = async ({ context: { services }, deps }: LoaderContext & { deps: ModelListSearch }) => {
  const [list, tags, seoText, adBanner] = await Promise.all([
    services.content.models({ page: deps.page, limit: PAGE_SIZE, letter: deps.letter, tag: deps.tag }),
    services.content.modelTags(),
    routeSeoText(services, 'models', '/models/'),
    loadAdBanner(services, 'models'),
  ]);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  const nowSec = Math.floor(services.nowMs() / 1000);
  return {
    list: { ...list, items: await listCardModels(list.items, nowSec) },
    tags: tags.map((t) => ({ slug: t.slug, label: t.label, description: '' })),
    search: deps,
    seoText,
    adBanner,
  };
};

export const modelLoader = async ({ context: { services }, params }: LoaderContext & { params: { slug: string } }) => {
  // The banner is asked for at once, beside the model (the adapter never rejects, so a 404 leaves nothing dangling).
  const banner = loadAdBanner(services, 'models-slug');
  const model = await services.content.model(params.slug);
  if (!model) throw toNotFoundPage(params.slug);
  const [videos, similar, adBanner] = await Promise.all([
    services.content.modelVideos(model.id, { limit: 24 }),
    services.content.similarModels(params.slug),
    banner,
  ]);
  return {
    model,
    videos: { ...videos, items: cardVideos(videos.items) },
    similar: similar.map(cardModel),
    nowSec: Math.floor(services.nowMs() / 1000),
    adBanner,
  };
};

export const categoriesLoader = async ({ context: { services } }: LoaderContext) => {
  const [categories, home, adBanner] = await Promise.all([
    services.content.categories(),
    services.content.homePageBuilder(),
    loadAdBanner(services, 'categories'),
  ]);
  return {
    categories: categories.map(cardCategory),
    seo: home.categoriesPageSeo,
    seoText: seoTextOn('categories', home.categoriesPageSeo),
    adBanner,
  };
};

export const categoryLoader = async ({
  context: { services, viewer },
  params,
  deps,
}: LoaderContext & { params: { slug: string }; deps: VideoListSearch }) => {
  const sort = listSort(deps.sort, viewer.loggedIn);
  const [category, list, adBanner] = await Promise.all([
    services.content.category(params.slug),
    services.content.videos({ page: deps.page, limit: PAGE_SIZE, sort, category: params.slug }),
    loadAdBanner(services, 'categories-slug'),
  ]);
  if (!category) throw toNotFoundPage(params.slug);
  if (isPastLastPage(deps.page, list.pages)) throw await pageNotFound(services);
  return { category, list: { ...list, items: cardVideos(list.items) }, search: deps, sort, adBanner };
};
