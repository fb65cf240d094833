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
  // Conversations between a buyer and a shop (DESIGN-OPERATE §J): one per (buyer, shop). The last
  // message is kept on the row so a list reads one table; each side's read mark is the id of the
  // last message it has read; `buyer_notified_up_to` is the last message a 消息 told the buyer of.
  await withId(db.schema.createTable('chat_conversations'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_from', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_preview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_notified_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('chat_conversations_pair_uq', ['user_id', 'seller_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_user_idx')
    .on('chat_conversations')
    .columns(['user_id', 'updated_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_seller_idx')
    .on('chat_conversations')
    .columns(['seller_id', 'updated_at desc', 'id desc'])
    .execute();

  // Messages: `sender` buyer | seller; `content` the text or the picture's path; `card` the product's
  // or order's card as JSON when it was sent. Hidden by the platform after a report (hidden_at set).
  await withId(db.schema.createTable('chat_messages'), dialect)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('sender', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('card', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  // Reports of a message by the other party: one per (message, reporter side). The console's content
  // queue lists reported messages (DESIGN-OPERATE §J).
  await withId(db.schema.createTable('chat_reports'), dialect)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id'))
    .addColumn('reporter', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_reports_message_uq', ['message_id', 'reporter'])
    .execute();
  await db.schema.createIndex('chat_reports_new_idx').on('chat_reports').columns(['created_at', 'id']).execute();

  // A shop's quick replies, kept in its order as a JSON array of strings.
  await db.schema
    .createTable('chat_quick_replies')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('sellers.id'))
    .addColumn('replies', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
