/** A member's ratings of videos, 0-5 (written through the HereSphere feed). */
import type { Db } from '../db/db.ts';

export async function ratingOf(db: Db, userUuid: string, videoId: number): Promise<number> {
  const [row] = await db.query<{ rating: number }>('SELECT rating FROM video_ratings WHERE user_uuid = $1 AND video_id = $2', [userUuid, videoId]);
  return row ? Number(row.rating) : 0;
}

export async function setRating(db: Db, userUuid: string, videoId: number, rating: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO video_ratings (user_uuid, video_id, rating, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_uuid, video_id) DO UPDATE SET rating = $3, updated_at = $4`,
    [userUuid, videoId, rating, now],
  );
}
