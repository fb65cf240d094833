import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type TDatabase } from '../create-db.js';
import { migrationProvider } from './index.js';

/**
 * 2026120301_procurement rebuilds SQLite's order_items to let product_id and standard_id hold null
 * (SQLite cannot drop a NOT NULL in place). A database with orders, lines, reviews and after-sales
 * requests from before comes through it whole, and its foreign keys still hold.
 */
describe('procurement migration on a SQLite database with orders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-migrate-'));
  let database: TDatabase;
  // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before the migration
  let db: Kysely<any>;
  const now = Date.now();
  const ids = { user: 0, seller: 0, product: 0, standard: 0, order: 0, item: 0, review: 0, ret: 0 };

  const migrator = () => new Migrator({ db: database.db, provider: migrationProvider('sqlite') });

  async function insert(table: string, values: Record<string, unknown>): Promise<number> {
    const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  beforeAll(async () => {
    database = createDb(path.join(dir, 'mall.db'));
    db = database.db;
    const before = await migrator().migrateTo('2026120201_after_sales');
    expect(before.error).toBeUndefined();
    ids.user = await insert('users', {
      username: 'old_buyer',
      password_hash: '!',
      phone: '13800000001',
      nickname: '',
      created_at: now,
      updated_at: now,
    });
    ids.seller = await insert('sellers', { username: 'old_seller', password_hash: '!', name: '老店', created_at: now });
    await db.insertInto('shops').values({ seller_id: ids.seller, name: '老店', created_at: now }).execute();
    const category = await insert('sys_categories', { name: '门锁' });
    ids.product = await insert('products', {
      seller_id: ids.seller,
      sys_category_id: category,
      title: '老门锁',
      price_fen: 10_000,
      created_at: now,
      updated_at: now,
    });
    ids.standard = await insert('product_standards', {
      product_id: ids.product,
      specs: '["标准版"]',
      price_fen: 10_000,
      stock: 5,
    });
    ids.order = await insert('orders', {
      order_no: '2026120100000000001',
      user_id: ids.user,
      seller_id: ids.seller,
      status: 3,
      goods_fen: 20_000,
      total_fen: 20_000,
      goods_num: 2,
      address: '{}',
      pay_deadline: now,
      created_at: now,
    });
    ids.item = await insert('order_items', {
      order_id: ids.order,
      product_id: ids.product,
      standard_id: ids.standard,
      title: '老门锁',
      standard_name: '标准版',
      price_fen: 10_000,
      number: 2,
    });
    ids.review = await insert('product_reviews', {
      product_id: ids.product,
      order_id: ids.order,
      order_item_id: ids.item,
      user_id: ids.user,
      seller_id: ids.seller,
      score: 5,
      content: '好用',
      created_at: now,
    });
    ids.ret = await insert('product_returns', {
      return_no: 'R2026120100000001',
      order_id: ids.order,
      order_item_id: ids.item,
      user_id: ids.user,
      seller_id: ids.seller,
      return_type: 1,
      number: 1,
      reason: '其他',
      created_at: now,
      updated_at: now,
    });
    // As a start does it: every later migration in one batch (foreign keys off for the batch, the
    // table rebuilds' own transactions nested in it), checked and committed whole.
    await migrateToLatest(database);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toContain('2026120301_procurement');
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every row and its values', async () => {
    const item = await db.selectFrom('order_items').selectAll().where('id', '=', ids.item).executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      order_id: ids.order,
      product_id: ids.product,
      standard_id: ids.standard,
      title: '老门锁',
      standard_name: '标准版',
      price_fen: 10_000,
      number: 2,
      returned_num: 0,
    });
    expect(await db.selectFrom('orders').select(['id', 'demand_id']).execute()).toEqual([
      { id: ids.order, demand_id: null },
    ]);
    expect(await db.selectFrom('product_reviews').select(['id', 'order_item_id']).execute()).toEqual([
      { id: ids.review, order_item_id: ids.item },
    ]);
    expect(await db.selectFrom('product_returns').select(['id', 'order_item_id']).execute()).toEqual([
      { id: ids.ret, order_item_id: ids.item },
    ]);
    // The index on order_id came back with the table.
    const indexes = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'order_items'`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toContain('order_items_order_idx');
  });

  it('lets a line name no product nor standard', async () => {
    const id = await insert('order_items', {
      order_id: ids.order,
      product_id: null,
      standard_id: null,
      title: '采购物品',
      price_fen: 500,
      number: 1,
    });
    const row = await db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ product_id: null, standard_id: null });
  });

  it('still enforces the foreign keys to and from order_items', async () => {
    const pragma = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(pragma.rows[0]?.foreign_keys).toBe(1);
    await expect(
      insert('order_items', {
        order_id: 99_999,
        product_id: null,
        standard_id: null,
        title: 'x',
        price_fen: 1,
        number: 1,
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
    await expect(
      insert('order_items', {
        order_id: ids.order,
        product_id: 99_999,
        standard_id: null,
        title: 'x',
        price_fen: 1,
        number: 1,
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
    await expect(
      insert('product_returns', {
        return_no: 'R2026120100000002',
        order_id: ids.order,
        order_item_id: 99_999,
        user_id: ids.user,
        seller_id: ids.seller,
        return_type: 1,
        number: 1,
        reason: '其他',
        created_at: now,
        updated_at: now,
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
    // A line that a review and a request point at cannot be deleted from under them.
    await expect(db.deleteFrom('order_items').where('id', '=', ids.item).execute()).rejects.toThrow(/FOREIGN KEY/);
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
  });
});
