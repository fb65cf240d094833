import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Who has viewed a plan or an article on a China day (DESIGN.md §6): a view counts once per
  // (kind, content, viewer, day). `viewer` is `u:<buyer id>` or `a:<keyed hash of the address>`, never
  // the address itself. Rows older than yesterday are pruned.
  await db.schema
    .createTable('content_views')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_views_pk', ['kind', 'content_id', 'viewer', 'day'])
    .execute();
  await db.schema.createIndex('content_views_day_idx').on('content_views').column('day').execute();

  // The day's random key for hashing addresses, shared by every instance; deleted with the day's
  // views, after which nobody (the operators included) can tell which address a hash was.
  await db.schema
    .createTable('content_view_keys')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
