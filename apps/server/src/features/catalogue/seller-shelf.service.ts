import { PRODUCT_STATUS } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './seller-shelf.repository.js';

/**
 * A suspended seller's shelves (DESIGN-OPERATE §A): every product on sale moves to SELLER_SUSPENDED,
 * which no buyer's list, search, shop page, detail, cart or checkout shows (they all ask for ON_SALE);
 * resuming moves exactly those back. Runs in the caller's transaction; answers how many moved.
 * Open orders keep their lines: shipping never looks at a product's state.
 */
export function takeSellerProductsOffShelves(db: Kysely<DB>, sellerId: number, now = Date.now()): Promise<number> {
  return repo.moveSellerProducts(db, sellerId, PRODUCT_STATUS.ON_SALE, PRODUCT_STATUS.SELLER_SUSPENDED, now);
}

export function putSellerProductsBack(db: Kysely<DB>, sellerId: number, now = Date.now()): Promise<number> {
  return repo.moveSellerProducts(db, sellerId, PRODUCT_STATUS.SELLER_SUSPENDED, PRODUCT_STATUS.ON_SALE, now);
}

/** Per seller, its products on the shelves (a suspended seller's: those that return on resume). */
export async function countShelvedProducts(db: Kysely<DB>, sellerIds: number[]): Promise<Map<number, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await repo.countShelved(db, sellerIds);
  return new Map(rows.map((r) => [Number(r.seller_id), Number(r.n)]));
}

/** The names of these system categories by id (a removed one is absent). */
export async function sysCategoryNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.sysCategoriesById(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
