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
  // News (资讯, DESIGN.md §2): columns (栏目) in their display order.
  await withId(db.schema.createTable('news_columns'), dialect)
    .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Articles: html_code is rich text sanitized when stored (DESIGN.md §4); status 1 published, 0 hidden.
  await withId(db.schema.createTable('news_articles'), dialect)
    .addColumn('column_id', 'integer', (c) => c.notNull().references('news_columns.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('html_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0).check(sql`views >= 0`))
    .addColumn('is_banner', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_banner in (0, 1)`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The reads: newest first overall, newest first in a column (also prev/next there), the carousel.
  await db.schema
    .createIndex('news_articles_new_idx')
    .on('news_articles')
    .columns(['status', 'publish_time desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('news_articles_column_idx')
    .on('news_articles')
    .columns(['column_id', 'status', 'publish_time desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('news_articles_banner_idx')
    .on('news_articles')
    .columns(['is_banner', 'status', 'publish_time desc', 'id desc'])
    .execute();
}
