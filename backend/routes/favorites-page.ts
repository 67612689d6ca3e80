/**
 * The dashboard's favourites page calls (spec 001 §7 'Dashboard and account'; contracts/favorites-page.ts): a page of
 * the caller's favourite videos (POST {content}/videos/favorite with a filter → data; GET → data.data, the first page)
 * and of their favourite models (GET {contentHost}/api/content/v1/user/favorite-models?page&limit&order →
 * data.models), newest first. Registered before the content routes: /videos/favorite is not a video's slug.
 */
import {
  FAVORITES_PAGE_SIZE,
  FavoriteModelsAnswer,
  FavoriteModelsQuery,
  FavoriteVideosFilter,
  FavoriteVideosFirstAnswer,
  FavoriteVideosPageAnswer,
} from '../../contracts/favorites-page.ts';
import { requireUser } from '../auth/session.ts';
import type { RouteModule } from '../context.ts';
import { jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { favoriteModelsPage, favoriteVideosPage } from '../repo/favorites-page.ts';
import { contentBase } from './content.ts';

export const favoritesPageRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get(`${contentBase}/videos/favorite`, async (c) => {
    const user = await requireUser(c, ctx);
    const first = await favoriteVideosPage(db, user.uuid, 1, FAVORITES_PAGE_SIZE);
    return send(c, FavoriteVideosFirstAnswer, { data: { data: first.items } });
  });

  app.post(`${contentBase}/videos/favorite`, async (c) => {
    const user = await requireUser(c, ctx);
    const filter = await jsonBody(c, FavoriteVideosFilter);
    return send(c, FavoriteVideosPageAnswer, { data: await favoriteVideosPage(db, user.uuid, filter.page, filter.limit) });
  });

  app.get(`${contentBase}/user/favorite-models`, async (c) => {
    const user = await requireUser(c, ctx);
    const q = query(c, FavoriteModelsQuery);
    return send(c, FavoriteModelsAnswer, { data: { models: await favoriteModelsPage(db, user.uuid, q.page, q.limit, q.order) } });
  });
};
