/** Expands the stored home-page configuration into the wire homePageBuilder (spec 000 §3 'Home page builder'). */
import type { HomePageBuilder } from '../../contracts/content-api.ts';
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
