/**
 * A member's places in videos, bearer-authenticated like the favourites:
 *   PUT /api/account/watch-progress/{videoId}  {position, duration, kind}  → the saved place
 *   GET /api/account/watch-progress/{videoId}?kind=full|trailer            → the place, or data null
 *   GET /api/account/watch-history?limit=1..50 (default 12)                 → full videos, the latest watched first
 * Unknown videos are 404s; a place at the end (the last 3 % or 5 s) is kept as finished (nothing to resume).
 */
import { z } from 'zod/mini';
import { WatchHistoryAnswer, WatchKind, WatchProgressAnswer, WatchProgressBody } from '../../contracts/watch-progress.ts';
import { requireUser } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { idParam, jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { progressOf, saveProgress, watchHistory } from '../repo/watch-progress.ts';
import { videoExists } from '../repo/videos.ts';

const KindQuery = z.object({ kind: z._default(WatchKind, 'full') });
const HistoryQuery = z.object({ limit: z._default(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'limit must be 1 to 50')), '12') });

export const watchProgressRoutes: RouteModule = (app, ctx) => {
  app.put('/api/account/watch-progress/:videoId', async (c) => {
    const user = await requireUser(c, ctx);
    const videoId = idParam(c, 'videoId');
    const body = await jsonBody(c, WatchProgressBody);
    if (!(await videoExists(ctx.db, videoId))) throw notFound();
    return send(c, WatchProgressAnswer, { data: await saveProgress(ctx.db, user.uuid, videoId, body, nowSeconds(ctx)) });
  });

  app.get('/api/account/watch-progress/:videoId', async (c) => {
    const user = await requireUser(c, ctx);
    const videoId = idParam(c, 'videoId');
    const { kind } = query(c, KindQuery);
    if (!(await videoExists(ctx.db, videoId))) throw notFound();
    return send(c, WatchProgressAnswer, { data: await progressOf(ctx.db, user.uuid, videoId, kind) });
  });

  app.get('/api/account/watch-history', async (c) => {
    const user = await requireUser(c, ctx);
    const { limit } = query(c, HistoryQuery);
    return send(c, WatchHistoryAnswer, { data: { items: await watchHistory(ctx.db, user.uuid, Number(limit)) } });
  });
};
