import {
  CART_ITEM_STATUS,
  CART_LIMIT,
  fenToYuan,
  MAX_LINE_NUMBER,
  PRODUCT_STATUS,
  type TCartAddResult,
  type TCartGroup,
  type TCartItem,
  type TCartItemStatus,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { standardName } from '../catalogue/catalogue.service.js';
import * as repo from './cart.repository.js';

export type { TCartEntryRow } from './cart.repository.js';

/** Whether an entry can be bought now, and if not, why. */
export function entryStatus(row: { product_status: number; stock: number; number: number }): TCartItemStatus {
  if (row.product_status !== PRODUCT_STATUS.ON_SALE) return CART_ITEM_STATUS.OFF_SHELF;
  if (row.stock <= 0) return CART_ITEM_STATUS.SOLD_OUT;
  if (row.stock < row.number) return CART_ITEM_STATUS.SHORT;
  return CART_ITEM_STATUS.OK;
}

function toItem(row: repo.TCartEntryRow): TCartItem {
  const status = entryStatus(row);
  return {
    id: row.id,
    productId: row.product_id,
    standardId: row.standard_id,
    title: row.title,
    image: row.image,
    standardName: standardName(row.specs),
    price: fenToYuan(row.price_fen),
    number: row.number,
    stock: row.stock,
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

export async function queryCart(db: Kysely<DB>, userId: number): Promise<TCartGroup[]> {
  return groupBySeller(await repo.listEntries(db, userId));
}

function stockMessage(stock: number, inCart: number): string {
  if (stock <= 0) return '该规格已售罄';
  const room = stock - inCart;
  return room > 0 ? `库存不足，最多还能加入${room}件` : `库存不足，购物车中已有${inCart}件`;
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
    if (!standard) throw notFound('商品规格不存在');
    if (standard.product_status !== PRODUCT_STATUS.ON_SALE) throw conflict('商品已下架');
    const existing = await repo.findEntryByStandard(trx, userId, input.standardId);
    const inCart = existing?.number ?? 0;
    if (inCart + input.number > standard.stock) throw conflict(stockMessage(standard.stock, inCart));
    if (inCart + input.number > MAX_LINE_NUMBER) throw conflict(`单个商品最多购买${MAX_LINE_NUMBER}件`);
    if (!existing && (await repo.countEntries(trx, userId)).entries >= CART_LIMIT) {
      throw conflict(`购物车最多放${CART_LIMIT}种商品，请先结算或删除一些`);
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
    if (!entry) throw notFound('购物车中没有这件商品');
    if (entry.product_status !== PRODUCT_STATUS.ON_SALE) throw conflict('商品已下架');
    // Lowering the number is always allowed; raising it must stay within stock.
    if (number > entry.number && number > entry.stock) {
      throw conflict(entry.stock > 0 ? `库存不足，最多可购买${entry.stock}件` : '该规格已售罄');
    }
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
    if (found.length !== unique.length) throw notFound('购物车中没有这件商品');
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
  if (rows.length !== unique.length) throw notFound('购物车中没有这件商品，请刷新购物车');
  await repo.deleteEntries(trx, userId, unique);
  return rows.map((r) => ({ productId: r.product_id, standardId: r.standard_id, number: r.number }));
}
