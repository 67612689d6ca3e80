/** Expands the stored home-page configuration into the wire homePageBuilder (spec 000 §3 'Home page builder'). */
import type { HomePageBuilder, SoftPage } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';
import type { HomeConfig } from '../seed/digest.ts';
import { getSetting, standardCategoriesBySlugs } from './catalogue.ts';
import { modelsByIds } from './models.ts';
import { customVideosByIds, latestVideos, videosByIds } from './videos.ts';

export async function homePageBuilder(db: Db): Promise<HomePageBuilder | undefined> {
  const config = await getSetting<HomeConfig>(db, 'home');
  if (!config) return undefined;
  const [topVideos, topModels, topCategories, latest, upcomingScenes, featuredModels] = await Promise.all([
    videosByIds(db, config.topVideoIds),
    modelsByIds(db, config.topModelIds),
    standardCategoriesBySlugs(db, config.topCategorySlugs),
    latestVideos(db, config.latestVideosCount),
    customVideosByIds(db, config.upcomingSceneIds),
    modelsByIds(db, config.featuredModelIds),
  ]);
  return {
    topVideos,
    topModels,
    topCategories,
    latestVideos: latest,
    upcomingScenes,
    featuredModels,
    categoriesPageSeo: config.categoriesPageSeo,
    seoParams: config.seoParams,
    landerButton: config.landerButton,
    titleWinner: config.titleWinner,
    descriptionArea: config.descriptionArea,
    whatDoYouGet: config.whatDoYouGet,
    announcements: config.announcements,
  };
}

/** How many models and videos the soft page shows. */
const SOFT_MODELS = 6;
const SOFT_VIDEOS = 8;

/**
 * The home page's soft data (spec 000 §2.4 'GET /soft-page'): for a viewer outside the verified view, a title and
 * subtitle inviting them to join, some of the top models and videos, and the announcement slides (the site points
 * them at /join-now/).
 */
export async function softPage(db: Db): Promise<SoftPage> {
  const config = await getSetting<HomeConfig>(db, 'home');
  if (!config) return { title: '', subtitle: '', models: [], videos: [], slides: [] };
  const [models, videos] = await Promise.all([
    modelsByIds(db, config.topModelIds.slice(0, SOFT_MODELS)),
    videosByIds(db, config.topVideoIds.slice(0, SOFT_VIDEOS)),
  ]);
  return {
    title: 'Step inside the full collection',
    subtitle: 'Verify your age or join today to watch every scene in up to 8K.',
    models,
    videos,
    slides: config.announcements,
  };
}

/** The login page's slides (GET /login-page-sliders): the home page's announcements. */
export async function loginPageSliders(db: Db): Promise<HomeConfig['announcements']> {
  return (await getSetting<HomeConfig>(db, 'home'))?.announcements ?? [];
}
