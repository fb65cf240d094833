import {
  CART_ITEM_STATUS,
  CART_LIMIT,
  fenToYuan,
  MAX_LINE_NUMBER,
  PRODUCT_STATUS,
  purchaseLimitOf,
  type TCartAddResult,
  type TCartGroup,
  type TCartItem,
  type TCartItemStatus,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { type AppError, appError } from '../../lib/app-error.js';
import { setCompatOfLines } from '../catalogue/compat.service.js';
import { standardName } from '../catalogue/product-detail.service.js';
import { homeOf } from '../smart-home/index.js';
import * as repo from './cart.repository.js';

export type { TCartEntryRow } from './cart.repository.js';

/** Whether an entry can be bought now, and if not, why. */
export function entryStatus(row: { product_status: number; stock: number; number: number }): TCartItemStatus {
  if (row.product_status !== PRODUCT_STATUS.ON_SALE) return CART_ITEM_STATUS.OFF_SHELF;
  if (row.stock <= 0) return CART_ITEM_STATUS.SOLD_OUT;
  if (row.stock < row.number) return CART_ITEM_STATUS.SHORT;
  return CART_ITEM_STATUS.OK;
}

/** A product's 限购 setting as read (a driver may answer a string): null is the default rule. */
function limitSetting(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function toItem(row: repo.TCartEntryRow): TCartItem {
  const status = entryStatus(row);
  return {
    id: row.id,
    productId: row.product_id,
    standardId: row.standard_id,
    sysCategoryId: row.sys_category_id,
    title: row.title,
    image: row.image,
    standardName: standardName(row.specs),
    price: fenToYuan(row.price_fen),
    number: row.number,
    stock: row.stock,
    purchaseLimit: purchaseLimitOf(limitSetting(row.purchase_limit), Number(row.stock)),
    status,
    check: status === CART_ITEM_STATUS.OK,
  };
}

/** Groups entries per seller, in the order each seller's newest entry was added. */
export function groupBySeller(rows: repo.TCartEntryRow[]): TCartGroup[] {
  const groups = new Map<number, TCartGroup>();
  for (const row of rows) {
    let group = groups.get(row.seller_id);
    if (!group) {
      group = { agentId: row.seller_id, shopName: row.shop_name, status: 0, check: false, productList: [] };
      groups.set(row.seller_id, group);
    }
    group.productList.push(toItem(row));
  }
  for (const group of groups.values()) {
    const buyable = group.productList.filter((item) => item.status === CART_ITEM_STATUS.OK);
    group.status = buyable.length > 0 ? 1 : 0;
    group.check = buyable.length > 0 && buyable.every((item) => item.check);
  }
  return [...groups.values()];
}

/** The cart, each line saying whether it suits the buyer's home (a gateway in the cart counting, DESIGN.md §H). */
export async function queryCart(db: Kysely<DB>, userId: number): Promise<TCartGroup[]> {
  const groups = groupBySeller(await repo.listEntries(db, userId));
  await setCompatOfLines(
    db,
    await homeOf(db, userId),
    groups.flatMap((g) => g.productList),
  );
  return groups;
}

/** Why `inCart` plus more units of a standard cannot be had. */
function stockShort(stock: number, inCart: number): AppError {
  if (stock <= 0) return appError('SOLD_OUT');
  const room = stock - inCart;
  return room > 0 ? appError('CART_STOCK_ROOM', { room }) : appError('CART_HOLDS_ALL_STOCK', { inCart });
}

/** Adds units of a standard; the same standard merges into one entry; never more than the stock. */
export async function addToCart(
  db: Kysely<DB>,
  userId: number,
  input: { productId: number; standardId: number; number: number },
): Promise<TCartAddResult> {
  return db.transaction().execute(async (trx) => {
    // One buyer's cart writes take turns, so two adds at once cannot both pass the stock check.
    await lockUserRow(trx, userId);
    const standard = await repo.findStandard(trx, input.productId, input.standardId);
    if (!standard) throw appError('STANDARD_NOT_FOUND');
    if (standard.product_status !== PRODUCT_STATUS.ON_SALE) throw appError('PRODUCT_OFF_SALE');
    const existing = await repo.findEntryByStandard(trx, userId, input.standardId);
    const inCart = existing?.number ?? 0;
    if (inCart + input.number > standard.stock) throw stockShort(standard.stock, inCart);
    if (inCart + input.number > MAX_LINE_NUMBER) throw appError('LINE_NUMBER_LIMIT');
    // 限购: a cart entry never holds more than one order of it could take (DESIGN-OPERATE §G).
    const limit = purchaseLimitOf(limitSetting(standard.purchase_limit), Number(standard.stock));
    if (inCart + input.number > limit) throw appError('CART_PURCHASE_LIMIT', { limit, inCart });
    if (!existing && (await repo.countEntries(trx, userId)).entries >= CART_LIMIT) {
      throw appError('CART_FULL');
    }
    await repo.addUnits(trx, { userId, ...input });
    const entry = await repo.findEntryByStandard(trx, userId, input.standardId);
    const { units } = await repo.countEntries(trx, userId);
    return { id: entry?.id ?? 0, number: entry?.number ?? 0, count: units };
  });
}

/** Sets an entry's number (the cart page's quantity box), bounded by stock. */
export async function setCartNumber(
  db: Kysely<DB>,
  userId: number,
  id: number,
  number: number,
): Promise<TCartAddResult> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const entry = await repo.findEntry(trx, userId, id);
    if (!entry) throw appError('CART_ENTRY_NOT_FOUND');
    if (entry.product_status !== PRODUCT_STATUS.ON_SALE) throw appError('PRODUCT_OFF_SALE');
    // Lowering the number is always allowed; raising it must stay within stock.
    if (number > entry.number && number > entry.stock) {
      throw entry.stock > 0 ? appError('CART_NUMBER_OVER_STOCK', { stock: entry.stock }) : appError('SOLD_OUT');
    }
    const limit = purchaseLimitOf(limitSetting(entry.purchase_limit), Number(entry.stock));
    if (number > entry.number && number > limit) throw appError('CART_PURCHASE_LIMIT', { limit, inCart: entry.number });
    await repo.setUnits(trx, userId, id, number);
    const { units } = await repo.countEntries(trx, userId);
    return { id, number, count: units };
  });
}

/** Deletes entries; an id that is not in this buyer's cart answers 404 and nothing is deleted. */
export async function deleteFromCart(db: Kysely<DB>, userId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const found = await repo.entriesByIds(trx, userId, unique);
    if (found.length !== unique.length) throw appError('CART_ENTRY_NOT_FOUND');
    await repo.deleteEntries(trx, userId, unique);
  });
}

/**
 * Takes cart entries out for an order, inside the order's transaction, which holds the buyer's lock
 * (`createOrders` takes it first, as every cart write does): the entries are read and deleted there,
 * so what is ordered is exactly what left the cart. An id not in this buyer's cart (or already
 * checked out by a double submit) answers 404.
 */
export async function takeCartLines(
  trx: Kysely<DB>,
  userId: number,
  ids: number[],
): Promise<{ productId: number; standardId: number; number: number }[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.entriesByIds(trx, userId, unique);
  if (rows.length !== unique.length) throw appError('CART_ENTRY_STALE');
  await repo.deleteEntries(trx, userId, unique);
  return rows.map((r) => ({ productId: r.product_id, standardId: r.standard_id, number: r.number }));
}
