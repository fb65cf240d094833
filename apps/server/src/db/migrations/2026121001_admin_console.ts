import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
function withId(db: Kysely<any>, name: string, dialect: Dialect) {
  const table = db.schema.createTable(name);
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // The platform's operators (DESIGN.md §A): apart from buyers and sellers, with a role each. An admin
  // made by the command keeps must_change_password until the one-time password is replaced.
  await withId(db, 'admins', dialect)
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull().check(sql`role in ('owner', 'operator', 'service')`))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled_at', 'bigint')
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // An admin token is its own kind: a table of its own, so no buyer or seller token can ever pass.
  await withId(db, 'admin_sessions', dialect)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('admin_sessions_admin_idx').on('admin_sessions').column('admin_id').execute();

  // Every admin write, in the write's own transaction: who, what, the target, before/after (JSON
  // text), when and from which address. Never updated, never deleted by the application.
  await withId(db, 'admin_audit', dialect)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('admin_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('after_json', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_time_idx').on('admin_audit').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('admin_audit_admin_idx')
    .on('admin_audit')
    .columns(['admin_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('admin_audit_action_idx').on('admin_audit').columns(['action', 'created_at']).execute();
}
