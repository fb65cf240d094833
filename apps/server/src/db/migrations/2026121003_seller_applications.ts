import { type Kysely, sql } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // 商家入驻 (DESIGN-OPERATE §B): a buyer's application, 0 待审核 → 1 已通过 (seller_id: the account
  // approval made) or 2 已驳回 (reason). category_ids is a JSON array of sys_categories ids.
  const table = db.schema.createTable('seller_applications');
  await (dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('uscc', 'varchar(18)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(50)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('shop_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull())
    .addColumn('license_image', 'varchar(200)', (c) => c.notNull())
    .addColumn('province', 'varchar(6)', (c) => c.notNull())
    .addColumn('city', 'varchar(6)', (c) => c.notNull())
    .addColumn('area', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  // One open application per buyer: two racing submits give one row and a unique violation.
  await sql`create unique index seller_applications_open_uq on seller_applications (user_id) where status = 0`.execute(
    db,
  );
  // The buyer's latest; the console's queue by state, oldest first; and the whole queue.
  await db.schema
    .createIndex('seller_applications_user_idx')
    .on('seller_applications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('seller_applications_status_idx')
    .on('seller_applications')
    .columns(['status', 'id'])
    .execute();
  await db.schema.createIndex('seller_applications_seller_idx').on('seller_applications').column('seller_id').execute();

  // A seller the platform suspended (DESIGN-OPERATE §A): when and why ('' while it trades). An
  // approved applicant's account keeps must_change_password until the SMS'd one-time password is replaced.
  await db.schema.alterTable('sellers').addColumn('suspended_at', 'bigint').execute();
  await db.schema
    .alterTable('sellers')
    .addColumn('suspend_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sellers')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
