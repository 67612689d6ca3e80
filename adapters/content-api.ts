/**
 * Content API client ({content} = {contentHost}/api/content/v1; spec 000 §7 'Content', 'Favourites').
 * Each method returns contract types with media URLs prefixed by the content host (spec 000 §3) and every HTML
 * field through the one sanitiser (adapters/clean-html.ts),
 * or the spec's empty default when the call fails (spec 000 §8: errors swallowed, logged by the HTTP client).
 */
import type {
  Category,
  HomePageBuilder,
  Model,
  ModelList,
  LoginSlide,
  ModelQuery,
  SoftPage,
  StandardCategory,
  StaticPage,
  Tag,
  Video,
  VideoList,
  VideoQuery,
} from '../contracts/content-api.ts';
import type { AdBanner } from '../contracts/ad-banner.ts';
import type { AiMaskPopup } from '../contracts/ai-mask.ts';
import type { Deal, DealSlide } from '../contracts/deals.ts';
import type { DashboardMenuItem, PublicDashboard } from '../contracts/dashboard-page.ts';
import type { BlogCategory, BlogPost, BlogPostAnswer, BlogPostList } from '../contracts/blog.ts';
import type { Digest } from '../contracts/digest.ts';
import type { FavoriteModelsPage, FavoriteVideosPage } from '../contracts/favorites-page.ts';
import { FAVORITES_PAGE_SIZE } from '../contracts/favorites-paging.ts';
import type { ArPage, Device, DevicePage, Faq, HelpTopics, JsonLd, Partner } from '../contracts/info-pages.ts';
import { CONSTRUCTOR_SLUG } from '../contracts/constructor-slug.ts';
import type { ConstructorPage, PageSection } from '../contracts/page-constructor.ts';
import type { SearchResults } from '../contracts/search.ts';
import type { HttpClient } from './http.ts';
import type { Logger } from './log.ts';
import { cleanHome, cleanPage, cleanSeo, withCleanSeo } from './clean-html.ts';
import { createPrefixer } from './permalinks.ts';
import type { Sanitizer } from './sanitize.ts';
import { UpstreamUnavailable } from './upstream-error.ts';
import type { Notification } from '../contracts/notifications.ts';

export interface ContentApi {
  digest(): Promise<Digest>;
  homePageBuilder(): Promise<HomePageBuilder>;
  /** The home page's soft data (spec 000 §2.4); a failure is logged as 'Failed to fetch soft data' (§8) and shows the empty default. */
  softPage(): Promise<SoftPage>;
  /** The login page's slides; none when the call fails. */
  loginPageSliders(): Promise<LoginSlide[]>;
  /** The spec's empty list when the call fails on page 1; past page 1 a failure throws UpstreamUnavailable. */
  videos(q?: Partial<VideoQuery>): Promise<VideoList>;
  /** Null when the upstream has no such video (404); throws UpstreamUnavailable when it failed otherwise. */
  video(slug: string): Promise<Video | null>;
  /** Records a view of a video (spec 000 §7 add-video-view): whether the server counted it; a failure is logged. */
  addVideoView(id: number): Promise<boolean>;
  similarVideos(slug: string): Promise<Video[]>;
  modelVideos(modelId: number, q?: { page?: number; limit?: number }): Promise<VideoList>;
  /** As `videos`. */
  models(q?: Partial<ModelQuery>): Promise<ModelList>;
  model(slug: string): Promise<Model | null>;
  similarModels(slug: string): Promise<Model[]>;
  /** Video tags and model tags (spec 000 §2.2 tag pages, §7 /model-tags): none when the call fails. */
  videoTags(): Promise<Tag[]>;
  modelTags(): Promise<Tag[]>;
  /** Null when the upstream has no such tag (404); throws UpstreamUnavailable when it failed otherwise. */
  videoTag(slug: string): Promise<Tag | null>;
  modelTag(slug: string): Promise<Tag | null>;
  categories(): Promise<Category[]>;
  category(slug: string): Promise<StandardCategory | null>;
  page(slug: string): Promise<StaticPage | null>;
  favoriteModelIds(): Promise<number[]>;
  /** Adds (POST) or removes (DELETE) a favourite model (§7 'Favourites'): whether the server did it; a failure is logged. */
  setFavoriteModel(modelId: number, on: boolean): Promise<boolean>;
  /**
   * A page of the member's favourite videos, newest first (spec 001 §7 POST {content}/videos/favorite with a filter,
   * §9 12 per page), media on the content host; null when the call fails (logged by the HTTP client).
   */
  favoriteVideosPage(page: number): Promise<FavoriteVideosPage | null>;
  /** A page of the member's favourite models, sorted 'desc' by when added (§7 GET …/user/favorite-models, §9); null when it fails. */
  favoriteModelsPage(page: number): Promise<FavoriteModelsPage | null>;
  /** A place's ad banners (spec 000 §2.3); none when the call fails. */
  adBanners(place: string): Promise<AdBanner[]>;
  /** The deals (spec 001 §7 'Deals'), images on the content host; none when the call fails (§8: errors swallowed). */
  deals(): Promise<Deal[]>;
  /** The deals page's slides (mobile and desktop), images on the content host; none when the call fails. */
  dealSlides(): Promise<DealSlide[]>;
  /**
   * The dashboard's public content (spec 001 §7 GET {content}/dashboard → data.data), images on the content host; the
   * empty dashboard (nothing to show, easy cancel not offered) when the call fails (§8: errors swallowed, logged).
   */
  publicDashboard(): Promise<PublicDashboard>;
  /** The dashboard menu (GET {content}/dashboard-menu → data.data.items), images on the content host; none when the call fails. */
  dashboardMenu(): Promise<DashboardMenuItem[]>;
  /** The header's notifications, newest first (spec 000 §7 'GET /notification'); none when the call fails (§8). */
  notifications(): Promise<Notification[]>;
  /** The help section's devices, by sort; none when the call fails. */
  devices(): Promise<Device[]>;
  /** A device with one page of its videos; null when the upstream has no such device (404), else as `video`. */
  device(slug: string, q?: { page?: number; limit?: number }): Promise<DevicePage | null>;
  /** The help topics with their questions; none when the call fails. */
  helpTopics(): Promise<HelpTopics>;
  /** The FAQs, ordered by sort ascending (spec 000 §3 'Lists'); none when the call fails. */
  faqs(): Promise<Faq[]>;
  partners(): Promise<Partner[]>;
  /** The try-AR page; the empty page (no rails) when the call fails. */
  arPage(): Promise<ArPage>;
  /**
   * The AI-mask pop-up settings (spec 000 §7 'GET /aima{secret}'); null, logged (§8 'AI-mask pop-up'), when the answer
   * has none ('No data received') or the call fails ('Error fetching popup video AI mask:').
   */
  aiMaskPopup(secret: string): Promise<AiMaskPopup | null>;
  /** A page's JSON-LD from /jsonld/{page}; null when the call fails or the CMS has none. */
  jsonLd(page: string, q: { path: string; query?: string; page?: number }): Promise<JsonLd | null>;
  /**
   * A page-constructor page (promo pages and /{slug}/) with its rails as cards and its HTML sanitised; null for a slug
   * that cannot be one (no call) and when the upstream has none (404, or another 4xx); throws UpstreamUnavailable when
   * it failed otherwise (a failing upstream is not a 404).
   */
  pageConstructor(slug: string): Promise<ConstructorPage | null>;
  /** Blog categories (spec 000 §7 'Blog'); none when the call fails. */
  blogCategories(): Promise<BlogCategory[]>;
  /** Null when the upstream has no such category (404); throws UpstreamUnavailable when it failed otherwise. */
  blogCategory(slug: string): Promise<BlogCategory | null>;
  /** Paged posts, of one category when given; the empty list on page 1 when the call fails, past it UpstreamUnavailable. */
  blogPosts(q?: { page?: number; limit?: number; category?: string }): Promise<BlogPostList>;
  /** A post with its neighbours' meta; null on 404. */
  blogPost(slug: string): Promise<BlogPostAnswer | null>;
  /**
   * GET /search/{query} (spec 000 §7): a non-200 answer is logged as 'Wrong Status' (§8) and gives the empty results;
   * an aborted call (a newer search, `signal`) gives them too, unlogged.
   */
  search(query: string, signal?: AbortSignal): Promise<SearchResults>;
}

/**
 * A detail call that failed: null when the upstream said 404, else the upstream is unavailable (not a 404). Detail calls
 * pass their 404 back (`passNotFound`) instead of the client navigating to /404/: their route redirects there itself,
 * with the slug (not-found.data.ts toNotFoundPage), and a route preloaded on hover or focus must never move the page.
 */
const notFoundOrThrow = (call: string, r: { reason: string }): null => {
  if (r.reason === 'not-found') return null;
  throw new UpstreamUnavailable(call, r.reason);
};

/**
 * A list call that failed: page 1 shows the spec's empty default; a later page cannot (an empty list has no page 2,
 * so it would read as past the last page, a 404): the upstream is unavailable (a failing upstream is not a 404).
 */
const emptyOrThrow = async <T>(call: string, r: { reason: string }, page: number | undefined, empty: () => Promise<T>): Promise<T> => {
  if ((page ?? 1) > 1) throw new UpstreamUnavailable(call, r.reason);
  return empty();
};

/** The spec's empty answers come from the contracts, loaded (in the browser) with the first call. */
const emptyAnswers = () => import('../contracts/content-api.ts');

/** The log line of a failed soft-data fetch (spec 000 §8 'Home soft data'). */
export const SOFT_DATA_FAILED = 'Failed to fetch soft data';

/** The log line of a search answered other than 200 (spec 000 §7 'GET /search/{query}', §8 'Search non-200'). */
export const WRONG_STATUS = 'Wrong Status';

/** The log lines of the AI-mask pop-up settings (spec 000 §8 'AI-mask pop-up'). */
export const AI_MASK_NO_DATA = 'No data received';
export const AI_MASK_FAILED = 'Error fetching popup video AI mask:';

export function createContentApi(http: HttpClient, opts: { contentHost: string; sanitizer: Sanitizer; log: Logger }): ContentApi {
  const p = createPrefixer(opts.contentHost);
  const clean = opts.sanitizer;
  const blogPostMedia = (post: BlogPost): BlogPost => ({ ...post, image: p.media(post.image), gallery: post.gallery.map((m) => p.media(m)) });

  return {
    async digest() {
      const r = await http.call('digest');
      return r.ok ? p.digest(r.data.digest) : (await import('../contracts/digest.ts')).emptyDigest;
    },
    async homePageBuilder() {
      const r = await http.call('homePageBuilder');
      return r.ok ? cleanHome(await clean(), p.homePageBuilder(r.data.homePageBuilder)) : (await emptyAnswers()).emptyHomePageBuilder;
    },
    async softPage() {
      const r = await http.call('softPage');
      if (r.ok) return p.softPage(r.data);
      opts.log.error(SOFT_DATA_FAILED, { reason: r.reason, status: r.status, message: r.message });
      return (await emptyAnswers()).emptySoftPage;
    },
    async loginPageSliders() {
      const r = await http.call('loginPageSliders');
      return r.ok ? r.data.items.map((slide) => ({ ...slide, image: p.media(slide.image) })) : [];
    },
    async videos(q = {}) {
      const r = await http.call('videos', { query: q });
      if (r.ok) return { ...r.data, items: r.data.items.map(p.videoListItem) };
      return emptyOrThrow('videos', r, q.page, async () => (await emptyAnswers()).emptyVideoList);
    },
    async video(slug) {
      const r = await http.call('video', { params: { slug }, passNotFound: true });
      if (r.ok) return withCleanSeo(await clean(), p.video(r.data.item));
      return notFoundOrThrow('video', r);
    },
    async addVideoView(id) {
      const r = await http.call('addVideoView', { body: { id }, passNotFound: true });
      return r.ok && r.data === true;
    },
    async similarVideos(slug) {
      const r = await http.call('similarVideos', { params: { slug } });
      return r.ok ? r.data.item.map(p.video) : [];
    },
    async modelVideos(modelId, q = {}) {
      const r = await http.call('modelVideos', { params: { modelId }, query: q });
      return r.ok ? { ...r.data, items: r.data.items.map(p.videoListItem) } : (await emptyAnswers()).emptyVideoList;
    },
    async models(q = {}) {
      const r = await http.call('models', { query: q });
      if (r.ok) return { ...r.data, items: r.data.items.map(p.model) };
      return emptyOrThrow('models', r, q.page, async () => (await emptyAnswers()).emptyModelList);
    },
    async model(slug) {
      const r = await http.call('model', { params: { slug }, passNotFound: true });
      if (r.ok) return withCleanSeo(await clean(), p.model(r.data.item));
      return notFoundOrThrow('model', r);
    },
    async similarModels(slug) {
      const r = await http.call('similarModels', { params: { slug } });
      return r.ok ? r.data.items.map(p.model) : [];
    },
    async videoTags() {
      const r = await http.call('videoTags');
      return r.ok ? r.data.items : [];
    },
    async modelTags() {
      const r = await http.call('modelTags');
      return r.ok ? r.data.items : [];
    },
    async videoTag(slug) {
      const r = await http.call('videoTag', { params: { slug }, passNotFound: true });
      if (r.ok) return withCleanSeo(await clean(), r.data.item);
      return notFoundOrThrow('videoTag', r);
    },
    async modelTag(slug) {
      const r = await http.call('modelTag', { params: { slug }, passNotFound: true });
      if (r.ok) return withCleanSeo(await clean(), r.data.item);
      return notFoundOrThrow('modelTag', r);
    },
    async categories() {
      const r = await http.call('categories');
      return r.ok ? r.data.items.map(p.category) : [];
    },
    async category(slug) {
      const r = await http.call('category', { params: { slug }, passNotFound: true });
      if (r.ok) return withCleanSeo(await clean(), p.standardCategory(r.data.item));
      return notFoundOrThrow('category', r);
    },
    async page(slug) {
      const r = await http.call('page', { params: { slug }, passNotFound: true });
      if (r.ok) return cleanPage(await clean(), p.page(r.data.item));
      return notFoundOrThrow('page', r);
    },
    async favoriteModelIds() {
      const r = await http.call('favoriteModelIds');
      return r.ok ? r.data.data.ids : [];
    },
    async setFavoriteModel(modelId, on) {
      const r = await http.call(on ? 'addFavoriteModel' : 'removeFavoriteModel', { params: { modelId }, passNotFound: true });
      return r.ok;
    },
    async favoriteVideosPage(page) {
      const r = await http.call('favoriteVideosPage', { body: { page, limit: FAVORITES_PAGE_SIZE }, passNotFound: true });
      return r.ok ? { ...r.data.data, items: r.data.data.items.map(p.video) } : null;
    },
    async favoriteModelsPage(page) {
      const r = await http.call('favoriteModels', { query: { page, limit: FAVORITES_PAGE_SIZE, order: 'desc' }, passNotFound: true });
      return r.ok ? { ...r.data.data.models, items: r.data.data.models.items.map(p.model) } : null;
    },
    async blogCategories() {
      const r = await http.call('blogCategories');
      return r.ok ? r.data.items : [];
    },
    async blogCategory(slug) {
      const r = await http.call('blogCategory', { params: { slug }, passNotFound: true });
      if (r.ok) return { ...r.data.item, seoParams: cleanSeo(await clean(), r.data.item.seoParams) };
      return notFoundOrThrow('blogCategory', r);
    },
    async blogPosts(q = {}) {
      const query = { page: q.page, limit: q.limit };
      const r = q.category
        ? await http.call('blogCategoryPosts', { params: { category: q.category }, query })
        : await http.call('blogPosts', { query });
      if (r.ok) return { ...r.data, items: r.data.items.map(blogPostMedia) };
      return emptyOrThrow('blogPosts', r, q.page, async () => (await import('../contracts/blog.ts')).emptyBlogPostList);
    },
    async blogPost(slug) {
      const r = await http.call('blogPost', { params: { slug }, passNotFound: true });
      if (!r.ok) return notFoundOrThrow('blogPost', r);
      const s = await clean();
      const item = blogPostMedia(r.data.item);
      return { item: { ...item, text: s.html(item.text), seoParams: cleanSeo(s, item.seoParams) }, meta: r.data.meta };
    },
    async notifications() {
      const r = await http.call('notifications');
      if (!r.ok) return [];
      return r.data.items.map((n) => ({ ...n, image: p.media(n.image) })).sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
    },
    async adBanners(place) {
      const r = await http.call('adBanner', { params: { place }, passNotFound: true });
      return r.ok ? r.data.data.map(p.adBanner) : [];
    },
    async deals() {
      const r = await http.call('deals');
      return r.ok ? r.data.data.items.map((deal) => ({ ...deal, image: p.media(deal.image) })) : [];
    },
    async dealSlides() {
      const r = await http.call('dealSliders');
      return r.ok ? r.data.data.items.map((slide) => ({ ...slide, image: p.media(slide.image) })) : [];
    },
    async publicDashboard() {
      const r = await http.call('publicDashboard');
      if (!r.ok) return (await import('../contracts/dashboard-page.ts')).emptyPublicDashboard;
      const d = r.data.data.data;
      return {
        ...d,
        upcomingScenes: d.upcomingScenes.map(p.customVideo),
        topScenes: d.topScenes.map(p.video),
        playaEasySetupImage: p.media(d.playaEasySetupImage),
      };
    },
    async dashboardMenu() {
      const r = await http.call('dashboardMenu');
      return r.ok ? r.data.data.data.items.map((item) => ({ ...item, image: p.media(item.image) })) : [];
    },
    async devices() {
      const r = await http.call('devices');
      return r.ok ? r.data.items.map((d) => ({ ...d, deviceImageClipped: p.media(d.deviceImageClipped) })) : [];
    },
    async device(slug, q = {}) {
      const r = await http.call('device', { params: { slug }, query: q, passNotFound: true });
      if (!r.ok) return notFoundOrThrow('device', r);
      const { item, videos } = r.data;
      const device = { ...item, deviceImageClipped: p.media(item.deviceImageClipped), seoParams: p.seo(item.seoParams) };
      return { item: withCleanSeo(await clean(), device), videos: { ...videos, items: videos.items.map(p.video) } };
    },
    async helpTopics() {
      const r = await http.call('helpTopics');
      if (!r.ok) return [];
      const s = await clean();
      return r.data.items.map((t) => ({ ...t, questions: t.questions.map((q) => ({ ...q, answer: s.html(q.answer) })) }));
    },
    async faqs() {
      const r = await http.call('faqs');
      if (!r.ok) return [];
      const s = await clean();
      return r.data.items.map((f) => ({ ...f, answer: s.html(f.answer) })).sort((a, b) => a.sort - b.sort);
    },
    async partners() {
      const r = await http.call('partners');
      return r.ok ? r.data.items.map((x) => ({ ...x, logo: p.media(x.logo) })) : [];
    },
    async aiMaskPopup(secret) {
      const r = await http.call('aiMaskPopup', { params: { secret } });
      if (!r.ok) {
        opts.log.error(AI_MASK_FAILED, { reason: r.reason, status: r.status, message: r.message });
        return null;
      }
      const item = r.data.item;
      if (!item) {
        opts.log.error(AI_MASK_NO_DATA);
        return null;
      }
      return { ...item, video: item.video && { src: p.url(item.video.src), poster: p.url(item.video.poster) } };
    },
    async arPage() {
      const r = await http.call('arPage');
      if (!r.ok) return (await import('../contracts/info-pages.ts')).emptyArPage;
      const a = r.data.ARPage;
      return withCleanSeo(await clean(), {
        ...a,
        arVideos: a.arVideos.map(p.video),
        aiVideos: a.aiVideos.map(p.video),
        seoParams: p.seo(a.seoParams),
      });
    },
    async pageConstructor(slug) {
      if (!CONSTRUCTOR_SLUG.test(slug)) return null;
      // Any single-segment path reaches this call (the /{slug}/ route): a 404 is an answer here, not a page error.
      const r = await http.call('pageConstructor', { params: { slug }, passNotFound: true });
      if (!r.ok) return r.reason === 'http' && (r.status ?? 500) < 500 ? null : notFoundOrThrow('pageConstructor', r);
      const s = await clean();
      const section = (x: PageSection): PageSection => {
        switch (x.type) {
          case 'hero':
            return { ...x, image: p.media(x.image) };
          case 'text':
            return { ...x, html: s.html(x.html) };
          case 'videoRail':
            return { ...x, videos: x.videos.map(p.video) };
          case 'modelRail':
            return { ...x, models: x.models.map(p.model) };
          default:
            return x;
        }
      };
      const { item } = r.data;
      return { ...item, seoParams: cleanSeo(s, p.seo(item.seoParams)), sections: item.sections.map(section) };
    },
    async jsonLd(page, q) {
      const r = await http.call('jsonLd', { params: { page }, query: q });
      return r.ok ? r.data.item : null;
    },
    async search(query, signal) {
      const r = await http.call('search', { params: { query }, signal });
      if (r.ok) {
        const { pages, blogPosts, models, videos, special } = r.data.data;
        return {
          pages,
          blogPosts: blogPosts.map((post) => ({ ...post, image: post.image ? p.media(post.image) : null })),
          models: models.map(p.model),
          videos: videos.map(p.video),
          special: special ? { ...special, videos: special.videos.map(p.video) } : null,
        };
      }
      if (!signal?.aborted) opts.log.error(WRONG_STATUS, { reason: r.reason, status: r.status, message: r.message });
      return (await import('../contracts/search.ts')).emptySearchResults;
    },
  };
}
