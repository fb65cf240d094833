import {
  APPEAL_STATUS,
  APPEAL_TRANSITIONS,
  canAppealReturn,
  isPayChannel,
  nextReturnStatus,
  ORDER_STATUS,
  RETURN_STATUS,
  type TReturnAction,
  type TReturnStatus,
  type TReturnType,
} from '@mall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { inTransaction } from '../../db/locks.js';
import { appError } from '../../lib/app-error.js';
import type { TDeps } from '../../plugins/deps.js';
import { book } from '../ai-coin/ai-coin.service.js';
import { releaseStock } from '../catalogue/catalogue-stock.service.js';
import { notifyReturnMoved } from '../message/message.service.js';
import {
  closeIfFullyRefunded,
  lockOrderForService,
  recordRefund,
  servicedLines,
  type TServicedOrder,
} from '../order/serviced-order.service.js';
import { refundPayment, sendRefund } from '../payment/payment.service.js';
import { returnAddressForApproval } from '../return-address/return-address.service.js';
import * as repo from './after-sales.repository.js';
import { DAY, type TDb } from './after-sales.service.js';
import type { ProductReturnsTable } from './after-sales.table.js';

// A request's moves after its apply: the buyer's and the seller's actions, the refunds they make, the 换货 sweep.

/** 换货中 requests one sweep completes at most (the next run takes the rest). */
const EXCHANGE_SWEEP_BATCH = 100;

type TMoneyDeps = Pick<TDeps, 'db' | 'config' | 'payments'> & { log?: FastifyBaseLogger };

/**
 * Sends a request's refund to its gateway once the transaction that decided it has committed (the
 * sandbox and AI币 settled inside it: nothing to send). A failure here is the sweep's to retry.
 */
async function sendRefundAfterCommit(deps: TMoneyDeps, returnNo: string): Promise<void> {
  await sendRefund(deps, returnNo).catch((err) =>
    deps.log?.error({ err, returnNo }, '发送渠道退款失败，将由支付巡检重试'),
  );
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
    } else if (isPayChannel(channel)) {
      await refundPayment(trx, deps.config, channel, {
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
  await moveReturn(
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
  if (found.return_type === 1) await sendRefundAfterCommit(deps, found.return_no);
}

export function rejectReturn(db: TDb, sellerId: number, id: number, reason: string): Promise<void> {
  return moveReturn(db, id, { sellerId }, 'reject', (now) => ({ reject_reason: reason, rejected_at: now }));
}

/** 退货退款: the seller has the goods back (3 → 4); they go back on sale and the money back to the buyer. */
export async function receiveReturn(deps: TMoneyDeps, sellerId: number, id: number): Promise<void> {
  let returnNo = '';
  await moveReturn(
    deps.db,
    id,
    { sellerId },
    'receive',
    (now) => ({ received_at: now, done_at: now }),
    (trx, ret, order, now) => {
      returnNo = ret.return_no;
      return refundReturn(trx, deps, ret, order, true, now);
    },
  );
  await sendRefundAfterCommit(deps, returnNo);
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

// ---------------------------------------------------------------- 申请平台介入 (DESIGN-OPERATE §A)

/**
 * The buyer appeals a rejected 仅退款 / 退货退款 request, once, while it is the line's latest request
 * (under the order's lock, as every after-sales write; the guarded write makes a double submit one).
 */
export async function appealReturn(db: TDb, userId: number, id: number, reason: string): Promise<void> {
  const found = await findOwned(db, id, { userId });
  await db.transaction().execute(async (trx) => {
    await lockOrderForService(trx, found.order_id, { userId });
    const ret = await findOwned(trx, id, { userId });
    if (ret.status !== RETURN_STATUS.REJECTED) throw appError('RETURN_APPEAL_NOT_ALLOWED', { why: 'notRejected' });
    if (ret.appeal_status !== APPEAL_STATUS.NONE) throw appError('RETURN_APPEAL_NOT_ALLOWED', { why: 'appealed' });
    const appealable = { status: ret.status, returnType: ret.return_type, appealStatus: ret.appeal_status };
    if (!canAppealReturn(appealable)) throw appError('RETURN_APPEAL_NOT_ALLOWED', { why: 'exchange' });
    if ((await repo.latestOfItem(trx, ret.order_item_id))?.id !== ret.id) {
      throw appError('RETURN_APPEAL_NOT_ALLOWED', { why: 'superseded' });
    }
    const { from, to } = APPEAL_TRANSITIONS.appeal;
    if (!(await repo.moveAppeal(trx, id, from[0], to, { appeal_reason: reason, appealed_at: Date.now() }))) {
      throw appError('RETURN_APPEAL_NOT_ALLOWED', { why: 'appealed' });
    }
  });
}

/** What the console's audit records of a request's appeal. */
function appealSnapshot(r: {
  status: number;
  appeal_status: number;
  appeal_decision_reason: string;
  refunded_at: number | null;
}) {
  return {
    status: r.status,
    appealStatus: r.appeal_status,
    decisionReason: r.appeal_decision_reason,
    refundedAt: r.refunded_at,
  };
}

/**
 * Customer service decides an appeal inside the console's transaction `db` (DESIGN-OPERATE §A):
 * `refund` moves the request 6 → 4 by the transition table's `platformRefund` and gives the money back
 * exactly as a seller's 仅退款 approval does (refundReturn: the order's refunded sum and the line's
 * units under guarded writes, the AI币 ledger keyed by the request's number or the gateway's refund);
 * `uphold` keeps the rejection. The order row is locked first and the appeal moves by one guarded
 * write, so of two decides at once one wins and the other answers APPEAL_DECIDED. The buyer is told
 * in the same transaction. Answers the request's state before and after, for the audit.
 */
export async function decideAppeal(
  deps: TMoneyDeps,
  db: TDb,
  input: { id: number; result: 'refund' | 'uphold'; reason: string },
): Promise<{ before: unknown; after: unknown }> {
  return inTransaction(db, async (trx) => {
    const found = await repo.findReturn(trx, input.id);
    if (!found || found.appeal_status === APPEAL_STATUS.NONE) throw appError('APPEAL_NOT_FOUND');
    const order = await lockOrderForService(trx, found.order_id);
    // Read again under the lock: a decide that committed meanwhile is seen now.
    const ret = await repo.findReturn(trx, input.id);
    if (!ret || ret.appeal_status !== APPEAL_STATUS.PENDING) throw appError('APPEAL_DECIDED');
    const now = Date.now();
    const { from, to } = APPEAL_TRANSITIONS[input.result];
    const decided = { appeal_decision_reason: input.reason, appeal_decided_at: now };
    if (!(await repo.moveAppeal(trx, ret.id, from[0], to, decided))) throw appError('APPEAL_DECIDED');
    if (input.result === 'refund') {
      const next = nextReturnStatus(ret.status as TReturnStatus, 'platformRefund', ret.return_type as TReturnType);
      if (next === null) forbid(ret.status, 'platformRefund');
      if (!(await repo.moveReturn(trx, ret.id, ret.status, next, { approved_at: now, done_at: now }))) {
        forbid(ret.status, 'platformRefund');
      }
      // As a 仅退款 approval: the goods go back on sale only when the order had not shipped.
      await refundReturn(trx, deps, ret, order, order.status === ORDER_STATUS.SHIP, now);
    }
    await notifyReturnMoved(trx, {
      userId: ret.user_id,
      returnId: ret.id,
      returnNo: ret.return_no,
      orderId: ret.order_id,
      orderItemId: ret.order_item_id,
      returnType: ret.return_type,
      action: input.result === 'refund' ? 'appealRefund' : 'appealUphold',
      reason: input.reason,
    });
    const after = await repo.findReturn(trx, ret.id);
    return { before: appealSnapshot(ret), after: after ? appealSnapshot(after) : null };
  });
}
