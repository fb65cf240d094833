import { PRODUCT_STATUS } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Moves every product of the seller in state `from` to `to` in one statement; answers how many moved. */
export async function moveSellerProducts(
  db: Kysely<DB>,
  sellerId: number,
  from: number,
  to: number,
  now: number,
): Promise<number> {
  const res = await db
    .updateTable('products')
    .set({ status: to, updated_at: now })
    .where('seller_id', '=', sellerId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Per seller, the products on the shelves or held back by a suspension (they return on resume). */
export function countShelved(db: Kysely<DB>, sellerIds: number[]) {
  return db
    .selectFrom('products')
    .select((eb) => ['seller_id', eb.fn.countAll<number>().as('n')])
    .where('seller_id', 'in', sellerIds)
    .where('status', 'in', [PRODUCT_STATUS.ON_SALE, PRODUCT_STATUS.SELLER_SUSPENDED])
    .groupBy('seller_id')
    .execute();
}

export function sysCategoriesById(db: Kysely<DB>, ids: number[]) {
  return db.selectFrom('sys_categories').select(['id', 'name']).where('id', 'in', ids).execute();
}
