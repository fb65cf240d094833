import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // 我的家 (DESIGN.md §H): the ecosystems a buyer uses and the protocols of their hubs, as bit masks
  // over the contract's fixed lists; no row: the buyer has not described a home.
  await db.schema
    .createTable('smart_homes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('ecosystems', 'integer', (c) => c.notNull())
    .addColumn('hub_protocols', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
