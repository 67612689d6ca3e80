/**
 * Member downloads (spec 000 §7 'Downloads and events', §6 'Download button', §9 daily limit 20): who may download,
 * the day's count (since UTC midnight on the backend's clock), the download files of a video, and the event log.
 */
import type { Db } from '../db/db.ts';
import type { UserRecord } from './users.ts';

/** Downloads a member may make per UTC day (§9). */
export const DAILY_DOWNLOADS = 20;
export const SECONDS_PER_DAY = 86_400;

/** Refusal messages (403 {msg}); only the daily limit's contains 'limit' (§5 picks the alert by it). */
export const DOWNLOAD_REFUSALS = {
  trial: 'Only watching online is available in trial period.',
  inactive: 'Downloads are available to members only.',
  expired: 'Your membership has expired: renew it to download videos.',
  limit: `You have reached your daily download limit of ${DAILY_DOWNLOADS} videos.`,
} as const;

/** Unix seconds of the UTC midnight that began the day of `now`. */
export const dayStart = (now: number): number => Math.floor(now / SECONDS_PER_DAY) * SECONDS_PER_DAY;

/** Why the user may not download now (a refusal message), or null. Status first, then the day's count. */
export function downloadRefusal(user: UserRecord, countToday: number): string | null {
  if (user.status_code === 300 || user.status.toLowerCase() === 'expired') return DOWNLOAD_REFUSALS.expired;
  if (user.status_code === 1) return DOWNLOAD_REFUSALS.inactive;
  if (user.is_trial) return DOWNLOAD_REFUSALS.trial;
  if (countToday >= DAILY_DOWNLOADS) return DOWNLOAD_REFUSALS.limit;
  return null;
}

export async function downloadsToday(db: Db, userUuid: string, now: number): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM downloads WHERE user_uuid = $1 AND at >= $2', [
    userUuid,
    dayStart(now),
  ]);
  return Number(row?.n ?? 0);
}

/** The video offering `url` among its download files (downLoadVideoListForFront), or undefined. */
export async function videoOfDownload(db: Db, url: string): Promise<{ id: number } | undefined> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM videos WHERE data->'downLoadVideoListForFront' @> $1::jsonb ORDER BY id LIMIT 1", [
    JSON.stringify([{ url }]),
  ]);
  return row;
}

/** Counts one download unless the day's limit is reached meanwhile; whether it was counted. */
export async function countDownload(db: Db, userUuid: string, videoId: number, file: string, now: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO downloads (user_uuid, video_id, file, at)
     SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM downloads WHERE user_uuid = $1 AND at >= $5) < $6
     RETURNING id`,
    [userUuid, videoId, file, now, dayStart(now), DAILY_DOWNLOADS],
  );
  return rows.length > 0;
}

export async function logVideoEvent(
  db: Db,
  userUuid: string,
  event: { event_type: string; video_id: string | number; [key: string]: unknown },
  now: number,
): Promise<void> {
  await db.query('INSERT INTO video_events (user_uuid, event_type, video_id, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
    userUuid,
    event.event_type,
    String(event.video_id),
    JSON.stringify(event),
    now,
  ]);
}
