import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Parcel traces come from a provider (DESIGN-OPERATE §D): when the provider was last asked about the
  // order's parcel (epoch ms; null: never, the stored trace is the demo's plan or nothing). The trace
  // itself stays in logistics_traces; the order page asks again once this is older than the cache time.
  await db.schema.alterTable('orders').addColumn('logistics_fetched_at', 'bigint').execute();
}
