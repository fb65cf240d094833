import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(builder: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sellers'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sessions'), dialect)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_type', 'varchar(10)', (c) => c.notNull().check(sql`subject_type in ('user', 'seller')`))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_subject_idx').on('sessions').columns(['subject_type', 'subject_id']).execute();

  await withId(db.schema.createTable('sms_codes'), dialect)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('sms_codes')
    .columns(['phone', 'scene', 'created_at'])
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('files'), dialect)
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
