import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** LIKE's own characters taken literally: `\` escapes them on SQLite and PostgreSQL alike. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A lower-cased search term inside any of the columns (each lower-cased in the statement, unless
 * `isLowered`: the column already holds lower-cased text). LIKE's characters in the term are literal.
 */
export function hasTermIn(columns: readonly string[], term: string, isLowered = false): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  const tests = columns.map((c) =>
    isLowered ? sql`${sql.ref(c)} like ${pattern} escape '\\'` : sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
