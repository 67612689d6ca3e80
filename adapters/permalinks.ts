/**
 * Media URL rewriting of content answers (spec 000 §3 'permalinks are prefixed with the content host';
 * §2.4 'Video page': player sources whose fileSize is -1 are removed from both full and trailer lists).
 * Only root-relative URLs ('/…', not '//…') are prefixed; an empty content host leaves them as they are.
 */
import { isCustomCategory, isCustomVideo } from '../contracts/guards.ts';
import type { AdBanner, BannerImage } from '../contracts/ad-banner.ts';
import type { Media, SeoParams } from '../contracts/common.ts';
import type {
  Category,
  CustomVideo,
  HomePageBuilder,
  SoftPage,
  Model,
  PlayerSource,
  StandardCategory,
  StaticPage,
  Video,
  VideoListItem,
} from '../contracts/content-api.ts';
import type { Digest, Menu, MenuItem } from '../contracts/digest.ts';

export type Prefixer = {
  url(u: string): string;
  url(u: string | null): string | null;
  media<M extends { permalink: string }>(m: M): M;
  media<M extends { permalink: string }>(m: M | null): M | null;
  seo(s: SeoParams): SeoParams;
  video(v: Video): Video;
  customVideo(v: CustomVideo): CustomVideo;
  videoListItem(v: VideoListItem): VideoListItem;
  model(m: Model): Model;
  category(c: Category): Category;
  standardCategory(c: StandardCategory): StandardCategory;
  page(p: StaticPage): StaticPage;
  homePageBuilder(h: HomePageBuilder): HomePageBuilder;
  softPage(s: SoftPage): SoftPage;
  /** Its images, videos and framed ad pages (media of the content host); the links it leads to are left alone. */
  adBanner(b: AdBanner): AdBanner;
  digest(d: Digest): Digest;
};

/** Drops the player sources whose file size is -1. */
export const playableSources = (sources: PlayerSource[]): PlayerSource[] => sources.filter((s) => s.fileSize !== -1);

export function createPrefixer(contentHost: string): Prefixer {
  const host = contentHost.replace(/\/+$/, '');

  function url(u: string): string;
  function url(u: string | null): string | null;
  function url(u: string | null): string | null {
    if (u === null || !host) return u;
    return u.startsWith('/') && !u.startsWith('//') ? `${host}${u}` : u;
  }
  function media<M extends { permalink: string }>(m: M): M;
  function media<M extends { permalink: string }>(m: M | null): M | null;
  function media<M extends { permalink: string }>(m: M | null): M | null {
    return m === null ? null : { ...m, permalink: url(m.permalink) };
  }
  const medias = (list: Media[]): Media[] => list.map((m) => media(m));

  const seo = (s: SeoParams): SeoParams => ({
    ...s,
    ogParams: s.ogParams && { ...s.ogParams, imageSecureFile: media(s.ogParams.imageSecureFile) },
    twitterParams: s.twitterParams && { ...s.twitterParams, imageFile: media(s.twitterParams.imageFile) },
  });

  const sources = (list: PlayerSource[]): PlayerSource[] => playableSources(list).map((s) => ({ ...s, src: url(s.src) }));

  const video = (v: Video): Video => ({
    ...v,
    poster: media(v.poster),
    image: media(v.image),
    videoPreviewPoster: url(v.videoPreviewPoster),
    galleryImages: medias(v.galleryImages),
    seoParams: seo(v.seoParams),
    videoPlayerSources: { full: sources(v.videoPlayerSources.full), trailer: sources(v.videoPlayerSources.trailer) },
  });

  const customVideo = (v: CustomVideo): CustomVideo => ({ ...v, image: media(v.image) });
  const videoListItem = (v: VideoListItem): VideoListItem => (isCustomVideo(v) ? customVideo(v) : video(v));

  const model = (m: Model): Model => ({
    ...m,
    featuredImage: media(m.featuredImage),
    galleryImages: medias(m.galleryImages),
    seoParams: seo(m.seoParams),
  });

  const standardCategory = (c: StandardCategory): StandardCategory => ({
    ...c,
    categoryImage: media(c.categoryImage),
    seoParams: seo(c.seoParams),
  });
  const category = (c: Category): Category => (isCustomCategory(c) ? { ...c, image: media(c.image) } : standardCategory(c));

  const page = (p: StaticPage): StaticPage => ({ ...p, seoParams: seo(p.seoParams) });
  const bannerImages = (list: BannerImage[]): BannerImage[] => list.map((i) => ({ ...i, image: media(i.image) }));
  const adBanner = (b: AdBanner): AdBanner => ({
    ...b,
    videoDesktop: media(b.videoDesktop),
    videoMobile: media(b.videoMobile),
    imagesDesktop: bannerImages(b.imagesDesktop),
    imagesMobile: bannerImages(b.imagesMobile),
    iframesDesktop: b.iframesDesktop.map((f) => ({ iframe: url(f.iframe) })),
    iframesMobile: b.iframesMobile.map((f) => ({ iframe: url(f.iframe) })),
  });

  const homePageBuilder = (h: HomePageBuilder): HomePageBuilder => ({
    ...h,
    topVideos: h.topVideos.map(video),
    latestVideos: h.latestVideos.map(video),
    topModels: h.topModels.map(model),
    featuredModels: h.featuredModels.map(model),
    topCategories: h.topCategories.map(standardCategory),
    upcomingScenes: h.upcomingScenes.map(customVideo),
    categoriesPageSeo: seo(h.categoriesPageSeo),
    seoParams: seo(h.seoParams),
    announcements: h.announcements.map((a) => ({ ...a, image: media(a.image) })),
  });

  const softPage = (s: SoftPage): SoftPage => ({
    ...s,
    models: s.models.map(model),
    videos: s.videos.map(video),
    slides: s.slides.map((a) => ({ ...a, image: media(a.image) })),
  });

  const menuItem = (i: MenuItem): MenuItem => ({
    ...i,
    icon: media(i.icon),
    pullDownMenus: i.pullDownMenus.map((p) => ({ ...p, image: media(p.image) })),
  });
  const menu = (m: Menu): Menu => ({ ...m, items: m.items.map(menuItem) });

  const digest = (d: Digest): Digest => ({
    ...d,
    headerMenu: d.headerMenu.map(menu),
    footerMenu: d.footerMenu.map(menu),
    mobileBottomMenu: d.mobileBottomMenu.map(menuItem),
    siteSettings: {
      ...d.siteSettings,
      headerLogoColor: media(d.siteSettings.headerLogoColor),
      footerLogo: media(d.siteSettings.footerLogo),
    },
  });

  return {
    url,
    media,
    seo,
    video,
    customVideo,
    videoListItem,
    model,
    category,
    standardCategory,
    page,
    homePageBuilder,
    softPage,
    adBanner,
    digest,
  };
}
