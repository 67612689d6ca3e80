/**
 * Content API calls of the dashboard (spec 001 §3 'Dashboard', §7 'Dashboard and account'; contracts/dashboard-page.ts):
 *   GET {content}/dashboard       → data.data: the upcoming scenes (the seeded 'upcoming-scene' items, kept in the
 *                                   future: once the first one's date has passed, all move on by whole days so that
 *                                   it comes within the next day), the most viewed videos as top scenes, the VR app's
 *                                   easy-setup image, isEasyCancelActive
 *   GET {content}/dashboard-menu  → data.data.items: the dashboard menu as stored (the site filters and orders it)
 * Both public: the site shows them to members only (its dashboard guard and the menu's visibility rules).
 */
import type { DashboardMenuItem, PublicDashboard } from '../../contracts/dashboard-page.ts';
import { DashboardMenuAnswer, PublicDashboardAnswer } from '../../contracts/dashboard-page.ts';
import type { CustomVideo, Video } from '../../contracts/content-api.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import type { Db } from '../db/db.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';
import { customVideosByIds, videoItemSql } from '../repo/videos.ts';
import { DAY } from '../seed/constants.ts';
import type { DashboardConfig } from '../seed/dashboard-page.ts';
import { contentBase } from './content.ts';

/** The most viewed videos, most viewed first (the newer first among equals). */
async function mostViewed(db: Db, limit: number): Promise<Video[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ item: Video }>(`SELECT ${videoItemSql} AS item FROM videos v ORDER BY v.views DESC, v.id DESC LIMIT $1`, [limit]);
  return rows.map((r) => r.item);
}

/** The upcoming scenes still to come at `nowSec`: moved on by whole days when the first one's date has passed. */
export function stillUpcoming(scenes: CustomVideo[], nowSec: number): CustomVideo[] {
  if (scenes.length === 0) return scenes;
  const earliest = Math.min(...scenes.map((s) => s.publishedAt));
  if (earliest > nowSec) return scenes;
  const shift = (Math.floor((nowSec - earliest) / DAY) + 1) * DAY;
  return scenes.map((s) => ({ ...s, publishedAt: s.publishedAt + shift }));
}

async function publicDashboard(db: Db, nowSec: number): Promise<PublicDashboard> {
  const config = await getSetting<DashboardConfig>(db, 'dashboard');
  if (!config) return { upcomingScenes: [], topScenes: [], playaEasySetupImage: null, isEasyCancelActive: false };
  const [upcomingScenes, topScenes] = await Promise.all([customVideosByIds(db, config.upcomingSceneIds), mostViewed(db, config.topScenesCount)]);
  return {
    upcomingScenes: stillUpcoming(upcomingScenes, nowSec),
    topScenes,
    playaEasySetupImage: config.playaEasySetupImage,
    isEasyCancelActive: config.isEasyCancelActive,
  };
}

export const dashboardPageRoutes: RouteModule = (app, ctx) => {
  app.get(`${contentBase}/dashboard`, async (c) =>
    send(c, PublicDashboardAnswer, { data: { data: await publicDashboard(ctx.db, nowSeconds(ctx)) } }),
  );
  app.get(`${contentBase}/dashboard-menu`, async (c) =>
    send(c, DashboardMenuAnswer, { data: { data: { items: (await getSetting<DashboardMenuItem[]>(ctx.db, 'dashboardMenu')) ?? [] } } }),
  );
};
