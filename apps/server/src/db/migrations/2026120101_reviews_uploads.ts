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
  // Uploads keep what they are (image or PDF), an image's pixels and the sanitized original name.
  await db.schema
    .alterTable('files')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('image'))
    .execute();
  await db.schema.alterTable('files').addColumn('width', 'integer').execute();
  await db.schema.alterTable('files').addColumn('height', 'integer').execute();
  await db.schema
    .alterTable('files')
    .addColumn('original_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  // A product's review counters (review_count exists): 好评 (score >= 4) and reviews with pictures,
  // moved in the same transaction as the review row.
  await db.schema
    .alterTable('products')
    .addColumn('good_review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('image_review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Reviews: one per order line (order_item_id unique), by the buyer who received it.
  await withId(db.schema.createTable('product_reviews'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('has_image', 'integer', (c) => c.notNull().defaultTo(0).check(sql`has_image in (0, 1)`))
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_anonymous in (0, 1)`))
    .addColumn('standard_name', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`like_count >= 0`))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reply_count >= 0`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_reviews_product_idx')
    .on('product_reviews')
    .columns(['product_id', 'status', 'id desc'])
    .execute();
  await db.schema
    .createIndex('product_reviews_product_image_idx')
    .on('product_reviews')
    .columns(['product_id', 'status', 'has_image', 'id desc'])
    .execute();
  await db.schema.createIndex('product_reviews_user_idx').on('product_reviews').columns(['user_id', 'id']).execute();

  // Replies threaded under a review: by a buyer or by the product's seller (exactly one author).
  await withId(db.schema.createTable('review_replies'), dialect)
    .addColumn('review_id', 'integer', (c) => c.notNull().references('product_reviews.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('content', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('review_replies_author_ck', sql`(user_id is null) <> (seller_id is null)`)
    .execute();
  await db.schema.createIndex('review_replies_review_idx').on('review_replies').columns(['review_id', 'id']).execute();
  // One seller reply per review, also when two arrive at once.
  await sql
    .raw('create unique index review_replies_seller_uq on review_replies (review_id) where seller_id is not null')
    .execute(db);

  // Likes: one per user per review; the review's like_count moves with each row.
  await db.schema
    .createTable('review_likes')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('product_reviews.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_likes_pk', ['review_id', 'user_id'])
    .execute();
}
