import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // The sandbox gateway's outbox: one signed notify per paid payment and its delivery state, so
  // retries survive a restart and several instances share them (lib/payment/notify-outbox.ts).
  await db.schema
    .createTable('payment_notifies')
    .addColumn('payment_no', 'varchar(40)', (c) => c.primaryKey())
    // The signed notify as the gateway sends it (JSON).
    .addColumn('notify', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the next attempt is due; null once delivered or given up.
    .addColumn('next_attempt_at', 'bigint')
    // An attempt in flight holds the notify until then; a holder that died is replaced after it.
    .addColumn('leased_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'bigint')
    .addColumn('last_error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The sweep looks for due notifies only.
  await db.schema.createIndex('payment_notifies_due_idx').on('payment_notifies').column('next_attempt_at').execute();
}
