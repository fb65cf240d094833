import { PRODUCT_STATUS } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export function findShop(db: Kysely<DB>, sellerId: number) {
  return db.selectFrom('shops').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();
}

export async function shopExists(db: Kysely<DB>, sellerId: number): Promise<boolean> {
  const shop = await db.selectFrom('shops').select('seller_id').where('seller_id', '=', sellerId).executeTakeFirst();
  return shop !== undefined;
}

/** The count of the seller's products on sale and their total sales (null without products). */
export function saleTotals(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('sales').as('sales')])
    .where('seller_id', '=', sellerId)
    .where('status', '=', PRODUCT_STATUS.ON_SALE)
    .executeTakeFirstOrThrow();
}

export function listTemplates(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('shop_templates')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listTemplateEntries(db: Kysely<DB>, templateIds: number[]) {
  return db
    .selectFrom('shop_template_entries')
    .selectAll()
    .where('template_id', 'in', templateIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertShop(
  db: Kysely<DB>,
  row: { seller_id: number; name: string; province: string; city: string; created_at: number },
): Promise<void> {
  await db.insertInto('shops').values(row).execute();
}

/** The shops of these sellers: id and name (the console's lists). */
export function shopNames(db: Kysely<DB>, sellerIds: number[]) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('shops').select(['seller_id', 'name']).where('seller_id', 'in', sellerIds).execute();
}
