/**
 * Video queries (spec 000 §7 'Content': GET /videos with its filters, /videos/{slug}, /similar, /include/{modelId}).
 * Each item is the stored data plus its models and categories from the join tables.
 */
import type { CustomVideo, Video, VideoListItem, VideoQuery } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';

/** SQL expression of one wire Video for a row aliased `v`. */
export const videoItemSql = `v.data || jsonb_build_object(
  'id', v.id, 'slug', v.slug, 'title', v.title, 'publishedAt', v.published_at,
  'models', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', m.id, 'slug', m.slug, 'title', m.title) ORDER BY vm.position)
    FROM video_models vm JOIN models m ON m.id = vm.model_id WHERE vm.video_id = v.id), '[]'::jsonb),
  'categories', COALESCE((SELECT jsonb_agg(jsonb_build_object('slug', c.slug, 'name', c.name) ORDER BY c.sort, c.id)
    FROM video_categories vc JOIN categories c ON c.id = vc.category_id WHERE vc.video_id = v.id), '[]'::jsonb)
)`;

const orderSql = (sort: VideoQuery['sort']): string => (sort === 'popular' ? 'v.views DESC, v.id DESC' : 'v.published_at DESC, v.id DESC');

/** Where a custom item is mixed in: after every 5 videos (combined positions 5, 11, 17, …). */
const CUSTOM_EVERY = 6;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'all');

function whereSql(q: VideoQuery, p: Params): string {
  const where: string[] = [];
  const inCategory = (slug: string) =>
    `EXISTS (SELECT 1 FROM video_categories vc JOIN categories c ON c.id = vc.category_id WHERE vc.video_id = v.id AND c.slug = ${p.add(slug)})`;
  for (const slug of [q.category, q['sub-category']]) {
    if (slug && slug !== 'all' && slug !== '0') where.push(inCategory(slug));
  }
  if (q.tag && q.tag !== 'all') where.push(`v.data->'tags' @> jsonb_build_array(jsonb_build_object('slug', ${p.add(q.tag)}::text))`);
  if (q.free === 1) where.push(`(v.data->>'isFree')::boolean`);
  if (q.compilation === 1) where.push(`(v.data->>'isCompilation')::boolean`);
  if (q.letter && q.letter.toLowerCase() !== 'all') where.push(`upper(left(v.title, 1)) = upper(${p.add(q.letter.slice(0, 1))})`);
  const models = list(q.models);
  if (models.length > 0) {
    const ids = models.filter((m) => /^\d{1,9}$/.test(m)).map(Number);
    where.push(
      `EXISTS (SELECT 1 FROM video_models vm JOIN models m ON m.id = vm.model_id WHERE vm.video_id = v.id AND (
        m.id IN (SELECT (jsonb_array_elements_text(${p.add(JSON.stringify(ids))}::jsonb))::int)
        OR m.slug IN (SELECT jsonb_array_elements_text(${p.add(JSON.stringify(models))}::jsonb))))`,
    );
  }
  const videoIds = list(q.videos).filter((s) => /^\d{1,9}$/.test(s));
  if (q.videos !== undefined && list(q.videos).length > 0) {
    where.push(`v.id IN (SELECT (jsonb_array_elements_text(${p.add(JSON.stringify(videoIds))}::jsonb))::int)`);
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

async function customItems(db: Db): Promise<CustomVideo[]> {
  const rows = await db.query<{ data: CustomVideo }>('SELECT data FROM custom_videos ORDER BY sort, id');
  return rows.map((r) => r.data);
}

export async function listVideos(db: Db, q: VideoQuery): Promise<{ items: VideoListItem[]; pages: number }> {
  const p = new Params();
  const where = whereSql(q, p);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM videos v ${where}`, p.values);
  const total = count?.n ?? 0;
  const customs = q.show_custom_video === 1 ? await customItems(db) : [];
  // Custom item i sits after video 5(i+1), so only as many as the videos can carry.
  const inserted = Math.min(customs.length, Math.floor(total / (CUSTOM_EVERY - 1)));
  const combined = total + inserted;
  const offset = (q.page - 1) * q.limit;
  const isSlot = (k: number) => k % CUSTOM_EVERY === CUSTOM_EVERY - 1 && Math.floor(k / CUSTOM_EVERY) < inserted;
  const end = Math.min(offset + q.limit, combined);
  let videoSlots = 0;
  for (let k = offset; k < end; k++) if (!isSlot(k)) videoSlots++;
  const videoOffset = offset - Math.min(inserted, Math.floor(offset / CUSTOM_EVERY));
  const videos =
    videoSlots > 0
      ? (
          await db.query<{ item: Video }>(
            `SELECT ${videoItemSql} AS item FROM videos v ${where} ORDER BY ${orderSql(q.sort)} LIMIT ${p.add(videoSlots)} OFFSET ${p.add(videoOffset)}`,
            p.values,
          )
        ).map((r) => r.item)
      : [];
  const items: VideoListItem[] = [];
  let next = 0;
  for (let k = offset; k < end; k++) {
    if (isSlot(k)) {
      const custom = customs[Math.floor(k / CUSTOM_EVERY)];
      if (custom) items.push(custom);
    } else {
      const video = videos[next++];
      if (video) items.push(video);
    }
  }
  return { items, pages: Math.ceil(combined / q.limit) };
}

export async function videoBySlug(db: Db, slug: string): Promise<Video | undefined> {
  const [row] = await db.query<{ item: Video }>(`SELECT ${videoItemSql} AS item FROM videos v WHERE v.slug = $1`, [slug]);
  return row?.item;
}

/** Videos sharing the most models and categories with video `id`, then newest. */
export async function similarVideos(db: Db, id: number, limit = 12): Promise<Video[]> {
  const rows = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v WHERE v.id <> $1
     ORDER BY (
       (SELECT count(*) FROM video_models a JOIN video_models b ON a.model_id = b.model_id WHERE a.video_id = v.id AND b.video_id = $1) * 2 +
       (SELECT count(*) FROM video_categories a JOIN video_categories b ON a.category_id = b.category_id WHERE a.video_id = v.id AND b.video_id = $1)
     ) DESC, v.published_at DESC, v.id DESC
     LIMIT $2`,
    [id, limit],
  );
  return rows.map((r) => r.item);
}

/** A model's videos, newest first. */
export async function videosOfModel(db: Db, modelId: number, page: number, limit: number): Promise<{ items: Video[]; pages: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_models WHERE model_id = $1', [modelId]);
  const rows = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v JOIN video_models own ON own.video_id = v.id AND own.model_id = $1
     ORDER BY v.published_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
    [modelId, limit, (page - 1) * limit],
  );
  return { items: rows.map((r) => r.item), pages: Math.ceil((count?.n ?? 0) / limit) };
}

/** Videos by id, in the order of `ids` (unknown ids skipped). */
export async function videosByIds(db: Db, ids: number[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v WHERE v.id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
    [JSON.stringify(ids)],
  );
  const byId = new Map(rows.map((r) => [r.item.id, r.item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function latestVideos(db: Db, limit: number): Promise<Video[]> {
  const rows = await db.query<{ item: Video }>(`SELECT ${videoItemSql} AS item FROM videos v ORDER BY v.published_at DESC, v.id DESC LIMIT $1`, [
    limit,
  ]);
  return rows.map((r) => r.item);
}

export async function customVideosByIds(db: Db, ids: string[]): Promise<CustomVideo[]> {
  const all = await customItems(db);
  return ids.flatMap((id) => all.find((c) => String(c.id) === id) ?? []);
}

export async function videoExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('SELECT id FROM videos WHERE id = $1', [id]);
  return rows.length > 0;
}
