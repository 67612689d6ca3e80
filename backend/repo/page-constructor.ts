/**
 * Page-constructor pages (spec 000 §2.2 promotional landing pages and '/{slug} page constructor'): a stored page's
 * rails resolved to cards — the videos named by id (in their order) or the latest of a category, and the models by id.
 */
import type { ConstructorPage, PageSection } from '../../contracts/page-constructor.ts';
import type { Video } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';
import type { ConstructorPageRow, StoredSection } from '../seed/promo-pages.ts';
import { modelsByIds } from './models.ts';
import { videoItemSql, videosByIds } from './videos.ts';

/** How many videos a category rail shows. */
const CATEGORY_RAIL_SIZE = 8;

async function latestOfCategory(db: Db, slug: string): Promise<Video[]> {
  const rows = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v
     WHERE EXISTS (SELECT 1 FROM video_categories vc JOIN categories c ON c.id = vc.category_id WHERE vc.video_id = v.id AND c.slug = $1)
     ORDER BY v.published_at DESC, v.id DESC LIMIT $2`,
    [slug, CATEGORY_RAIL_SIZE],
  );
  return rows.map((r) => r.item);
}

async function resolve(db: Db, section: StoredSection): Promise<PageSection> {
  switch (section.type) {
    case 'videoRail': {
      const videos = section.categorySlug ? await latestOfCategory(db, section.categorySlug) : await videosByIds(db, section.videoIds);
      return { type: 'videoRail', heading: section.heading, categorySlug: section.categorySlug, videos };
    }
    case 'modelRail':
      return { type: 'modelRail', heading: section.heading, models: await modelsByIds(db, section.modelIds) };
    default:
      return section;
  }
}

export async function constructorPageBySlug(db: Db, slug: string): Promise<ConstructorPage | undefined> {
  const [row] = await db.query<{ data: ConstructorPageRow }>('SELECT data FROM constructor_pages WHERE slug = $1', [slug]);
  if (!row) return undefined;
  const { id, title, seoParams, sections } = row.data;
  return { id, slug: row.data.slug, title, seoParams, sections: await Promise.all(sections.map((s) => resolve(db, s))) };
}
