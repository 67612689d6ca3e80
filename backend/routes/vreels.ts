/**
 * The vreels service (spec 000 §2.4 'Vreels', §7 'GET {vreels}/api/v1/crud/vreels-video/: items'): ten short
 * vertical clips, each cut from one of the seeded videos (the first ten by id, deterministic), with the video's
 * slug and first model so a clip links to its full scene.
 */
import { VREEL_COUNT, VREEL_SHAPE } from '../media/clip-recipes.ts';
import { mediaPaths } from '../media/paths.ts';
import { VreelsAnswer } from '../../contracts/vreels.ts';
import type { RouteModule } from '../context.ts';
import { send } from '../http/send.ts';

export const vreelsRoutes: RouteModule = (app, ctx) => {
  const list = async () => {
    const rows = await ctx.db.query<{ id: number; slug: string; title: string; model: string | null }>(
      `SELECT v.id, v.slug, v.title,
         (SELECT m.title FROM video_models vm JOIN models m ON m.id = vm.model_id WHERE vm.video_id = v.id ORDER BY vm.position, m.id LIMIT 1) AS model
       FROM videos v ORDER BY v.id LIMIT ${VREEL_COUNT}`,
    );
    return rows.map((row, i) => ({
      id: i + 1,
      title: row.title,
      src: `/media/clips/vreel-${i + 1}.webm`,
      poster: mediaPaths.videoArt(row.id),
      duration: VREEL_SHAPE.seconds,
      videoSlug: row.slug,
      modelName: row.model ?? '',
    }));
  };
  app.get('/api/v1/crud/vreels-video', async (c) => send(c, VreelsAnswer, { items: await list() }));
  app.get('/api/v1/crud/vreels-video/', async (c) => send(c, VreelsAnswer, { items: await list() }));
};
