/**
 * The searched text of each table as a tsvector expression ('simple' configuration: words kept as written, so a
 * prefix query matches while the visitor types), shared by the GIN indexes of the schema and the search queries
 * so PostgreSQL uses the indexes.
 */
export const searchVectors = {
  videos: `to_tsvector('simple', title || ' ' || coalesce(data->>'description', ''))`,
  models: `to_tsvector('simple', title || ' ' || coalesce(data->>'description', ''))`,
  blog_posts: `to_tsvector('simple', title || ' ' || coalesce(data->>'excerpt', '') || ' ' || coalesce(data->>'text', ''))`,
  pages: `to_tsvector('simple', title || ' ' || coalesce(data->>'text', ''))`,
} as const;

export const searchIndexSql = Object.entries(searchVectors)
  .map(([table, vector]) => `CREATE INDEX ${table}_search_idx ON ${table} USING gin ((${vector}));`)
  .join('\n');
