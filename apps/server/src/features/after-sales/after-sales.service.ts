import {
  APPEAL_STATUS,
  APPEAL_STATUS_TEXT,
  canAppealReturn,
  fenToYuan,
  NO_REASON_DAYS,
  NO_REASON_REASON,
  nextReturnStatus,
  ORDER_STATUS,
  RETURN_STATUS,
  RETURN_TYPES,
  refundForUnitsFen,
  returnStatusText,
  type TAdminAppeal,
  type TAppealStatus,
  type TOrderAddress,
  type TProductReturn,
  type TReturnAddressSnapshot,
  type TReturnAppeal,
  type TReturnLogistics,
  type TReturnStatus,
  type TReturnType,
  type TSellerProductReturn,
  type TServiceData,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { Paged } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { standardsNow } from '../catalogue/product-detail.service.js';
import { newOrderNo } from '../order/order-placement.service.js';
import {
  getBuyerLine,
  getServicedOrder,
  lockOrderForService,
  servicedLines,
  type TServicedOrder,
} from '../order/serviced-order.service.js';
import { siteRules } from '../settings/settings.service.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import * as repo from './after-sales.repository.js';

export const DAY = 86_400_000;
/** How many request numbers an apply may draw before giving up (as orders do). */
const RETURN_NO_DRAWS = 5;
const OPEN: readonly number[] = [
  RETURN_STATUS.APPLIED,
  RETURN_STATUS.AWAIT_RETURN,
  RETURN_STATUS.AWAIT_SELLER,
  RETURN_STATUS.EXCHANGING,
];

export type TDb = Kysely<DB>;

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
    appeal: appealOf(r),
    canAppeal: canAppealReturn({ status, returnType: type, appealStatus: r.appeal_status }),
  };
}

/** The buyer's appeal (申请平台介入) and the platform's decision, once appealed. */
function appealOf(r: repo.TReturnRow): TReturnAppeal | null {
  if (r.appeal_status === APPEAL_STATUS.NONE || r.appealed_at === null) return null;
  const status = r.appeal_status as Exclude<TAppealStatus, 0>;
  return {
    status,
    statusText: APPEAL_STATUS_TEXT[status],
    reason: r.appeal_reason,
    appealedAt: Number(r.appealed_at),
    decisionReason: r.appeal_decision_reason,
    decidedAt: r.appeal_decided_at === null ? null : Number(r.appeal_decided_at),
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
function typesFor(order: TServicedOrder, now: number, afterSalesDays: number): TReturnType[] {
  if (order.status === ORDER_STATUS.SHIP) return [1];
  if (order.status === ORDER_STATUS.DELIVER) return [1, 2, 3];
  if (order.status === ORDER_STATUS.RECEIVED) {
    return order.receivedAt !== null && now > order.receivedAt + afterSalesDays * DAY ? [] : [1, 2, 3];
  }
  return [];
}

/**
 * The checks of `apply` on the (locked) order: state, type, window (`afterSalesDays` of the console's
 * settings); each refusal named.
 */
function ensureApplicable(order: TServicedOrder, input: TApplyInput, now: number, afterSalesDays: number): void {
  const { SHIP, DELIVER, RECEIVED } = ORDER_STATUS;
  if (![SHIP, DELIVER, RECEIVED].includes(order.status as 1 | 2 | 3)) {
    throw appError('RETURN_ORDER_STATE', { orderNo: order.orderNo, status: order.status });
  }
  if (input.returnType !== 1 && order.status === SHIP) throw appError('RETURN_TYPE_NOT_ALLOWED');
  if (order.status === RECEIVED && order.receivedAt !== null) {
    const since = now - order.receivedAt;
    if (since > afterSalesDays * DAY) throw appError('RETURN_WINDOW_CLOSED', { days: afterSalesDays });
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
  const { afterSalesDays } = await siteRules(db, deps.config);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const locked = await lockOrderForService(trx, order.id, { userId });
      ensureApplicable(locked, input, now, afterSalesDays);
      const latest = await repo.latestOfItem(trx, item.id);
      // The platform is deciding the appeal of the line's rejected request: its answer comes first.
      if (latest?.appeal_status === APPEAL_STATUS.PENDING) throw appError('RETURN_APPEAL_PENDING');
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

/** The after-sales of each line of the buyer's order (spec §3 serviceData), in line order. */
export async function serviceDataOf(
  db: TDb,
  userId: number,
  orderId: number,
  afterSalesDays: number,
  now = Date.now(),
): Promise<TServiceData[]> {
  const order = await getServicedOrder(db, userId, orderId);
  const [items, returns] = await Promise.all([servicedLines(db, [order.id]), repo.returnsOfOrder(db, order.id)]);
  const types = typesFor(order, now, afterSalesDays);
  return items.map((item): TServiceData => {
    const mine = returns.filter((r) => r.order_item_id === item.id);
    const [latest, ...history] = mine;
    const status = (latest?.status ?? RETURN_STATUS.NONE) as TReturnStatus;
    const returnableNumber = item.number - item.returnedNum;
    const canApply =
      returnableNumber > 0 &&
      !OPEN.includes(status) &&
      status !== RETURN_STATUS.DONE &&
      latest?.appeal_status !== APPEAL_STATUS.PENDING;
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
      deadline: order.receivedAt === null ? null : order.receivedAt + afterSalesDays * DAY,
      // An older request of the line is superseded: only the latest may be appealed.
      history: history.map((r) => ({ ...toProductReturn(r), canAppeal: false })),
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

// ---------------------------------------------------------------- 申请平台介入 (DESIGN-OPERATE §A)

/** The console's appeal queue (role service): waiting appeals oldest first, or those of one state. */
export async function listAppeals(
  db: TDb,
  status: number | undefined,
  page: number,
  limit: number,
): Promise<{ items: TAdminAppeal[]; total: number }> {
  const { rows, total } = await repo.appealsPage(db, status, (page - 1) * limit, limit);
  return {
    items: rows.map((r): TAdminAppeal => {
      const p = toProductReturn(r);
      const appealStatus = r.appeal_status as Exclude<TAppealStatus, 0>;
      return {
        id: p.id,
        returnNo: p.returnNo,
        orderId: p.orderId,
        orderNo: p.orderNo,
        title: p.title,
        image: p.image,
        standardName: p.standardName,
        returnType: p.returnType,
        returnTypeText: p.returnTypeText,
        status: p.status,
        statusText: p.statusText,
        number: p.number,
        amount: fenToYuan(Number(r.amount_fen) + Number(r.freight_fen)),
        buyer: { id: r.user_id, name: r.buyer_nickname || r.buyer_username },
        seller: { id: r.seller_id, name: r.shop_name ?? '' },
        reason: p.reason,
        description: p.description,
        images: p.images,
        rejectReason: p.rejectReason,
        rejectedAt: p.rejectedAt,
        appealStatus,
        appealStatusText: APPEAL_STATUS_TEXT[appealStatus],
        appealReason: r.appeal_reason,
        appealedAt: Number(r.appealed_at ?? 0),
        decisionReason: r.appeal_decision_reason,
        decidedAt: r.appeal_decided_at === null ? null : Number(r.appeal_decided_at),
      };
    }),
    total,
  };
}

/** How many appeals wait for the platform's decision (the dashboard's 待处理申诉). */
export function countWaitingAppeals(db: Kysely<DB>): Promise<number> {
  return repo.countWaitingAppeals(db);
}
