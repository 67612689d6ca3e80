/** Categories, static pages and stored settings (digest, home config, maintenance) — spec 000 §7 'Content'. */
import type { Category, CustomCategory, StandardCategory, StaticPage } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';

interface CategoryRecord {
  type: string | null;
  data: Omit<StandardCategory, 'videoCount'> | CustomCategory;
  video_count: number;
}

const categorySql = `SELECT c.type, c.data, (SELECT count(*)::int FROM video_categories vc WHERE vc.category_id = c.id) AS video_count
  FROM categories c`;

const toCategory = (r: CategoryRecord): Category =>
  r.type === null ? { ...(r.data as Omit<StandardCategory, 'videoCount'>), videoCount: r.video_count } : (r.data as CustomCategory);

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.query<CategoryRecord>(`${categorySql} ORDER BY c.sort, c.id`);
  return rows.map(toCategory);
}

/** A standard category by slug (custom categories have no page of their own). */
export async function standardCategoryBySlug(db: Db, slug: string): Promise<StandardCategory | undefined> {
  const [row] = await db.query<CategoryRecord>(`${categorySql} WHERE c.slug = $1 AND c.type IS NULL`, [slug]);
  return row ? (toCategory(row) as StandardCategory) : undefined;
}

export async function standardCategoriesBySlugs(db: Db, slugs: string[]): Promise<StandardCategory[]> {
  const all = (await listCategories(db)).filter((c): c is StandardCategory => !('type' in c));
  return slugs.flatMap((s) => all.find((c) => c.slug === s) ?? []);
}

export async function pageBySlug(db: Db, slug: string): Promise<StaticPage | undefined> {
  const [row] = await db.query<{ data: StaticPage }>('SELECT data FROM pages WHERE slug = $1', [slug]);
  return row?.data;
}

export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    key,
    JSON.stringify(value),
  ]);
}
