/** Favourite videos and models of a user (spec 000 §7 'Favourites'), newest first. */
import type { Db } from '../db/db.ts';

export async function favoriteVideoIds(db: Db, userUuid: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT video_id AS id FROM favorite_videos WHERE user_uuid = $1 ORDER BY created_at DESC, video_id DESC',
    [userUuid],
  );
  return rows.map((r) => r.id);
}

export async function favoriteModelIds(db: Db, userUuid: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT model_id AS id FROM favorite_models WHERE user_uuid = $1 ORDER BY created_at DESC, model_id DESC',
    [userUuid],
  );
  return rows.map((r) => r.id);
}

export async function setFavoriteVideo(db: Db, userUuid: string, videoId: number, on: boolean, now: number): Promise<void> {
  if (on) {
    await db.query('INSERT INTO favorite_videos (user_uuid, video_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userUuid,
      videoId,
      now,
    ]);
  } else {
    await db.query('DELETE FROM favorite_videos WHERE user_uuid = $1 AND video_id = $2', [userUuid, videoId]);
  }
}

export async function setFavoriteModel(db: Db, userUuid: string, modelId: number, on: boolean, now: number): Promise<void> {
  if (on) {
    await db.query('INSERT INTO favorite_models (user_uuid, model_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userUuid,
      modelId,
      now,
    ]);
  } else {
    await db.query('DELETE FROM favorite_models WHERE user_uuid = $1 AND model_id = $2', [userUuid, modelId]);
  }
}
