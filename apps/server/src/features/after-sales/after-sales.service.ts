import {
  AFTER_SALES_DAYS,
  fenToYuan,
  NO_REASON_DAYS,
  NO_REASON_REASON,
  nextReturnStatus,
  ORDER_STATUS,
  RETURN_STATUS,
  RETURN_TYPES,
  refundForUnitsFen,
  returnStatusText,
  type TOrderAddress,
  type TProductReturn,
  type TReturnAction,
  type TReturnAddressSnapshot,
  type TReturnLogistics,
  type TReturnStatus,
  type TReturnType,
  type TSellerProductReturn,
  type TServiceData,
} from '@mall/contract';
import type { Kysely, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { Paged } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { book } from '../ai-coin/ai-coin.service.js';
import { releaseStock } from '../catalogue/catalogue-stock.service.js';
import { standardsNow } from '../catalogue/product-detail.service.js';
import { notifyReturnMoved } from '../message/message.service.js';
import { newOrderNo } from '../order/order-placement.service.js';
import {
  closeIfFullyRefunded,
  getBuyerLine,
  getServicedOrder,
  lockOrderForService,
  recordRefund,
  servicedLines,
  type TServicedOrder,
} from '../order/serviced-order.service.js';
import { refundPayment } from '../payment/payment.service.js';
import { returnAddressForApproval } from '../return-address/return-address.service.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import * as repo from './after-sales.repository.js';
import type { ProductReturnsTable } from './after-sales.table.js';

const DAY = 86_400_000;
/** How many request numbers an apply may draw before giving up (as orders do). */
const RETURN_NO_DRAWS = 5;
const OPEN: readonly number[] = [
  RETURN_STATUS.APPLIED,
  RETURN_STATUS.AWAIT_RETURN,
  RETURN_STATUS.AWAIT_SELLER,
  RETURN_STATUS.EXCHANGING,
];
/** 换货中 requests one sweep completes at most (the next run takes the rest). */
const EXCHANGE_SWEEP_BATCH = 100;

type TDb = Kysely<DB>;

/** An apply as `addProductReturn` parsed it. */
export interface TApplyInput {
  orderId: number;
  orderDetailId: number;
  returnType: TReturnType;
  number: number;
  reason: string;
  description?: string;
  images?: string[];
  /** 换货: the standard wanted instead (same product, on sale); default the one bought. */
  exchangeStandardId?: number;
}
type TMoneyDeps = Pick<TDeps, 'db' | 'config'>;

function parseAddress(text: string): TOrderAddress {
  try {
    return JSON.parse(text) as TOrderAddress;
  } catch {
    return { realname: '', telphone: '', province: '', city: '', area: '', street: '', fullText: '' };
  }
}

function returnAddressOf(r: repo.TReturnRow): TReturnAddressSnapshot | null {
  return r.return_address_full === ''
    ? null
    : { name: r.return_address_name, phone: r.return_address_phone, fullAddress: r.return_address_full };
}

export function toProductReturn(r: repo.TReturnRow): TProductReturn {
  const type = r.return_type as TReturnType;
  const status = r.status as TReturnStatus;
  return {
    id: r.id,
    returnNo: r.return_no,
    orderId: r.order_id,
    orderNo: r.order_no,
    orderDetailId: r.order_item_id,
    productId: r.product_id,
    title: r.title,
    image: r.image,
    standardName: r.standard_name,
    price: fenToYuan(r.price_fen),
    returnType: type,
    returnTypeText: RETURN_TYPES[type]?.label ?? '',
    status,
    statusText: returnStatusText(status, type),
    number: r.number,
    amount: fenToYuan(r.amount_fen),
    freight: fenToYuan(Number(r.freight_fen)),
    reason: r.reason,
    description: r.description,
    images: parseJsonList(r.images),
    exchangeStandardId: r.exchange_standard_id,
    exchangeStandardName: r.exchange_standard_name,
    returnAddress: returnAddressOf(r),
    rejectReason: r.reject_reason,
    refundChannel: r.refund_channel as TProductReturn['refundChannel'],
    refundedAt: r.refunded_at,
    createdAt: r.created_at,
    approvedAt: r.approved_at,
    rejectedAt: r.rejected_at,
    cancelledAt: r.cancelled_at,
    receivedAt: r.received_at,
    replacementShippedAt: r.back_shipped_at,
    doneAt: r.done_at,
  };
}

function returnLogistics(r: repo.TReturnRow): TReturnLogistics | null {
  return r.return_shipped_at === null
    ? null
    : { company: r.return_logistics_company, number: r.return_logistics_no, shippedAt: r.return_shipped_at };
}

function backLogistics(r: repo.TReturnRow): TReturnLogistics | null {
  return r.back_shipped_at === null
    ? null
    : { company: r.back_logistics_company, number: r.back_logistics_no, shippedAt: r.back_shipped_at };
}

/**
 * The types a new request of a line may take now, by the order's state and the time since receipt:
 * 仅退款 from paid on; 退货退款 and 换货 once shipped; nothing past the after-sales window.
 */
function typesFor(order: TServicedOrder, now: number): TReturnType[] {
  if (order.status === ORDER_STATUS.SHIP) return [1];
  if (order.status === ORDER_STATUS.DELIVER) return [1, 2, 3];
  if (order.status === ORDER_STATUS.RECEIVED) {
    return order.receivedAt !== null && now > order.receivedAt + AFTER_SALES_DAYS * DAY ? [] : [1, 2, 3];
  }
  return [];
}

/** The checks of `apply` on the (locked) order: state, type, window; each refusal named. */
function ensureApplicable(order: TServicedOrder, input: TApplyInput, now: number): void {
  const { SHIP, DELIVER, RECEIVED } = ORDER_STATUS;
  if (![SHIP, DELIVER, RECEIVED].includes(order.status as 1 | 2 | 3)) {
    throw appError('RETURN_ORDER_STATE', { orderNo: order.orderNo, status: order.status });
  }
  if (input.returnType !== 1 && order.status === SHIP) throw appError('RETURN_TYPE_NOT_ALLOWED');
  if (order.status === RECEIVED && order.receivedAt !== null) {
    const since = now - order.receivedAt;
    if (since > AFTER_SALES_DAYS * DAY) throw appError('RETURN_WINDOW_CLOSED', { days: AFTER_SALES_DAYS });
    if (input.reason === NO_REASON_REASON && since > NO_REASON_DAYS * DAY) {
      throw appError('RETURN_WINDOW_CLOSED', { days: NO_REASON_DAYS });
    }
  }
}

/**
 * A buyer applies for after-sales on a line of their order (0, 5, 6 → 1). The order row is locked
 * first; the line's latest request decides by the transition table; the units asked stay within
 * those bought less those already refunded. Two applies racing on one line: the open-request unique
 * index lets one in, the other answers RETURN_ALREADY_OPEN.
 */
export async function applyReturn(deps: TDeps, userId: number, input: TApplyInput): Promise<{ id: number }> {
  const { db } = deps;
  const { order, item } = await getBuyerLine(db, userId, input.orderId, input.orderDetailId);
  for (const url of input.images ?? []) {
    if (!(await isOwnedUpload(deps, url, { type: 'user', id: userId }))) {
      throw appError('UPLOAD_NOT_OWNED', { field: 'images' });
    }
  }
  const type = input.returnType as TReturnType;
  const exchange = type === 3 ? await exchangeStandardOf(db, item, input) : null;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const locked = await lockOrderForService(trx, order.id, { userId });
      ensureApplicable(locked, input, now);
      const latest = await repo.latestOfItem(trx, item.id);
      const from = (latest?.status ?? RETURN_STATUS.NONE) as TReturnStatus;
      if (nextReturnStatus(from, 'apply', type) === null) {
        if (OPEN.includes(from)) throw appError('RETURN_ALREADY_OPEN');
        throw appError('RETURN_STATE_FORBIDS', { returnStatus: from, returnAction: 'apply' });
      }
      const [line] = (await servicedLines(trx, [order.id])).filter((i) => i.id === item.id);
      const max = line ? line.number - line.returnedNum : 0;
      if (input.number > max) throw appError('RETURN_NUMBER_OVER', { max });
      const row = {
        order_id: order.id,
        order_item_id: item.id,
        user_id: userId,
        seller_id: order.sellerId,
        return_type: type,
        status: RETURN_STATUS.APPLIED,
        number: input.number,
        // What those units were paid: price × units less their share of the line's coupon discount,
        // so all refunds of a line together never pass what it was paid (DESIGN.md §2 coupons).
        amount_fen:
          type === 3
            ? 0
            : refundForUnitsFen(
                { priceFen: item.priceFen, number: item.number, discountFen: Number(line?.discountFen ?? 0) },
                line?.returnedNum ?? 0,
                input.number,
              ),
        reason: input.reason,
        description: input.description ?? '',
        images: JSON.stringify(input.images ?? []),
        exchange_standard_id: exchange?.id ?? null,
        exchange_standard_name: exchange?.name ?? '',
        created_at: now,
        updated_at: now,
      };
      for (let draw = 0; draw < RETURN_NO_DRAWS; draw++) {
        const inserted = await repo.insertReturn(trx, { ...row, return_no: `RT${newOrderNo(now)}` });
        if (inserted !== undefined) return inserted;
      }
      throw new Error(`no free return number after ${RETURN_NO_DRAWS} draws`);
    });
    return { id };
  } catch (err) {
    // On PostgreSQL the failed insert aborted the transaction: the refusal is named out here.
    if (isUniqueViolation(err)) throw appError('RETURN_ALREADY_OPEN');
    throw err;
  }
}

/**
 * The standard a 换货 asks for: the one named (of the line's product, on sale, with the units in
 * stock; else EXCHANGE_STANDARD_UNAVAILABLE), or the one bought.
 */
async function exchangeStandardOf(
  db: TDb,
  item: { productId: number | null; standardId: number | null; standardName: string },
  input: TApplyInput,
): Promise<{ id: number | null; name: string }> {
  if (input.exchangeStandardId === undefined || input.exchangeStandardId === item.standardId) {
    return { id: item.standardId, name: item.standardName };
  }
  if (item.productId === null) throw appError('EXCHANGE_STANDARD_UNAVAILABLE');
  const [st] = await standardsNow(db, [{ productId: item.productId, standardId: input.exchangeStandardId }]);
  if (!st?.hasStandard || !st.isOnSale || st.stock < input.number) throw appError('EXCHANGE_STANDARD_UNAVAILABLE');
  return { id: st.standardId, name: st.standardName };
}

/** Whose request it is: the buyer's (`userId`) or the seller's (`sellerId`); anyone else's answers 404. */
type TOwner = { userId: number } | { sellerId: number };

async function findOwned(db: TDb, id: number, owner: TOwner): Promise<repo.TReturnRow> {
  const row = await repo.findReturn(db, id);
  const mine = row && ('userId' in owner ? row.user_id === owner.userId : row.seller_id === owner.sellerId);
  if (!row || !mine) throw appError('RETURN_NOT_FOUND');
  return row;
}

function forbid(status: number, action: TReturnAction): never {
  throw appError('RETURN_STATE_FORBIDS', { returnStatus: status, returnAction: action });
}

/**
 * One transition of a request inside a transaction that first locks its order: the transition table
 * decides, the guarded write makes it happen once; `effects` runs after the move, in the same
 * transaction (a throw there rolls the move back). Answers nothing: callers reload.
 */
async function moveReturn(
  db: TDb,
  id: number,
  owner: TOwner,
  action: TReturnAction,
  patch: (now: number, to: TReturnStatus) => Updateable<ProductReturnsTable>,
  effects?: (trx: TDb, ret: repo.TReturnRow, order: TServicedOrder, now: number) => Promise<void>,
): Promise<void> {
  const found = await findOwned(db, id, owner);
  await db.transaction().execute(async (trx) => {
    const order = await lockOrderForService(trx, found.order_id, owner);
    const ret = await findOwned(trx, id, owner);
    const to = nextReturnStatus(ret.status as TReturnStatus, action, ret.return_type as TReturnType);
    if (to === null) forbid(ret.status, action);
    const now = Date.now();
    const written = patch(now, to);
    if (!(await repo.moveReturn(trx, id, ret.status, to, written))) {
      forbid((await findOwned(trx, id, owner)).status, action);
    }
    if (effects) await effects(trx, ret, order, now);
    // The seller's moves are news to the buyer (the buyer's own are not): told in this transaction.
    if ('sellerId' in owner) {
      await notifyReturnMoved(trx, {
        userId: ret.user_id,
        returnId: ret.id,
        returnNo: ret.return_no,
        orderId: ret.order_id,
        orderItemId: ret.order_item_id,
        returnType: ret.return_type,
        action,
        reason: String(written.reject_reason ?? ''),
        returnAddress: written.return_address_full
          ? `${written.return_address_name} ${written.return_address_phone} ${written.return_address_full}`
          : '',
      });
    }
  });
}

export function cancelReturn(db: TDb, userId: number, id: number): Promise<void> {
  return moveReturn(db, id, { userId }, 'cancel', (now) => ({ cancelled_at: now }));
}

export function writeReturnLogistics(
  db: TDb,
  userId: number,
  input: { id: number; logisticsCompany: string; logisticsNo: string },
): Promise<void> {
  return moveReturn(db, input.id, { userId }, 'writeLogistics', (now) => ({
    return_logistics_company: input.logisticsCompany,
    return_logistics_no: input.logisticsNo,
    return_shipped_at: now,
  }));
}

/** Whether refunding `units` more of the order leaves none of its units unrefunded (read under the order lock). */
async function completesOrder(trx: TDb, orderId: number, units: number): Promise<boolean> {
  const items = await servicedLines(trx, [orderId]);
  const left = items.reduce((n, i) => n + i.number - i.returnedNum, 0);
  return units > 0 && left === units;
}

/**
 * Gives a request's money back inside its transaction (the order row is already locked):
 * 1. the order's refunded sum and the line's returned units, each capped by a guarded write;
 * 2. returned goods back in stock (when `restock`);
 * 3. the money through the channel that took it: the AI币 ledger ('refund', keyed by the request's
 *    number, so it cannot be booked twice) or the gateway payment's refund;
 * 4. the request notes the channel; a fully refunded order becomes 已关闭.
 */
async function refundReturn(
  trx: TDb,
  deps: TMoneyDeps,
  ret: repo.TReturnRow,
  order: TServicedOrder,
  restock: boolean,
  now: number,
): Promise<void> {
  // 运费 goes back with the order's last units only (DESIGN.md §3): under the order-row lock every
  // refund of this order takes its turn, so of two refunds racing for the last units exactly one
  // sees itself completing the order and adds the freight.
  const freightFen = (await completesOrder(trx, order.id, ret.number)) ? order.freightFen : 0;
  const amountFen = Number(ret.amount_fen) + freightFen;
  await recordRefund(trx, { orderId: order.id, orderItemId: ret.order_item_id, units: ret.number, amountFen });
  if (freightFen > 0) await repo.setRefundedFreight(trx, ret.id, freightFen);
  // A procurement line (no standard) was made to order: nothing goes back in stock.
  if (restock && ret.standard_id !== null) {
    await releaseStock(trx, [{ standardId: ret.standard_id, n: ret.number }]);
  }
  const channel = order.payType;
  if (amountFen > 0) {
    const title = `退款 订单${order.orderNo}`;
    if (channel === 'aicoin') {
      await book(trx, { userId: ret.user_id, kind: 'refund', amountFen, title, refNo: ret.return_no });
    } else if (channel === 'sandbox') {
      await refundPayment(trx, deps.config.PAY_SANDBOX_SECRET, {
        paymentNo: order.paymentNo,
        orderId: order.id,
        refundNo: ret.return_no,
        amountFen,
        reason: `${title} ${ret.reason}`,
      });
    } else {
      throw appError('REFUND_EXCEEDS_PAID');
    }
  }
  await repo.markRefunded(trx, ret.id, channel, now);
  await closeIfFullyRefunded(trx, order.id, now);
}

/**
 * The seller approves a request under review: 仅退款 refunds at once (1 → 4; the goods go back on
 * sale only when the order was not shipped yet), 退货退款 and 换货 wait for the goods (1 → 2).
 */
export async function approveReturn(
  deps: TMoneyDeps,
  sellerId: number,
  id: number,
  returnAddressId?: number,
): Promise<void> {
  // 退货退款 and 换货 name where the goods go back (DESIGN-OPERATE §I): the address named (another
  // seller's answers 404) or the seller's default, kept on the request as it is now. A request that
  // may not be approved says so before a missing address does.
  const found = await findOwned(deps.db, id, { sellerId });
  if (nextReturnStatus(found.status as TReturnStatus, 'approve', found.return_type as TReturnType) === null) {
    forbid(found.status, 'approve');
  }
  const address = found.return_type === 1 ? null : await returnAddressForApproval(deps.db, sellerId, returnAddressId);
  return moveReturn(
    deps.db,
    id,
    { sellerId },
    'approve',
    (now, to) => ({
      approved_at: now,
      ...(to === RETURN_STATUS.DONE ? { done_at: now } : {}),
      ...(address
        ? {
            return_address_name: address.name,
            return_address_phone: address.phone,
            return_address_full: address.fullAddress,
          }
        : {}),
    }),
    async (trx, ret, order, now) => {
      if (ret.return_type !== 1) return;
      await refundReturn(trx, deps, ret, order, order.status === ORDER_STATUS.SHIP, now);
    },
  );
}

export function rejectReturn(db: TDb, sellerId: number, id: number, reason: string): Promise<void> {
  return moveReturn(db, id, { sellerId }, 'reject', (now) => ({ reject_reason: reason, rejected_at: now }));
}

/** 退货退款: the seller has the goods back (3 → 4); they go back on sale and the money back to the buyer. */
export function receiveReturn(deps: TMoneyDeps, sellerId: number, id: number): Promise<void> {
  return moveReturn(
    deps.db,
    id,
    { sellerId },
    'receive',
    (now) => ({ received_at: now, done_at: now }),
    (trx, ret, order, now) => refundReturn(trx, deps, ret, order, true, now),
  );
}

/**
 * 换货: the seller has the goods back and ships the replacement (3 → 7 换货中); stock is unchanged (one
 * in, one out). The buyer's confirmation or the sweep ends it (7 → 4).
 */
export function shipReplacement(
  db: TDb,
  sellerId: number,
  input: { id: number; logisticsCompany: string; logisticsNo: string },
): Promise<void> {
  return moveReturn(db, input.id, { sellerId }, 'shipReplacement', (now) => ({
    received_at: now,
    back_logistics_company: input.logisticsCompany,
    back_logistics_no: input.logisticsNo,
    back_shipped_at: now,
  }));
}

/** 换货: the buyer has the replacement (7 → 4); only the owner, only while 换货中. */
export function confirmReplacement(db: TDb, userId: number, id: number): Promise<void> {
  return moveReturn(db, id, { userId }, 'confirmReplacement', (now) => ({ done_at: now }));
}

/**
 * Completes the 换货中 requests whose replacement left more than `days` ago (7 → 4), as the buyer's
 * confirmation would: each under its order's lock with the guarded write, so the sweep on several
 * instances and the buyer's own confirmation complete a request exactly once. Answers how many this
 * run completed.
 */
export async function completeOverdueExchanges(db: TDb, days: number, now = Date.now()): Promise<number> {
  let completed = 0;
  for (const due of await repo.overdueExchanges(db, now - days * DAY, EXCHANGE_SWEEP_BATCH)) {
    const moved = await db.transaction().execute(async (trx) => {
      await lockOrderForService(trx, due.order_id);
      return repo.moveReturn(trx, due.id, RETURN_STATUS.EXCHANGING, RETURN_STATUS.DONE, { done_at: now });
    });
    if (moved) completed += 1;
  }
  return completed;
}

/** The after-sales of each line of the buyer's order (spec §3 serviceData), in line order. */
export async function serviceDataOf(
  db: TDb,
  userId: number,
  orderId: number,
  now = Date.now(),
): Promise<TServiceData[]> {
  const order = await getServicedOrder(db, userId, orderId);
  const [items, returns] = await Promise.all([servicedLines(db, [order.id]), repo.returnsOfOrder(db, order.id)]);
  const types = typesFor(order, now);
  return items.map((item): TServiceData => {
    const mine = returns.filter((r) => r.order_item_id === item.id);
    const [latest, ...history] = mine;
    const status = (latest?.status ?? RETURN_STATUS.NONE) as TReturnStatus;
    const returnableNumber = item.number - item.returnedNum;
    const canApply = returnableNumber > 0 && !OPEN.includes(status) && status !== RETURN_STATUS.DONE;
    return {
      orderDetailId: item.id,
      status,
      returnType: latest ? (latest.return_type as TReturnType) : 0,
      productReturn: latest ? toProductReturn(latest) : null,
      returnLogistics: latest ? returnLogistics(latest) : null,
      backLogistics: latest ? backLogistics(latest) : null,
      returnAddress: latest ? returnAddressOf(latest) : null,
      returnableNumber,
      allowedTypes: canApply ? types : [],
      deadline: order.receivedAt === null ? null : order.receivedAt + AFTER_SALES_DAYS * DAY,
      history: history.map(toProductReturn),
    };
  });
}

/** The seller's requests, newest first, with the order's full address (the order is paid). */
export async function listSellerReturns(
  db: TDb,
  sellerId: number,
  status: number | undefined,
  page: number,
  limit: number,
): Promise<Paged<TSellerProductReturn[]>> {
  const { rows, total } = await repo.sellerPage(db, sellerId, status, (page - 1) * limit, limit);
  return new Paged(
    rows.map((r) => ({
      ...toProductReturn(r),
      address: parseAddress(r.address),
      returnLogistics: returnLogistics(r),
      backLogistics: backLogistics(r),
    })),
    total,
  );
}

/** The workbench's 待处理售后: the seller's requests waiting for it, 审核中 (1) and 待商家收货 (3). */
export function countSellerWaiting(db: TDb, sellerId: number): Promise<number> {
  return repo.countSellerIn(db, sellerId, [RETURN_STATUS.APPLIED, RETURN_STATUS.AWAIT_SELLER]);
}
