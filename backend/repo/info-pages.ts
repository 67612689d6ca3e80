/**
 * Devices, help questions, FAQs, partners and the try-AR page (spec 000 §3 'Device page', 'Try AR content', 'Lists';
 * §7 'Content'). Lists come ordered by sort ascending.
 */
import type { Video } from '../../contracts/content-api.ts';
import type { ArPage, Device, Faq, HelpQuestion, HelpTopicKey, HelpTopics, Partner } from '../../contracts/info-pages.ts';
import { HelpTopicKey as TopicKeys } from '../../contracts/info-pages.ts';
import type { Db } from '../db/db.ts';
import { getSetting } from './catalogue.ts';
import { videoItemSql } from './videos.ts';

export async function listDevices(db: Db): Promise<Device[]> {
  const rows = await db.query<{ data: Device }>('SELECT data FROM devices ORDER BY sort, id');
  return rows.map((r) => r.data);
}

export async function deviceBySlug(db: Db, slug: string): Promise<{ id: number; data: Device } | undefined> {
  const [row] = await db.query<{ id: number; data: Device }>('SELECT id, data FROM devices WHERE slug = $1', [slug]);
  return row;
}

/** One page of a device's videos, in the device's order. */
export async function videosOfDevice(db: Db, deviceId: number, page: number, limit: number): Promise<{ items: Video[]; pages: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_videos WHERE device_id = $1', [deviceId]);
  const rows = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v JOIN device_videos dv ON dv.video_id = v.id AND dv.device_id = $1
     ORDER BY dv.position, v.id LIMIT $2 OFFSET $3`,
    [deviceId, limit, (page - 1) * limit],
  );
  return { items: rows.map((r) => r.item), pages: Math.ceil((count?.n ?? 0) / limit) };
}

/** The three topics in the order of the spec, each with its questions by sort. */
export async function helpTopics(db: Db): Promise<HelpTopics> {
  const rows = await db.query<{ topic: HelpTopicKey; data: HelpQuestion }>('SELECT topic, data FROM help_questions ORDER BY sort, id');
  return TopicKeys.options.map((key) => ({ key, questions: rows.filter((r) => r.topic === key).map((r) => r.data) }));
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db.query<{ data: Faq }>('SELECT data FROM faqs ORDER BY sort, id');
  return rows.map((r) => r.data);
}

export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db.query<{ data: Partner }>('SELECT data FROM partners ORDER BY sort, id');
  return rows.map((r) => r.data);
}

/** How many titles each rail of the try-AR page holds. */
const AR_RAIL_SIZE = 12;

const latestOfCategory = async (db: Db, slug: string): Promise<Video[]> =>
  (
    await db.query<{ item: Video }>(
      `SELECT ${videoItemSql} AS item FROM videos v
       WHERE EXISTS (SELECT 1 FROM video_categories vc JOIN categories c ON c.id = vc.category_id WHERE vc.video_id = v.id AND c.slug = $1)
       ORDER BY v.published_at DESC, v.id DESC LIMIT $2`,
      [slug, AR_RAIL_SIZE],
    )
  ).map((r) => r.item);

/** The try-AR page: its two categories' latest titles. */
export async function arPage(db: Db): Promise<ArPage | undefined> {
  const settings = await getSetting<Omit<ArPage, 'arVideos' | 'aiVideos'>>(db, 'arPage');
  if (!settings) return undefined;
  const [arVideos, aiVideos] = await Promise.all([
    settings.arCategory ? latestOfCategory(db, settings.arCategory.slug) : [],
    settings.aiCategory ? latestOfCategory(db, settings.aiCategory.slug) : [],
  ]);
  return { ...settings, arVideos, aiVideos };
}
