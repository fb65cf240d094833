import { type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresRows } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteRows } from 'kysely/helpers/sqlite';
import type { DB } from './schema.js';

/**
 * A subquery's rows as one JSON array column of the outer statement, on either database (Kysely's
 * helper of each dialect): a read that needs a row and its children asks once instead of once per
 * table, which on PostgreSQL is a round trip and a pooled connection less per table. Read the column
 * back with `parseJsonRows`.
 */
export function jsonRows<QDB, TB extends keyof QDB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<QDB, TB, O>,
): RawBuilder<O[]> {
  return (db.getExecutor().adapter instanceof PostgresAdapter ? postgresRows(query) : sqliteRows(query)) as RawBuilder<
    O[]
  >;
}

/** The rows of a `jsonRows` column: PostgreSQL's driver parses JSON, SQLite answers its text. */
export function parseJsonRows<O>(value: O[] | string): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}
