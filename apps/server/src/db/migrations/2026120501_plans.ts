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
  // Solution plans (方案馆, DESIGN.md §2): public once added; html_code is stored sanitized;
  // attachments a JSON list of {url, name, size, kind}.
  await withId(db.schema.createTable('plans'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('scene', 'varchar(10)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('html_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`product_count >= 0`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0).check(sql`views >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Every list order, overall and within a scene: newest (created_at, id) and hot (views, id);
  // the author's own list newest first.
  await db.schema.createIndex('plans_new_idx').on('plans').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('plans_hot_idx').on('plans').columns(['views desc', 'id desc']).execute();
  await db.schema
    .createIndex('plans_scene_new_idx')
    .on('plans')
    .columns(['scene', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('plans_scene_hot_idx').on('plans').columns(['scene', 'views desc', 'id desc']).execute();
  await db.schema
    .createIndex('plans_user_idx')
    .on('plans')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  // The bill of materials: a product's standard and how many, in the author's order. No foreign key
  // to the catalogue on purpose: a product that is later removed still shows, marked unavailable.
  await withId(db.schema.createTable('plan_products'), dialect)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('standard_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1 and quantity <= 9999`))
    .addUniqueConstraint('plan_products_line_uq', ['plan_id', 'sort'])
    .execute();
}
