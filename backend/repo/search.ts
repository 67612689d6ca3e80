/**
 * Search over pages, blog posts, models and videos (spec 000 §7 'GET /search/{query}'): PostgreSQL full-text search
 * on the tables themselves (the GIN-indexed vectors of search-sql.ts), each word of the query matched as a prefix and
 * all words required, ranked by ts_rank then newest. A query that is one of the custom-results terms (spec 000 §2.3)
 * carries the curated set instead: the videos of the category the seeded setting points that term list at.
 */
import type { SearchBlogPost, SearchPage, SearchResults, SearchSpecial } from '../../contracts/search.ts';
import type { Model, Video } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';
import { customResultsList, searchWords } from '../rules/search-terms.ts';
import type { CustomSearchSetting } from '../seed/search.ts';
import { getSetting } from './catalogue.ts';
import { searchVectors } from './search-sql.ts';
import { videoItemSql } from './videos.ts';

export const SEARCH_LIMITS = { pages: 10, blogPosts: 10, models: 12, videos: 24, special: 24 } as const;

/** The words as a tsquery text: 'spa:* & day:*' (letters and digits only, so nothing of the input reaches the syntax). */
const prefixQuery = (words: string[]): string => words.map((w) => `${w}:*`).join(' & ');

/** A vector expression over the aliased videos row `v` (the same expression as the index, so it is used). */
const onAlias = (vector: string): string => vector.replace(/\b(title|data)\b/g, 'v.$1');

const TEXT_EXCERPT = `left(trim(regexp_replace(coalesce(data->>'text', ''), '<[^>]*>', ' ', 'g')), 160)`;

export async function search(db: Db, query: string): Promise<SearchResults> {
  const list = customResultsList(query);
  if (list) return { pages: [], blogPosts: [], models: [], videos: [], special: await specialResults(db, list) };
  const words = searchWords(query);
  if (words.length === 0) return { pages: [], blogPosts: [], models: [], videos: [], special: null };
  const q = prefixQuery(words);
  const match = (table: keyof typeof searchVectors) => `${searchVectors[table]} @@ to_tsquery('simple', $1)`;
  const rank = (table: keyof typeof searchVectors) => `ts_rank(${searchVectors[table]}, to_tsquery('simple', $1))`;
  const [pages, blogPosts, models, videos] = await Promise.all([
    db.query<SearchPage>(
      `SELECT id, slug, title, ${TEXT_EXCERPT} AS excerpt, (data->>'publishedAt')::int AS "publishedAt"
       FROM pages WHERE ${match('pages')} ORDER BY ${rank('pages')} DESC, id LIMIT $2`,
      [q, SEARCH_LIMITS.pages],
    ),
    db.query<SearchBlogPost>(
      `SELECT id, slug, title, coalesce(data->>'excerpt', '') AS excerpt, data->'image' AS image, published_at AS "publishedAt"
       FROM blog_posts WHERE ${match('blog_posts')} ORDER BY ${rank('blog_posts')} DESC, published_at DESC, id DESC LIMIT $2`,
      [q, SEARCH_LIMITS.blogPosts],
    ),
    db.query<{ data: Model }>(
      `SELECT data FROM models WHERE ${match('models')} ORDER BY ${rank('models')} DESC, published_at DESC, id DESC LIMIT $2`,
      [q, SEARCH_LIMITS.models],
    ),
    db.query<{ item: Video }>(
      `SELECT ${videoItemSql} AS item FROM videos v WHERE ${onAlias(match('videos'))}
       ORDER BY ${onAlias(rank('videos'))} DESC, v.published_at DESC, v.id DESC LIMIT $2`,
      [q, SEARCH_LIMITS.videos],
    ),
  ]);
  return { pages, blogPosts, models: models.map((r) => r.data), videos: videos.map((r) => r.item), special: null };
}

async function specialResults(db: Db, list: SearchSpecial['list']): Promise<SearchSpecial | null> {
  const setting = (await getSetting<CustomSearchSetting>(db, 'customSearchResults'))?.[list];
  if (!setting) return null;
  const [category] = await db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM categories WHERE slug = $1', [
    setting.categorySlug,
  ]);
  if (!category) return null;
  const videos = await db.query<{ item: Video }>(
    `SELECT ${videoItemSql} AS item FROM videos v JOIN video_categories vc ON vc.video_id = v.id
     WHERE vc.category_id = $1 ORDER BY v.views DESC, v.id DESC LIMIT $2`,
    [category.id, SEARCH_LIMITS.special],
  );
  return { list, note: setting.note, category: { slug: category.slug, name: category.name }, videos: videos.map((r) => r.item) };
}
