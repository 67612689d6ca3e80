/** Site API account calls (spec 000 §7): user info, favourite videos (list, add, remove), maintenance flag. */
import { FavoriteVideosAnswer, MaintenanceAnswer, UserInfoAnswer } from '../../contracts/site-api.ts';
import { requireUser } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { idParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';
import { favoriteVideoIds, setFavoriteVideo } from '../repo/favorites.ts';
import { toWireUser } from '../repo/users.ts';
import { videoExists } from '../repo/videos.ts';

export const siteAccountRoutes: RouteModule = (app, ctx) => {
  app.get('/api/wp/user', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, UserInfoAnswer, { status: { code: 2, message: 'OK' }, data: { item: toWireUser(user) } });
  });

  app.get('/api/account/favorites', async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, FavoriteVideosAnswer, { data: { favorites: await favoriteVideoIds(ctx.db, user.uuid) } });
  });

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method]('/api/account/favorites/:videoId', async (c) => {
      const user = await requireUser(c, ctx);
      const videoId = idParam(c, 'videoId');
      if (!(await videoExists(ctx.db, videoId))) throw notFound();
      await setFavoriteVideo(ctx.db, user.uuid, videoId, on, nowSeconds(ctx));
      return send(c, FavoriteVideosAnswer, { data: { favorites: await favoriteVideoIds(ctx.db, user.uuid) } });
    });
  }

  app.get('/api/maintenance', async (c) => {
    const maintenance = (await getSetting<{ isActive: boolean }>(ctx.db, 'maintenance')) ?? { isActive: false };
    return send(c, MaintenanceAnswer, { data: { isActive: maintenance.isActive === true } });
  });
};
