import { randomInt } from 'node:crypto';
import {
  fenToYuan,
  nextOrderStatus,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  ORDER_TRANSITIONS,
  PRODUCT_STATUS,
  purchaseLimitOf,
  regionText,
  type TInvoice,
  type TLogisticsDetails,
  type TLogisticsTrace,
  type TOrder,
  type TOrderAction,
  type TOrderAddress,
  type TOrderAfterSales,
  type TOrderStatus,
  type TOrderWithLogistics,
  type TPayType,
} from '@mall/contract';
import type { Insertable, Kysely } from 'kysely';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskName, maskPhone } from '../../lib/mask.js';
import { reportUnpaidOrderCancelled } from '../../lib/order-cancels.js';
import { Paged } from '../../plugins/calls.js';
import { getAddress, toOrderAddress } from '../address/address.service.js';
import { openAfterSalesOf } from '../after-sales/order-after-sales.service.js';
import { recordSales, releaseStock, reserveStock, standardName } from '../catalogue/catalogue.service.js';
import { planCoupons, releaseOrderCoupon, type TCouponUse, useOrderCoupon } from '../coupon/coupon.service.js';
import { freightPerSeller } from '../freight/freight.service.js';
import { notifyOrderShipped } from '../message/message.service.js';
import * as repo from './order.repository.js';
import type { OrderItemsTable, OrdersTable } from './order.table.js';
import { invoiceColumn, invoiceForSeller, parseInvoice } from './order-invoice.js';

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

function parseAddress(text: string): TOrderAddress {
  try {
    return JSON.parse(text) as TOrderAddress;
  } catch {
    return { realname: '', telphone: '', province: '', city: '', area: '', street: '', fullText: '' };
  }
}

export function toOrder(
  row: repo.TOrderRow,
  items: Awaited<ReturnType<typeof repo.itemsOf>>,
  afterSales: TOrderAfterSales | null = null,
): TOrder {
  const status = row.status as TOrderStatus;
  return {
    id: row.id,
    orderNo: row.order_no,
    agentId: row.seller_id,
    shopName: row.shop_name,
    status,
    statusText: ORDER_STATUS_TEXT[status] ?? '',
    goodsTotalPrice: fenToYuan(row.goods_fen),
    freight: fenToYuan(row.freight_fen),
    discount: fenToYuan(Number(row.discount_fen)),
    couponId: row.coupon_id,
    orderTotalPrice: fenToYuan(row.total_fen),
    refundedPrice: fenToYuan(row.refunded_fen),
    goodsNum: row.goods_num,
    remark: row.remark,
    address: parseAddress(row.address),
    invoice: parseInvoice(row.invoice),
    payType: row.pay_type as TPayType,
    payDeadline: row.pay_deadline,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    receivedAt: row.received_at,
    cancelledAt: row.cancelled_at,
    closedAt: row.closed_at,
    cancelReason: row.cancel_reason,
    demandId: row.demand_id,
    afterSales,
    orderDetailList: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id,
        standardId: i.standard_id,
        title: i.title,
        image: i.image,
        standardName: i.standard_name,
        price: fenToYuan(i.price_fen),
        number: i.number,
        amount: fenToYuan(i.price_fen * i.number),
        returnedNumber: i.returned_num,
        discount: fenToYuan(Number(i.discount_fen)),
      })),
  };
}

/** The orders with their lines and their open after-sales (退款中 / 售后中). */
async function withItems(db: Kysely<DB>, rows: repo.TOrderRow[]): Promise<TOrder[]> {
  const ids = rows.map((r) => r.id);
  const items = await repo.itemsOf(db, ids);
  const open = await openAfterSalesOf(db, ids);
  return rows.map((r) => toOrder(r, items, open.get(r.id) ?? null));
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
  options: { payMinutes: number; maxUnpaid: number },
): Promise<number[]> {
  const address = toOrderAddress(await getAddress(db, userId, input.addressId));
  const source = input.lines;
  return db.transaction().execute(async (trx) => {
    // The buyer's lock first (as every cart write and checkout takes it), so the unpaid-order count
    // below holds until this transaction commits: parallel submits cannot all slip under the limit.
    await lockUserRow(trx, userId);
    const lines = mergeLines(typeof source === 'function' ? await source(trx) : source);
    const standards = new Map(
      (
        await repo.standardsForLines(
          trx,
          lines.map((l) => l.standardId),
        )
      ).map((s) => [s.id, s]),
    );
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
    // Counted before any stock row is locked, so the hot rows are held no longer than before.
    const unpaid = await repo.countOrders(trx, { userId, status: ORDER_STATUS.NOPAY });
    if (unpaid + bySeller.size > options.maxUnpaid) throw appError('TOO_MANY_UNPAID_ORDERS');
    // 限购 (DESIGN-OPERATE §G): the buyer's unpaid units of each standard, with this order's, stay
    // within its product's limit. Read under the buyer's lock: two orders of one buyer take turns.
    await ensureWithinPurchaseLimits(trx, userId, lines, standards);
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
    // Stock last, just before the commit: a hot standard's row is locked for this update and the
    // commit only, not while the order rows are written (many buyers of one product queue on it).
    // A line that cannot be had throws, and the rollback takes the orders back too.
    for (const line of [...lines].sort((a, b) => a.standardId - b.standardId)) {
      const st = standards.get(line.standardId);
      if (!st) continue;
      if (!(await reserveStock(trx, line.standardId, line.number))) {
        throw appError('STOCK_SHORT', { title: st.title });
      }
    }
    return orderIds;
  });
}

/**
 * 409 PURCHASE_LIMIT when the buyer's unpaid units of a line's standard plus the line's would pass
 * the limit: the product's setting, or max(5, 20% of the standard's stock as read in this transaction).
 * Inside the order's transaction, after the buyer's row lock.
 */
async function ensureWithinPurchaseLimits(
  trx: Kysely<DB>,
  userId: number,
  lines: TOrderLineInput[],
  standards: Map<number, { title: string; stock: number; purchase_limit: number | null }>,
): Promise<void> {
  const held = await repo.unpaidUnitsOf(
    trx,
    userId,
    lines.map((l) => l.standardId),
  );
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
  );
  await repo.insertItems(
    trx,
    order.lines.map((l, i) => ({ ...l, order_id: orderId, discount_fen: order.coupon?.parts[i] ?? 0 })),
  );
  if (order.coupon) {
    await useOrderCoupon(trx, { couponId: order.coupon.couponId, userId: order.userId, orderId, now });
  }
  return orderId;
}

/** How many order numbers an order may draw before giving up. */
export const ORDER_NO_DRAWS = 5;

/**
 * Inserts an order under a fresh number. Numbers are the second plus 8 random digits: at a few
 * thousand orders a second two of them meet now and then, and the one that comes second draws again.
 */
export async function insertNumbered(
  trx: Kysely<DB>,
  row: Omit<Insertable<OrdersTable>, 'order_no'>,
  now: number,
  drawNumber: (now: number) => string = newOrderNo,
): Promise<number> {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw++) {
    const id = await repo.insertOrder(trx, { ...row, order_no: drawNumber(now) });
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

export async function listOrders(
  db: Kysely<DB>,
  filter: repo.TOrderFilter,
  page: number,
  limit: number,
): Promise<Paged<TOrder[]>> {
  const { rows, total } = await repo.ordersPage(db, filter, (page - 1) * limit, limit);
  return new Paged(await withItems(db, rows), total);
}

/**
 * What a seller sees of the recipient: the region always (it decides the freight), but the name,
 * phone and street only once the order is paid (DESIGN.md §6) — an unpaid or cancelled order is
 * not yet a sale, and hoarded orders must not harvest buyers' contacts.
 */
export function addressForSeller(order: TOrder): TOrderAddress {
  const { address } = order;
  if (order.paidAt !== null) return address;
  const region = regionText(address.province, address.city, address.area).text;
  return {
    ...address,
    realname: maskName(address.realname),
    telphone: maskPhone(address.telphone),
    street: '',
    fullText: `${region} ****`.trim(),
  };
}

/** A seller's own orders, recipients masked until paid; `keyword`: an order number or words of a line's title. */
export async function listSellerOrders(
  db: Kysely<DB>,
  filter: { sellerId: number; status?: number | undefined; keyword?: string | undefined },
  page: number,
  limit: number,
): Promise<Paged<TOrder[]>> {
  const paged = await listOrders(
    db,
    { sellerId: filter.sellerId, status: filter.status, terms: keywordTerms(filter.keyword) },
    page,
    limit,
  );
  return new Paged(
    paged.data.map((o) => ({ ...o, address: addressForSeller(o), invoice: invoiceForSeller(o) })),
    paged.total,
  );
}

/** The buyer's order; another buyer's answers 404, never 403. */
export async function getOrderRow(db: Kysely<DB>, userId: number, orderId: number): Promise<repo.TOrderRow> {
  const row = await repo.findOrder(db, orderId);
  if (!row || row.user_id !== userId) throw appError('ORDER_NOT_FOUND');
  return row;
}

/** The buyer's orders among `ids`; any id that is not theirs answers 404. */
export async function getOrderRows(db: Kysely<DB>, userId: number, ids: number[]): Promise<repo.TOrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = (await repo.findOrders(db, unique)).filter((r) => r.user_id === userId);
  if (rows.length !== unique.length) throw appError('ORDER_NOT_FOUND');
  return rows;
}

export function logisticsOf(row: repo.TOrderRow, now = Date.now()): TLogisticsDetails | null {
  if (!row.shipped_at || !row.logistics_no) return null;
  const traces = parseStoredList<TLogisticsTrace>(row.logistics_traces)
    .filter((t) => t.time <= now)
    .sort((a, b) => b.time - a.time);
  return { company: row.logistics_company, number: row.logistics_no, shippedAt: row.shipped_at, traces };
}

export async function getOrderWithLogistics(
  db: Kysely<DB>,
  userId: number,
  orderId: number,
): Promise<TOrderWithLogistics> {
  const row = await getOrderRow(db, userId, orderId);
  const [order] = await withItems(db, [row]);
  if (!order) throw appError('ORDER_NOT_FOUND');
  return { order, logisticsDetails: logisticsOf(row) };
}

/** 409 naming why the order cannot take this action now. */
export function refuse(row: { status: number; order_no: string }, action: TOrderAction): never {
  throw appError('ORDER_STATE_FORBIDS', { orderNo: row.order_no, status: row.status, action });
}

/** The state `action` leads the order to (the transition table says), or 409 when it may not. */
export function ensureOrderAction(row: { status: number; order_no: string }, action: TOrderAction): TOrderStatus {
  const to = nextOrderStatus(row.status as TOrderStatus, action);
  if (to === null) refuse(row, action);
  return to;
}

/**
 * The guarded write of one transition of the table (`ORDER_TRANSITIONS`): moves those of `ids` that
 * are in one of the action's from-states to its to-state, once whatever races it; answers how many moved.
 */
function moveOrders(
  db: Kysely<DB>,
  ids: number[],
  action: TOrderAction,
  patch: Parameters<typeof repo.moveStatus>[4],
  guard: Parameters<typeof repo.moveStatus>[5],
): Promise<number> {
  const { from, to } = ORDER_TRANSITIONS[action];
  return repo.moveStatus(db, ids, from, to, patch, guard);
}

/**
 * Cancels an unpaid order (buyer, or the timeout sweep): moves it 0 → 4 once, closes the gateway
 * payment attached to it, then gives the reserved stock back, and tells the listeners of cancelled
 * orders (a settled procurement demand reopens). Answers whether this call cancelled it.
 * Locks are taken in the order every buying transaction uses: orders, then payments, then stock.
 */
export async function cancelUnpaid(
  db: Kysely<DB>,
  orderId: number,
  reason: '买家取消' | '超时未支付',
  closePayment: (trx: Kysely<DB>, paymentNo: string) => Promise<void>,
  guard: { userId?: number } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const action = reason === '买家取消' ? 'cancel' : 'timeout';
    const moved = await moveOrders(trx, [orderId], action, { cancelled_at: now, cancel_reason: reason }, guard);
    if (moved === 0) return false;
    for (const paymentNo of await repo.paymentNosOf(trx, [orderId])) await closePayment(trx, paymentNo);
    // The coupon goes back to 未使用 with the order (an expired one stays expired: expiry is its end time).
    await releaseOrderCoupon(trx, orderId);
    // A procurement line reserved no stock (it names no standard): nothing to give back for it.
    const held = sumBy(await repo.itemsOf(trx, [orderId]), (i) => i.standard_id);
    await releaseStock(
      trx,
      held.map(([standardId, n]) => ({ standardId, n })),
    );
    // A settled quote's order: procurement reopens its demand in this transaction (lib/order-cancels.ts).
    await reportUnpaidOrderCancelled(db, trx, { orderId, demandId: await repo.demandIdOf(trx, orderId), at: now });
    return true;
  });
}

export async function confirmReceipt(db: Kysely<DB>, userId: number, orderId: number): Promise<void> {
  const row = await getOrderRow(db, userId, orderId);
  ensureOrderAction(row, 'confirmReceipt');
  const now = Date.now();
  const moved = await moveOrders(
    db,
    [orderId],
    'confirmReceipt',
    { received_at: now, logistics_traces: JSON.stringify(closeTraces(row.logistics_traces, now)) },
    { userId },
  );
  if (moved === 0) refuse(await getOrderRow(db, userId, orderId), 'confirmReceipt');
}

/**
 * The trace once the buyer has the parcel: the planned steps still to come are dropped (the parcel is
 * in the buyer's hands, not 等待揽收) and the trace ends with its delivery at the receipt.
 */
export function closeTraces(stored: string, receivedAt: number): TLogisticsTrace[] {
  const passed = parseStoredList<TLogisticsTrace>(stored)
    .filter((t) => t.time <= receivedAt)
    .sort((a, b) => a.time - b.time);
  if (passed.at(-1)?.text.includes('签收')) return passed;
  // After the last step even when received the same millisecond it was shipped (newest first stays so).
  const time = Math.max(receivedAt, (passed.at(-1)?.time ?? 0) + 1);
  return [...passed, { time, text: '快件已签收，买家已确认收货' }];
}

/** The journey a parcel will make after shipping; steps show once their time has come. */
export function planTraces(company: string, address: TOrderAddress, shippedAt: number): TLogisticsTrace[] {
  const hour = 3600_000;
  const city = address.fullText.split(' ').slice(0, 2).join(' ');
  return [
    { time: shippedAt, text: `商家已发货，包裹等待【${company}】揽收` },
    { time: shippedAt + 0.5 * hour, text: `【${company}】已揽收，正在发往转运中心` },
    { time: shippedAt + 6 * hour, text: '快件已到达转运中心，正在分拣' },
    { time: shippedAt + 20 * hour, text: `快件已发往【${city || '目的地'}】` },
    { time: shippedAt + 30 * hour, text: `快件已到达【${city || '目的地'}】营业点，正在派送` },
    { time: shippedAt + 34 * hour, text: `快件已签收，签收人：${address.realname || '本人'}` },
  ];
}

/**
 * A seller ships a paid order (1 → 2) with a logistics company and number; another seller's order is
 * 404. Refused with 409 `AFTER_SALES_OPEN` while a request of one of its lines is open (DESIGN-OPERATE
 * §I). The order row is locked first, as every after-sales write locks it first (DESIGN.md §3), and
 * the open requests are read under that lock: a request applied at the same moment either committed
 * before (ship refused) or waits for the shipment and is then a request on a shipped order.
 */
export async function shipOrder(
  db: Kysely<DB>,
  sellerId: number,
  orderId: number,
  logistics: { company: string; number: string },
): Promise<void> {
  // The move and the buyer's message commit together: a failed message never leaves a shipped order
  // whose retry answers 409 and whose buyer was never told.
  await db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, orderId, { sellerId });
    ensureOrderAction(row, 'ship');
    if ((await openAfterSalesOf(trx, [orderId])).has(orderId)) throw appError('AFTER_SALES_OPEN');
    const now = Date.now();
    const moved = await moveOrders(
      trx,
      [orderId],
      'ship',
      {
        shipped_at: now,
        logistics_company: logistics.company,
        logistics_no: logistics.number,
        logistics_traces: JSON.stringify(planTraces(logistics.company, parseAddress(row.address), now)),
      },
      { sellerId },
    );
    if (moved === 0) refuse((await repo.findOrder(trx, orderId)) ?? row, 'ship');
    await notifyOrderShipped(trx, {
      userId: row.user_id,
      orderId,
      orderNo: row.order_no,
      company: logistics.company,
      logisticsNo: logistics.number,
    });
  });
}

/** Units per key, in key order; lines without one (a procurement line names no catalogue product) are left out. */
function sumBy<T extends { number: number }>(items: T[], key: (item: T) => number | null): [number, number][] {
  const sums = new Map<number, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + item.number);
  }
  return [...sums.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Marks orders paid (0 → 1) inside the caller's transaction and counts their sales. Answers how many
 * moved; the caller decides what a shortfall means.
 */
export async function markOrdersPaid(
  trx: Kysely<DB>,
  orderIds: number[],
  payType: 'aicoin' | 'sandbox',
  guard: { userId?: number; paymentNo?: string; deadlineAfter?: number },
): Promise<number> {
  const now = Date.now();
  const moved = await moveOrders(trx, orderIds, 'pay', { paid_at: now, pay_type: payType }, guard);
  if (moved !== orderIds.length) return moved;
  // Standards in id order, then products in id order: the same lock order in every payment.
  const items = await repo.itemsOf(trx, orderIds);
  await recordSales(trx, {
    standards: sumBy(items, (i) => i.standard_id),
    products: sumBy(items, (i) => i.product_id),
  });
  return moved;
}

/**
 * Locks the buyer's unpaid orders among `ids` inside the caller's transaction (payment takes this
 * lock before it moves money) and answers their attached gateway payment numbers, or null when
 * some order is no longer unpaid.
 */
export function lockUnpaid(trx: Kysely<DB>, ids: number[], userId: number): Promise<string[] | null> {
  return repo.lockUnpaid(trx, ids, userId);
}

/** Attaches a new gateway payment to the orders still unpaid among `ids`. */
export function setPaymentNo(trx: Kysely<DB>, ids: number[], paymentNo: string): Promise<void> {
  return repo.setPaymentNo(trx, ids, paymentNo);
}

/** Cancels unpaid orders past their deadline; safe to run on every instance at once. */
export async function expireOverdueOrders(
  db: Kysely<DB>,
  closePayment: (trx: Kysely<DB>, paymentNo: string) => Promise<void>,
  now = Date.now(),
): Promise<number> {
  let cancelled = 0;
  for (const id of await repo.overdueOrderIds(db, now, 200)) {
    if (await cancelUnpaid(db, id, '超时未支付', closePayment)) cancelled += 1;
  }
  return cancelled;
}

// ---- After-sales (the after-sales feature moves an order's money and lines only through these) ----

export type TOrderItemRow = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/** What after-sales knows of an order: a plain object, never the order's row. */
export interface TServicedOrder {
  id: number;
  orderNo: string;
  userId: number;
  sellerId: number;
  status: number;
  receivedAt: number | null;
  freightFen: number;
  payType: string;
  paymentNo: string;
}

/** What after-sales knows of an order line: what was bought, at what price, and how much came back. */
export interface TServicedLine {
  id: number;
  orderId: number;
  productId: number | null;
  standardId: number | null;
  standardName: string;
  priceFen: number;
  number: number;
  returnedNum: number;
  discountFen: number;
}

function servicedOrder(row: repo.TOrderRow): TServicedOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    userId: row.user_id,
    sellerId: row.seller_id,
    status: row.status,
    receivedAt: row.received_at === null ? null : Number(row.received_at),
    freightFen: Number(row.freight_fen),
    payType: row.pay_type,
    paymentNo: row.payment_no,
  };
}

function servicedLine(row: TOrderItemRow): TServicedLine {
  return {
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    standardId: row.standard_id,
    standardName: row.standard_name,
    priceFen: Number(row.price_fen),
    number: Number(row.number),
    returnedNum: Number(row.returned_num),
    discountFen: Number(row.discount_fen),
  };
}

/** The lines of orders, in id order. */
export function orderItems(db: Kysely<DB>, orderIds: number[]): Promise<TOrderItemRow[]> {
  return repo.itemsOf(db, orderIds);
}

/** The lines of orders, in id order, as after-sales sees them. */
export async function servicedLines(db: Kysely<DB>, orderIds: number[]): Promise<TServicedLine[]> {
  return (await repo.itemsOf(db, orderIds)).map(servicedLine);
}

/** The buyer's order as after-sales sees it; another buyer's answers 404, never 403. */
export async function getServicedOrder(db: Kysely<DB>, userId: number, orderId: number): Promise<TServicedOrder> {
  return servicedOrder(await getOrderRow(db, userId, orderId));
}

/** The buyer's order and one of its lines; another buyer's order 404, a line of another order 404. */
export async function getBuyerLine(
  db: Kysely<DB>,
  userId: number,
  orderId: number,
  orderItemId: number,
): Promise<{ order: TServicedOrder; item: TServicedLine }> {
  const order = await getOrderRow(db, userId, orderId);
  const item = await repo.findItem(db, orderItemId);
  if (!item || item.order_id !== order.id) throw appError('ORDER_ITEM_NOT_FOUND');
  return { order: servicedOrder(order), item: servicedLine(item) };
}

/**
 * Locks the order row for the rest of the caller's transaction (the first write of every after-sales
 * transaction, so SQLite takes its write lock up front and PostgreSQL serializes everything on one
 * order, in the lock order payments use: orders first) and answers it re-read.
 */
async function lockOrderRow(
  trx: Kysely<DB>,
  orderId: number,
  guard: { userId?: number; sellerId?: number } = {},
): Promise<repo.TOrderRow> {
  if (!(await repo.lockOrder(trx, orderId, guard))) throw appError('ORDER_NOT_FOUND');
  const row = await repo.findOrder(trx, orderId);
  if (!row) throw appError('ORDER_NOT_FOUND');
  return row;
}

/** `lockOrderRow` for after-sales: the order locked, answered as a plain object. */
export async function lockOrderForService(
  trx: Kysely<DB>,
  orderId: number,
  guard: { userId?: number; sellerId?: number } = {},
): Promise<TServicedOrder> {
  return servicedOrder(await lockOrderRow(trx, orderId, guard));
}

/**
 * Records a refund on the order inside the caller's transaction: the money within what was paid
 * (else REFUND_EXCEEDS_PAID) and the units within what was bought (else RETURN_NUMBER_OVER), each by
 * one guarded statement; a throw rolls the caller's transaction back.
 */
export async function recordRefund(
  trx: Kysely<DB>,
  r: { orderId: number; orderItemId: number; units: number; amountFen: number },
): Promise<void> {
  if (r.amountFen > 0 && !(await repo.addRefunded(trx, r.orderId, r.amountFen))) {
    throw appError('REFUND_EXCEEDS_PAID');
  }
  if (r.units > 0 && !(await repo.addReturned(trx, r.orderItemId, r.units))) {
    const item = await repo.findItem(trx, r.orderItemId);
    throw appError('RETURN_NUMBER_OVER', { max: item ? item.number - item.returned_num : 0 });
  }
}

/** A fully refunded order becomes 已关闭 (`refundAll`), once; answers whether this call closed it. */
export function closeIfFullyRefunded(trx: Kysely<DB>, orderId: number, now = Date.now()): Promise<boolean> {
  const { from, to } = ORDER_TRANSITIONS.refundAll;
  return repo.closeRefunded(trx, orderId, from, to, now);
}

/** The buyer's unpaid orders (the hoarding limit of checkout and of a procurement settlement). */
export function countUnpaidOrders(trx: Kysely<DB>, userId: number): Promise<number> {
  return repo.countOrders(trx, { userId, status: ORDER_STATUS.NOPAY });
}

// ---- The seller workbench (DESIGN.md §2 seller workbench) ----

/** One of the seller's orders with its logistics; another seller's is 404; the recipient masked until paid. */
export async function getSellerOrder(db: Kysely<DB>, sellerId: number, orderId: number): Promise<TOrderWithLogistics> {
  const row = await repo.findOrder(db, orderId);
  if (!row || row.seller_id !== sellerId) throw appError('ORDER_NOT_FOUND');
  const [order] = await withItems(db, [row]);
  if (!order) throw appError('ORDER_NOT_FOUND');
  return {
    order: { ...order, address: addressForSeller(order), invoice: invoiceForSeller(order) },
    logisticsDetails: logisticsOf(row),
  };
}

/** The seller's orders of a filter, newest first, at most `max`, as the export writes them (recipients masked until paid). */
export async function sellerOrdersForExport(
  db: Kysely<DB>,
  filter: { sellerId: number; status?: number | undefined; keyword?: string | undefined },
  max: number,
): Promise<{ order: TOrder; logistics: { company: string; number: string } | null }[]> {
  const rows = await repo.ordersUpTo(
    db,
    { sellerId: filter.sellerId, status: filter.status, terms: keywordTerms(filter.keyword) },
    max,
  );
  const orders = await withItems(db, rows);
  return orders.map((o, i) => {
    const row = rows[i];
    const shipped = row?.shipped_at && row.logistics_no;
    return {
      order: { ...o, address: addressForSeller(o), invoice: invoiceForSeller(o) },
      logistics: shipped ? { company: row.logistics_company, number: row.logistics_no } : null,
    };
  });
}

/** The seller's orders by status, every status present. */
export async function sellerOrderCounts(db: Kysely<DB>, sellerId: number): Promise<Record<TOrderStatus, number>> {
  const counts = Object.fromEntries(Object.values(ORDER_STATUS).map((s) => [s, 0])) as Record<TOrderStatus, number>;
  for (const row of await repo.sellerStatusCounts(db, sellerId)) {
    const status = Number(row.status) as TOrderStatus;
    if (status in counts) counts[status] = Number(row.n);
  }
  return counts;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The seller's last `days` China days, oldest first, today last: orders placed and yuan paid each day. */
export async function sellerTrend(
  db: Kysely<DB>,
  sellerId: number,
  days: number,
  now = Date.now(),
): Promise<{ day: string; orders: number; sales: number }[]> {
  const today = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS);
  const first = today - days + 1;
  const from = first * DAY_MS - CHINA_OFFSET_MS;
  const [placed, paid] = await Promise.all([
    repo.placedPerDay(db, sellerId, from),
    repo.paidPerDay(db, sellerId, from),
  ]);
  return Array.from({ length: days }, (_, i) => {
    const day = first + i;
    return {
      day: new Date(day * DAY_MS).toISOString().slice(0, 10),
      orders: Number(placed.find((r) => Number(r.day) === day)?.n ?? 0),
      sales: fenToYuan(Number(paid.find((r) => Number(r.day) === day)?.fen ?? 0)),
    };
  });
}
