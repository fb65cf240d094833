import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One-time sign-in codes (login CSRF): a token never travels in a URL, a code does, once.
  // Only the code's digest is stored; `used_at` is set by one guarded write, so a code signs in once
  // even when two exchanges race.
  await withId(db.schema.createTable('auth_codes'), dialect)
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('auth_codes_expires_idx').on('auth_codes').column('expires_at').execute();

  // Consents a buyer gave (个人信息保护法): which privacy policy version was agreed to, and when.
  // Rows are only added; a new version agreed to later is a new row.
  await withId(db.schema.createTable('user_consents'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('agreed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_consents_user_idx').on('user_consents').columns(['user_id', 'id']).execute();
}
