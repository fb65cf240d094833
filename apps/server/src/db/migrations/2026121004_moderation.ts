import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

/** Adds `hidden_at` (null: shown) and `hidden_reason` to a table of content the platform may hide. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
async function addHiddenColumns(db: Kysely<any>, table: string): Promise<void> {
  await db.schema.alterTable(table).addColumn('hidden_at', 'bigint').execute();
  await db.schema
    .alterTable(table)
    .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Content moderation (DESIGN-OPERATE §A): a review keeps its `status` (0 hidden) and gains the
  // reason and time; replies, plans, community posts and demands are hidden while hidden_at is set.
  for (const table of ['product_reviews', 'review_replies', 'plans', 'community_posts', 'procurement_demands']) {
    await addHiddenColumns(db, table);
  }
  // Customer service disables a buyer: logins answer the reason until enabled again.
  await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Feedback answered by customer service (once): the reply, when and by whom.
  await db.schema
    .alterTable('user_feedback')
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('user_feedback').addColumn('replied_at', 'bigint').execute();
  await db.schema
    .alterTable('user_feedback')
    .addColumn('replied_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('user_feedback_replied_idx').on('user_feedback').columns(['replied_at', 'id']).execute();
  // 申请平台介入: 0 none, 1 waiting, 2 refunded by the platform, 3 rejection upheld.
  await db.schema
    .alterTable('product_returns')
    .addColumn('appeal_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('product_returns')
    .addColumn('appeal_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('product_returns').addColumn('appealed_at', 'bigint').execute();
  await db.schema
    .alterTable('product_returns')
    .addColumn('appeal_decision_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('product_returns').addColumn('appeal_decided_at', 'bigint').execute();
  // The console's queue reads appealed requests only.
  await db.schema
    .createIndex('product_returns_appeal_idx')
    .on('product_returns')
    .columns(['appeal_status', 'appealed_at'])
    .execute();
}
