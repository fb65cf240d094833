import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Account deletion (个人信息保护法): asked at deletion_requested_at, anonymised by the job
  // once deletion_due_at (7 days later) has passed unless a login cleared both first; deleted_at marks
  // an anonymised account, set by the guarded write that claims it (one instance wins).
  await db.schema.alterTable('users').addColumn('deletion_requested_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('deletion_due_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
  // The job's scan: only the few accounts waiting out a cooling-off have a due time.
  await db.schema.createIndex('users_deletion_due_idx').on('users').column('deletion_due_at').execute();
}
