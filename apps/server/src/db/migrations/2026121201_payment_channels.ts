import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Real gateways (DESIGN-OPERATE §C): the page the buyer paid on, the WeChat Native code to draw,
  // when the shop last asked the gateway, and a payment closed here that the gateway must close too.
  await db.schema
    .alterTable('payments')
    .addColumn('device', 'varchar(8)', (c) => c.notNull().defaultTo('pc'))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('code_url', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('checked_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // 0 nothing to close at the gateway, 1 to close there, 2 closed there.
  await db.schema
    .alterTable('payments')
    .addColumn('gateway_close', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payments_status_channel_idx')
    .on('payments')
    .columns(['status', 'channel', 'created_at'])
    .execute();
  await db.schema.createIndex('payments_gateway_close_idx').on('payments').column('gateway_close').execute();

  // A refund is sent to its gateway after the transaction that decided it; until the gateway says it
  // succeeded it is retried by the payment sweep, one attempt at a time (a lease), with its last error.
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('leased_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('last_error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('payment_refunds_status_idx')
    .on('payment_refunds')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
