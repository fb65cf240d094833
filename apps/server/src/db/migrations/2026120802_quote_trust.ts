import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Quotes revised since the buyer's last look are marked 已更新 (hole 2): when the demand's
  // owner last opened the comparison, and when each quote last changed its prices or terms (null: a
  // first quote never revised). Both epoch ms.
  await db.schema.alterTable('procurement_demands').addColumn('quotes_seen_at', 'bigint').execute();
  await db.schema.alterTable('procurement_quotes').addColumn('revised_at', 'bigint').execute();
}
