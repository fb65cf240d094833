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
  // The member corner (DESIGN.md §2). Favourites: one row per (buyer, product), so a double add is one row.
  await withId(db.schema.createTable('user_favorites'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_favorites_user_product_uq', ['user_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('user_favorites_new_idx')
    .on('user_favorites')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  // Footprints: one row per (buyer, product, China day), moved to the day's latest view.
  await withId(db.schema.createTable('user_footprints'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_footprints_user_product_day_uq', ['user_id', 'product_id', 'day'])
    .execute();
  await db.schema
    .createIndex('user_footprints_new_idx')
    .on('user_footprints')
    .columns(['user_id', 'viewed_at desc', 'id desc'])
    .execute();

  // Messages the mall writes; (user, kind, ref) is unique so a writer (a job) may insert idempotently.
  await withId(db.schema.createTable('user_messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(60)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_read in (0, 1)`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_messages_dedupe_uq', ['user_id', 'kind', 'ref'])
    .execute();
  await db.schema
    .createIndex('user_messages_new_idx')
    .on('user_messages')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('user_messages_unread_idx').on('user_messages').columns(['user_id', 'is_read']).execute();

  // Feedback for the operators (1 建议, 2 问题, 3 投诉, 4 客服); images a JSON list of /files/… paths.
  await withId(db.schema.createTable('user_feedback'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (1, 2, 3, 4)`))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_feedback_new_idx').on('user_feedback').columns(['created_at desc']).execute();
}
