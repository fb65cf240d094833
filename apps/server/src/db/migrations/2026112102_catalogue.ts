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
  // The system category tree; parent_id 0 is a top-level category.
  await withId(db.schema.createTable('sys_categories'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('icon', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sys_categories_parent_name_uq', ['parent_id', 'name'])
    .execute();

  // Each seller's own category tree.
  await withId(db.schema.createTable('seller_categories'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('seller_categories_uq', ['seller_id', 'parent_id', 'name'])
    .execute();

  // A seller's shop (one per seller; agentId in the wire is the seller id).
  await db.schema
    .createTable('shops')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('sellers.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('banner', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('score_x10', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('tags', 'varchar(300)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recommend_sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Shop decoration: templates keyed by code, each with interface entries carrying JSON.
  await withId(db.schema.createTable('shop_templates'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('shop_templates_seller_idx').on('shop_templates').column('seller_id').execute();
  await withId(db.schema.createTable('shop_template_entries'), dialect)
    .addColumn('template_id', 'integer', (c) => c.notNull().references('shop_templates.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('shop_template_entries_template_idx')
    .on('shop_template_entries')
    .column('template_id')
    .execute();

  // Products. Money in fen; price is the lowest standard price (kept with the standards).
  // IoT attributes are bit masks over the contract's fixed lists.
  await withId(db.schema.createTable('products'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('sys_category_id', 'integer', (c) => c.notNull().references('sys_categories.id'))
    .addColumn('category_id', 'integer', (c) => c.references('seller_categories.id'))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo('件'))
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull().check(sql`price_fen >= 0`))
    .addColumn('market_price_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('spec_names', 'varchar(300)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('protocols', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ecosystems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('power', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certifications', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hub_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['sys_category_id', 'status']).execute();
  await db.schema.createIndex('products_seller_idx').on('products').columns(['seller_id', 'status']).execute();
  await db.schema.createIndex('products_price_idx').on('products').columns(['status', 'price_fen']).execute();
  await db.schema.createIndex('products_sales_idx').on('products').columns(['status', 'sales']).execute();
  await db.schema.createIndex('products_created_idx').on('products').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('products_default_idx').on('products').columns(['status', 'sort_weight', 'id']).execute();

  // Standards (SKUs): one combination of spec values, its own price and stock. Stock never negative.
  await withId(db.schema.createTable('product_standards'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('specs', 'varchar(300)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull().check(sql`price_fen >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_standards_specs_uq', ['product_id', 'specs'])
    .execute();

  // Product files: type 2 images (spec §7 productFile/query).
  await withId(db.schema.createTable('product_files'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_files_product_idx')
    .on('product_files')
    .columns(['product_id', 'type'])
    .execute();

  // Rich text (type 1: description), sanitized before it is stored.
  await withId(db.schema.createTable('rich_texts'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('html_code', 'text', (c) => c.notNull())
    .addUniqueConstraint('rich_texts_product_type_uq', ['product_id', 'type'])
    .execute();

  // Search: character bigrams of each product's normalized search text (same on both databases).
  await db.schema
    .createTable('product_search_grams')
    .addColumn('gram', 'varchar(8)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_search_grams_pk', ['gram', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_search_grams_product_idx')
    .on('product_search_grams')
    .column('product_id')
    .execute();

  // Portal positions (spec §7): carousel, market, hot, rank, wisdom slots.
  await withId(db.schema.createTable('portal_items'), dialect)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('link', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('portal_items_position_idx').on('portal_items').columns(['position', 'sort']).execute();

  // Navigation menu resources.
  await withId(db.schema.createTable('nav_resources'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Community posts (home page community list).
  await withId(db.schema.createTable('community_posts'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('author_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('author_avatar', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('community_posts_created_idx').on('community_posts').column('created_at').execute();
}
