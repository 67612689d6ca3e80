/** Model queries (spec 000 §7 'Content': GET /models with letter, tag, type, sort, order; /models/{slug}; /similar). */
import type { Model, ModelQuery } from '../../contracts/content-api.ts';
import type { Db } from '../db/db.ts';

function orderSql(q: ModelQuery): string {
  const sort = q.sort ?? 'popular';
  const dir = q.order ? q.order.toUpperCase() : sort === 'name' ? 'ASC' : 'DESC';
  const column = sort === 'name' ? 'm.title' : sort === 'latest' ? 'm.published_at' : 'm.views';
  return `${column} ${dir}, m.id ${dir}`;
}

export async function listModels(db: Db, q: ModelQuery): Promise<{ items: Model[]; pages: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.letter && q.letter.toLowerCase() !== 'all') where.push(`upper(left(m.title, 1)) = upper(${add(q.letter)})`);
  if (q.tag && q.tag !== 'all') where.push(`m.data->'tags' @> jsonb_build_array(jsonb_build_object('slug', ${add(q.tag)}::text))`);
  if (q.type === 'featured') where.push('m.is_featured');
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM models m ${whereSql}`, params);
  const rows = await db.query<{ data: Model }>(
    `SELECT m.data FROM models m ${whereSql} ORDER BY ${orderSql(q)} LIMIT ${add(q.limit)} OFFSET ${add((q.page - 1) * q.limit)}`,
    params,
  );
  return { items: rows.map((r) => r.data), pages: Math.ceil((count?.n ?? 0) / q.limit) };
}

export async function modelBySlug(db: Db, slug: string): Promise<Model | undefined> {
  const [row] = await db.query<{ data: Model }>('SELECT data FROM models WHERE slug = $1', [slug]);
  return row?.data;
}

export async function modelExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('SELECT id FROM models WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Models by id, in the order of `ids`. */
export async function modelsByIds(db: Db, ids: number[]): Promise<Model[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ data: Model }>('SELECT data FROM models WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)', [
    JSON.stringify(ids),
  ]);
  const byId = new Map(rows.map((r) => [r.data.id, r.data]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Models sharing the most tags with `model`, then the most popular. */
export async function similarModels(db: Db, model: Model, limit = 8): Promise<Model[]> {
  const rows = await db.query<{ data: Model; views: number }>('SELECT data, views FROM models WHERE id <> $1', [model.id]);
  const own = new Set(model.tags.map((t) => t.slug));
  const score = (m: Model) => m.tags.filter((t) => own.has(t.slug)).length;
  return rows
    .map((r) => ({ m: r.data, s: score(r.data), views: r.views }))
    .sort((a, b) => b.s - a.s || b.views - a.views || a.m.id - b.m.id)
    .slice(0, limit)
    .map((x) => x.m);
}
