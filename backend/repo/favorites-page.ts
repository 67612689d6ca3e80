/** A page of a member's favourite videos or models, newest first (or oldest: `order`), with the list's size (spec 001 §9). */
import type { Model, Video } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';
import { modelsByIds } from './models.ts';
import { videosByIds } from './videos.ts';

export type FavoritesPageOf<T> = { items: T[]; page: number; pages: number; total: number };

async function pageOfIds(
  db: Db,
  table: 'favorite_videos' | 'favorite_models',
  column: 'video_id' | 'model_id',
  userUuid: string,
  page: number,
  limit: number,
  order: 'asc' | 'desc',
): Promise<{ ids: number[]; total: number }> {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_uuid = $1`, [userUuid]);
  const rows = await db.query<{ id: number }>(
    `SELECT ${column} AS id FROM ${table} WHERE user_uuid = $1 ORDER BY created_at ${direction}, ${column} ${direction} LIMIT $2 OFFSET $3`,
    [userUuid, limit, (page - 1) * limit],
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(count?.n ?? 0) };
}

export async function favoriteVideosPage(db: Db, userUuid: string, page: number, limit: number): Promise<FavoritesPageOf<Video>> {
  const { ids, total } = await pageOfIds(db, 'favorite_videos', 'video_id', userUuid, page, limit, 'desc');
  return { items: await videosByIds(db, ids), page, pages: Math.ceil(total / limit), total };
}

export async function favoriteModelsPage(
  db: Db,
  userUuid: string,
  page: number,
  limit: number,
  order: 'asc' | 'desc',
): Promise<FavoritesPageOf<Model>> {
  const { ids, total } = await pageOfIds(db, 'favorite_models', 'model_id', userUuid, page, limit, order);
  return { items: await modelsByIds(db, ids), page, pages: Math.ceil(total / limit), total };
}
