import { randomInt } from 'node:crypto';
import { ORDER_STATUS, PRODUCT_STATUS, purchaseLimitOf, type TInvoice, type TOrderAddress } from '@mall/contract';
import type { Insertable, Kysely } from 'kysely';
import { userRowLock } from '../../db/locks.js';
import { transactionInFewTrips } from '../../db/round-trips.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { getAddress, toOrderAddress } from '../address/address.service.js';
import { firstShortLine, isStockShort, takeStocks } from '../catalogue/catalogue-stock.service.js';
import { standardName } from '../catalogue/product-detail.service.js';
import { planCoupons, type TCouponUse, useOrderCoupon } from '../coupon/coupon.service.js';
import { freightPerSeller } from '../freight/freight.service.js';
import * as repo from './order.repository.js';
import type { OrderItemsTable, OrdersTable } from './order.table.js';
import { invoiceColumn } from './order-invoice.js';

// Placing orders: checkout's lines become one unpaid order per seller (and a settled procurement quote one order).

/** One line to order: a standard and a number (and the cart entry it came from). */
export interface TOrderLineInput {
  productId: number;
  standardId: number;
  number: number;
}

/** Epoch ms → yyyyMMddHHmmss in China time (order numbers read like local time). */
function chinaStamp(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export function newOrderNo(now = Date.now()): string {
  return `${chinaStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** What the console's settings and the environment say about new orders. */
export interface TOrderRules {
  payMinutes: number;
  maxUnpaid: number;
}

/**
 * Creates one order per seller from the lines, in one transaction: prices and the address are
 * snapshotted and stock is reserved with a guarded write, last (standards in id order, so two buyers
 * never wait on each other in a cycle). Any line that cannot be had rolls everything back.
 */
export async function createOrders(
  db: Kysely<DB>,
  userId: number,
  input: {
    /** The lines, or how to take them inside the transaction (from the cart). */
    lines: TOrderLineInput[] | ((trx: Kysely<DB>) => Promise<TOrderLineInput[]>);
    addressId: number;
    remark?: string;
    /** The buyer's coupons, at most one per seller order (DESIGN.md §2 coupons). */
    couponIds?: number[];
    /** The invoice asked for: one per checkout, snapshotted on each seller order it creates. */
    invoice?: TInvoice | undefined;
  },
  /** The rules (a promise: read beside the address, one round trip's wait the less). */
  rules: TOrderRules | Promise<TOrderRules>,
): Promise<number[]> {
  const [found, options] = await Promise.all([getAddress(db, userId, input.addressId), rules]);
  const address = toOrderAddress(found);
  const source = input.lines;
  let taking: { standardId: number; n: number; title: string }[] = [];
  const work = async (trx: Kysely<DB>) => {
    const lines = mergeLines(typeof source === 'function' ? await source(trx) : source);
    // Read under the buyer's lock (two orders of one buyer take turns), with what the buyer holds
    // unpaid; before any stock row is locked, so the hot rows are held no longer than before.
    const rows = await repo.standardsForLines(
      trx,
      lines.map((l) => l.standardId),
      userId,
    );
    const standards = new Map(rows.map((s) => [s.id, s]));
    for (const line of lines) {
      const st = standards.get(line.standardId);
      if (!st || st.product_id !== line.productId) throw appError('STANDARD_NOT_FOUND');
      if (st.product_status !== PRODUCT_STATUS.ON_SALE) throw appError('ORDER_PRODUCT_OFF_SALE', { title: st.title });
    }
    const bySeller = new Map<number, TOrderLineInput[]>();
    for (const line of lines) {
      const sellerId = standards.get(line.standardId)?.seller_id ?? 0;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), line]);
    }
    // Stock hoarding: unpaid orders hold stock, so one buyer may hold only so many (DESIGN.md §6).
    const unpaidOrders = Number(rows[0]?.unpaid_orders ?? 0);
    if (unpaidOrders + bySeller.size > options.maxUnpaid) throw appError('TOO_MANY_UNPAID_ORDERS');
    // 限购 (DESIGN-OPERATE §G): the buyer's unpaid units of each standard, with this order's, stay
    // within its product's limit.
    ensureWithinPurchaseLimits(lines, standards, new Map(rows.map((s) => [s.id, Number(s.unpaid_units ?? 0)])));
    const now = Date.now();
    const sellers = [...bySeller.entries()];
    // Which coupon goes on which seller order (each checked: the buyer's, unused, fitting), before
    // anything is written; each is then used by a guarded write as its order is inserted.
    const uses = await planCoupons(
      trx,
      userId,
      input.couponIds ?? [],
      sellers.map(([sellerId, sellerLines]) =>
        sellerLines.map((l) => {
          const st = standards.get(l.standardId);
          return { sellerId, categoryId: st?.sys_category_id ?? null, amountFen: (st?.price_fen ?? 0) * l.number };
        }),
      ),
      now,
    );
    // 运费 per seller order to the address's province, from the templates as they are now (DESIGN-OPERATE §I).
    const freight = await freightPerSeller(
      trx,
      address.province,
      lines.map((l) => {
        const st = standards.get(l.standardId);
        return {
          sellerId: st?.seller_id ?? 0,
          templateId: st?.freight_template_id ?? null,
          amountFen: (st?.price_fen ?? 0) * l.number,
        };
      }),
    );
    const orderIds: number[] = [];
    for (const [index, [sellerId, sellerLines]] of sellers.entries()) {
      const snap = sellerLines.map((l) => {
        const st = standards.get(l.standardId);
        if (!st) throw appError('STANDARD_NOT_FOUND');
        return { line: l, st };
      });
      const orderId = await insertOrderWithLines(
        trx,
        {
          userId,
          sellerId,
          address,
          remark: input.remark,
          payDeadline: now + options.payMinutes * 60_000,
          lines: snap.map(({ line, st }) => ({
            product_id: st.product_id,
            standard_id: st.id,
            title: st.title,
            image: st.image,
            standard_name: standardName(st.specs),
            price_fen: st.price_fen,
            number: line.number,
          })),
          coupon: uses[index] ?? undefined,
          invoice: input.invoice,
          freightFen: freight.get(sellerId) ?? 0,
        },
        now,
      );
      orderIds.push(orderId);
    }
    // Stock last, with the commit: a hot standard's row is locked for this update and the commit
    // only, not while the order rows are written (many buyers of one product queue on it); on
    // PostgreSQL both go in one message, so the lock is not held across a turn of the event loop.
    // One statement for all lines; a line that cannot be had fails it, and the rollback takes the
    // orders (and the other lines' units) back too.
    taking = lines.map((l) => ({
      standardId: l.standardId,
      n: l.number,
      title: standards.get(l.standardId)?.title ?? '',
    }));
    return { value: orderIds, last: takeStocks(trx, taking) };
  };
  try {
    // The buyer's lock first (as every cart write and checkout takes it), so the unpaid-order count
    // below holds until this transaction commits: parallel submits cannot all slip under the limit.
    return await transactionInFewTrips(db, { first: userRowLock(db, userId), work });
  } catch (err) {
    if (!isStockShort(err)) throw err;
    // Which line: the first short one now (the transaction that read the stock is gone).
    const short = (await firstShortLine(db, taking)) ?? taking[0];
    throw appError('STOCK_SHORT', { title: short?.title ?? '' });
  }
}

/**
 * 409 PURCHASE_LIMIT when the buyer's unpaid units of a line's standard (`held`) plus the line's would
 * pass the limit: the product's setting, or max(5, 20% of the standard's stock as read in this
 * transaction). Inside the order's transaction, after the buyer's row lock.
 */
function ensureWithinPurchaseLimits(
  lines: TOrderLineInput[],
  standards: Map<number, { title: string; stock: number; purchase_limit: number | null }>,
  held: Map<number, number>,
): void {
  for (const line of lines) {
    const st = standards.get(line.standardId);
    if (!st) continue;
    const limit = purchaseLimitOf(st.purchase_limit === null ? null : Number(st.purchase_limit), Number(st.stock));
    const unpaid = held.get(line.standardId) ?? 0;
    if (unpaid + line.number > limit) throw appError('PURCHASE_LIMIT', { title: st.title, limit, unpaid });
  }
}

/** One line of a new order as it is snapshotted (a procurement line names no product nor standard). */
export type TOrderLineSnapshot = Omit<Insertable<OrderItemsTable>, 'order_id'>;

/**
 * Writes one unpaid order (待付款) of one seller with its snapshot lines, inside the caller's
 * transaction: totals from the lines, a fresh order number, the address snapshot. Reserves nothing:
 * the caller reserves stock (checkout) or has none to reserve (a settled procurement quote).
 * Answers the order's id.
 */
export async function insertOrderWithLines(
  trx: Kysely<DB>,
  order: {
    userId: number;
    sellerId: number;
    address: TOrderAddress;
    remark?: string | undefined;
    payDeadline: number;
    /** The procurement demand a settled quote came from. */
    demandId?: number;
    lines: TOrderLineSnapshot[];
    /** The buyer's coupon on this order (planned by `planCoupons`): used here by its guarded write. */
    coupon?: TCouponUse | undefined;
    /** The invoice asked for (发票 snapshot), else none (不开发票). */
    invoice?: TInvoice | undefined;
    /** 运费 (fen; a settled quote charges none). */
    freightFen?: number;
  },
  now: number,
): Promise<number> {
  const goodsFen = order.lines.reduce((sum, l) => sum + l.price_fen * l.number, 0);
  const discountFen = order.coupon?.discountFen ?? 0;
  const freightFen = order.freightFen ?? 0;
  const orderId = await insertNumbered(
    trx,
    {
      user_id: order.userId,
      seller_id: order.sellerId,
      status: ORDER_STATUS.NOPAY,
      goods_fen: goodsFen,
      freight_fen: freightFen,
      total_fen: goodsFen + freightFen - discountFen,
      discount_fen: discountFen,
      // A platform coupon's discount is the platform's: the seller is settled the goods in full.
      platform_discount_fen: order.coupon?.isPlatformBorne ? discountFen : 0,
      coupon_id: order.coupon?.couponId ?? null,
      goods_num: order.lines.reduce((n, l) => n + l.number, 0),
      remark: order.remark ?? '',
      address: JSON.stringify(order.address),
      invoice: invoiceColumn(order.invoice),
      pay_deadline: order.payDeadline,
      created_at: now,
      ...(order.demandId !== undefined ? { demand_id: order.demandId } : {}),
    },
    now,
    newOrderNo,
    order.lines.map((l, i) => ({ ...l, discount_fen: order.coupon?.parts[i] ?? 0 })),
  );
  if (order.coupon) {
    await useOrderCoupon(trx, { couponId: order.coupon.couponId, userId: order.userId, orderId, now });
  }
  return orderId;
}

/** How many order numbers an order may draw before giving up. */
export const ORDER_NO_DRAWS = 5;

/**
 * Inserts an order (and its lines) under a fresh number. Numbers are the second plus 8 random digits:
 * at a few thousand orders a second two of them meet now and then, and the one that comes second
 * draws again.
 */
export async function insertNumbered(
  trx: Kysely<DB>,
  row: Omit<Insertable<OrdersTable>, 'order_no'>,
  now: number,
  drawNumber: (now: number) => string = newOrderNo,
  items: repo.TNewOrderItem[] = [],
): Promise<number> {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw++) {
    const id = await repo.insertOrderWithItems(trx, { ...row, order_no: drawNumber(now) }, items);
    if (id !== undefined) return id;
  }
  throw new Error(`no free order number after ${ORDER_NO_DRAWS} draws`);
}

/** The same standard twice becomes one line. */
function mergeLines(lines: TOrderLineInput[]): TOrderLineInput[] {
  const merged = new Map<number, TOrderLineInput>();
  for (const line of lines) {
    const prev = merged.get(line.standardId);
    merged.set(line.standardId, prev ? { ...prev, number: prev.number + line.number } : { ...line });
  }
  return [...merged.values()];
}

/** The buyer's unpaid orders (the hoarding limit of checkout and of a procurement settlement). */
export function countUnpaidOrders(trx: Kysely<DB>, userId: number): Promise<number> {
  return repo.countOrders(trx, { userId, status: ORDER_STATUS.NOPAY });
}
