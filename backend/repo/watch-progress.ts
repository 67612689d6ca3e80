/** A member's places in videos: one row per user, video and kind, the latest write kept. */
import { type WatchProgress, type WatchProgressBody, isFinished } from '../../contracts/watch-progress.ts';
import type { Db } from '../db/db.ts';

type Row = { video_id: number; kind: 'full' | 'trailer'; position: number; duration: number; finished: boolean; updated_at: number };
const toWire = (r: Row): WatchProgress => ({
  videoId: r.video_id,
  kind: r.kind,
  position: Number(r.position),
  duration: Number(r.duration),
  finished: r.finished,
  updatedAt: r.updated_at,
});

export async function saveProgress(db: Db, userUuid: string, videoId: number, body: WatchProgressBody, now: number): Promise<WatchProgress> {
  const position = Math.min(body.position, body.duration);
  const [row] = await db.query<Row>(
    `INSERT INTO watch_progress (user_uuid, video_id, kind, position, duration, finished, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_uuid, video_id, kind) DO UPDATE SET position = $4, duration = $5, finished = $6, updated_at = $7
     RETURNING video_id, kind, position, duration, finished, updated_at`,
    [userUuid, videoId, body.kind, position, body.duration, isFinished(position, body.duration), now],
  );
  if (!row) throw new Error('watch progress not saved');
  return toWire(row);
}

export async function progressOf(db: Db, userUuid: string, videoId: number, kind: 'full' | 'trailer'): Promise<WatchProgress | null> {
  const [row] = await db.query<Row>(
    'SELECT video_id, kind, position, duration, finished, updated_at FROM watch_progress WHERE user_uuid = $1 AND video_id = $2 AND kind = $3',
    [userUuid, videoId, kind],
  );
  return row ? toWire(row) : null;
}

/** The member's full videos, the latest watched first. */
export async function watchHistory(db: Db, userUuid: string, limit: number): Promise<WatchProgress[]> {
  const rows = await db.query<Row>(
    `SELECT video_id, kind, position, duration, finished, updated_at FROM watch_progress
     WHERE user_uuid = $1 AND kind = 'full' ORDER BY updated_at DESC, video_id DESC LIMIT $2`,
    [userUuid, limit],
  );
  return rows.map(toWire);
}
