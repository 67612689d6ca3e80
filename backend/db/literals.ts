/** SQL literal writing for generated scripts (the seed): standard-conforming strings, jsonb for objects. */

/** Marks a value (even a number, string or boolean) to be written as a jsonb literal. */
export class JsonValue {
  constructor(readonly value: unknown) {}
}

export function sqlLiteral(value: unknown): string {
  if (value instanceof JsonValue) return `${quote(JSON.stringify(value.value))}::jsonb`;
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return quote(value);
  return `${quote(JSON.stringify(value))}::jsonb`;
}

function quote(s: string): string {
  if (s.includes('\u0000')) throw new Error('NUL character in SQL literal');
  return `'${s.replaceAll("'", "''")}'`;
}

/** One multi-row INSERT statement (empty string for no rows). */
export function insertSql(table: string, columns: readonly string[], rows: readonly unknown[][]): string {
  if (rows.length === 0) return '';
  const values = rows.map((row) => `(${row.map(sqlLiteral).join(', ')})`).join(',\n');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values};\n`;
}
