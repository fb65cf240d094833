import {
  fenToYuan,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  PAYMENT_STATUS,
  type TCashier,
  type TPaymentStatus,
  type TPayNotify,
  type TPayResult,
  type TSandboxPayment,
  yuanToFen,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { TConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { sendNotify, type TNotifyReceiver } from '../../lib/payment/notify-outbox.js';
import {
  cashierUrl,
  newPaymentNo,
  refundTradeNoFor,
  signNotify,
  tradeNoFor,
  verifyNotify,
} from '../../lib/payment/sandbox-gateway.js';
import { book } from '../ai-coin/ai-coin.service.js';
import {
  ensurePayable,
  firstLineTitles,
  lockUnpaid,
  markOrdersPaid,
  payableOrders,
  setPaymentNo,
} from '../order/order-payment.service.js';
import * as repo from './payment.repository.js';

type TPayConfig = Pick<TConfig, 'PAY_SANDBOX_SECRET' | 'PAY_SANDBOX'>;

/** The online channel must be switched on (production keeps the sandbox off unless PAY_SANDBOX=true). */
function ensureGateway(config: TPayConfig): void {
  if (!config.PAY_SANDBOX) throw appError('GATEWAY_OFF');
}

/** Closes a pending gateway payment (its order was cancelled or a newer payment replaced it). */
export function closePayment(trx: Kysely<DB>, paymentNo: string): Promise<void> {
  return repo.closePending(trx, [paymentNo], '订单已取消或已发起新的支付');
}

/**
 * Pays the buyer's unpaid orders. AI币: one transaction closes any pending gateway payment, moves
 * every order 0 → 1 (guarded, so a double click or a race pays once) and debits the balance through
 * the ledger; a short balance rolls it all back. Sandbox: starts one gateway payment for the orders.
 */
export async function payOrders(
  db: Kysely<DB>,
  config: TPayConfig,
  userId: number,
  orderIds: number[],
  payType: TPayResult['payType'],
): Promise<TPayResult> {
  if (payType !== 'aicoin') ensureGateway(config);
  const rows = await payableOrders(db, userId, orderIds);
  const now = Date.now();
  for (const row of rows) {
    ensurePayable(row);
    if (row.payDeadline <= now) throw appError('ORDER_EXPIRED', { orderNo: row.orderNo });
  }
  const ids = rows.map((r) => r.id);
  const amountFen = rows.reduce((sum, r) => sum + r.totalFen, 0);
  const subject = rows.length === 1 ? `智联商城订单 ${rows[0]?.orderNo}` : `智联商城订单 ${rows.length} 笔`;
  const changed = () => appError('ORDER_CHANGED');

  // Every buying transaction locks orders first, then payments, then stock and balances, so two of
  // them never wait on each other in a cycle.
  if (payType === 'aicoin') {
    await db.transaction().execute(async (trx) => {
      const pending = await lockUnpaid(trx, ids, userId);
      if (!pending) throw changed();
      const moved = await markOrdersPaid(trx, ids, 'aicoin', { userId, deadlineAfter: now });
      if (moved !== ids.length) throw changed();
      await repo.closePending(trx, pending, '已改用AI币支付');
      // The ledger names what was paid: the order number (and how many more were paid with it).
      const refNo = rows.length === 1 ? (rows[0]?.orderNo ?? '') : `${rows[0]?.orderNo}+${rows.length - 1}`;
      await book(trx, { userId, kind: 'pay', amountFen: -amountFen, title: `支付${subject}`, refNo });
    });
    return { paid: true, payType };
  }

  const paymentNo = newPaymentNo();
  const expiresAt = Math.min(...rows.map((r) => r.payDeadline));
  await db.transaction().execute(async (trx) => {
    const pending = await lockUnpaid(trx, ids, userId);
    if (!pending) throw changed();
    await setPaymentNo(trx, ids, paymentNo);
    await repo.closePending(trx, pending, '已发起新的支付');
    await repo.insertPayment(trx, {
      payment_no: paymentNo,
      user_id: userId,
      purpose: 'order',
      channel: 'sandbox',
      amount_fen: amountFen,
      subject,
      order_ids: JSON.stringify(ids),
      // One order: back to it. A merged payment (合并支付): back to the list's 待发货 tab, where all of them are.
      return_url: ids.length === 1 ? `/order/detail?orderId=${ids[0]}` : '/user/order?status=ship',
      expires_at: expiresAt,
      created_at: now,
    });
  });
  return { paid: false, payType, payUrl: cashierUrl(paymentNo), paymentNo };
}

/**
 * The mall's cashier for a set of the buyer's orders (合并支付): each order with its shop and status,
 * and the sum of those still unpaid. Any id that is not the caller's order answers 404, like one
 * unknown order; paid or cancelled orders are listed with their status (the page says so), and
 * `pay` refuses them by name.
 */
export async function cashierOf(db: Kysely<DB>, userId: number, orderIds: number[]): Promise<TCashier> {
  // In the order the buyer named them (the checkout's shop order).
  const orders = await payableOrders(db, userId, orderIds);
  const titles = await firstLineTitles(
    db,
    orders.map((o) => o.id),
  );
  const unpaid = orders.filter((o) => o.status === ORDER_STATUS.NOPAY);
  return {
    orders: orders.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      shopName: o.shopName,
      status: o.status,
      statusText: ORDER_STATUS_TEXT[o.status] ?? '',
      amount: fenToYuan(o.totalFen),
      goodsNum: o.goodsNum,
      title: titles.get(o.id) ?? '',
      payDeadline: o.payDeadline,
    })),
    amount: fenToYuan(unpaid.reduce((sum, o) => sum + o.totalFen, 0)),
    payableIds: unpaid.map((o) => o.id),
    payDeadline: unpaid.length ? Math.min(...unpaid.map((o) => o.payDeadline)) : null,
  };
}

/**
 * Starts an AI币 top-up through the sandbox gateway. `returnTo` (a site path, checked by the
 * contract) is where the cashier sends the buyer once paid: the order being paid when the balance
 * was short (去充值), else the AI币 page.
 */
export async function startRecharge(
  db: Kysely<DB>,
  config: TPayConfig,
  userId: number,
  amountYuan: number,
  returnTo?: string,
): Promise<{ payUrl: string; paymentNo: string }> {
  ensureGateway(config);
  const paymentNo = newPaymentNo();
  const now = Date.now();
  await repo.insertPayment(db, {
    payment_no: paymentNo,
    user_id: userId,
    purpose: 'recharge',
    channel: 'sandbox',
    amount_fen: yuanToFen(amountYuan),
    subject: `AI币充值 ${fenToYuan(yuanToFen(amountYuan))} 个`,
    return_url: returnTo ?? '/user/aicoin',
    expires_at: now + 30 * 60_000,
    created_at: now,
  });
  return { payUrl: cashierUrl(paymentNo), paymentNo };
}

type TPaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

/** The orders a payment covers, as the gateway's cashier lists them (one per shop of a merged checkout). */
async function ordersOf(db: Kysely<DB>, row: TPaymentRow): Promise<TSandboxPayment['orders']> {
  const ids = row.purpose === 'order' ? parseJsonList(row.order_ids).map(Number) : [];
  if (ids.length === 0) return [];
  const orders = await payableOrders(db, row.user_id, ids);
  return orders.map((o) => ({ orderNo: o.orderNo, shopName: o.shopName, amount: fenToYuan(o.totalFen) }));
}

function toSandboxPayment(row: TPaymentRow, orders: TSandboxPayment['orders']): TSandboxPayment {
  return {
    paymentNo: row.payment_no,
    amount: fenToYuan(row.amount_fen),
    subject: row.subject,
    status: row.status as TPaymentStatus,
    returnUrl: row.return_url,
    expiresAt: row.expires_at,
    orders,
  };
}

/** A payment as its payer sees it at the cashier; anyone else's payment does not exist for the caller. */
export async function sandboxPayment(db: Kysely<DB>, userId: number, paymentNo: string): Promise<TSandboxPayment> {
  const row = await repo.findPayment(db, paymentNo);
  if (!row || row.user_id !== userId) throw appError('PAYMENT_NOT_FOUND');
  return toSandboxPayment(row, await ordersOf(db, row));
}

/** Thrown inside the notify transaction to roll it back; the outcome is recorded after. */
class NotifyOutcome extends Error {
  constructor(readonly kind: 'replay' | 'unpayable') {
    super(kind);
  }
}

/**
 * Records a gateway notify. The signature and the amount are checked; in one transaction the orders
 * move 0 → 1 (guarded by this payment's number) and the payment 0 → 1, or the AI币 top-up is
 * credited. A replay, or a racing instance, finds the payment paid and answers 200 without doing
 * anything again. Money that arrives for orders no longer payable (cancelled, or paid another way
 * meanwhile) is marked 已退款: it goes back to the paying channel, never silently kept.
 */
export async function handleNotify(db: Kysely<DB>, config: TPayConfig, notify: TPayNotify): Promise<void> {
  if (!verifyNotify(config.PAY_SANDBOX_SECRET, notify)) throw appError('PAYMENT_SIGN_INVALID');
  const payment = await repo.findPayment(db, notify.paymentNo);
  if (!payment) throw appError('PAYMENT_NOT_FOUND');
  if (payment.amount_fen !== notify.amountFen) throw appError('PAYMENT_AMOUNT_MISMATCH');
  const paidFields = { trade_no: notify.tradeNo, paid_at: notify.paidAt };
  try {
    await db.transaction().execute(async (trx) => {
      const orderIds = payment.purpose === 'order' ? parseJsonList(payment.order_ids).map(Number) : [];
      const moved = orderIds.length
        ? await markOrdersPaid(trx, orderIds, 'sandbox', { paymentNo: payment.payment_no })
        : 0;
      const paid = await repo.moveStatus(
        trx,
        payment.payment_no,
        PAYMENT_STATUS.PENDING,
        PAYMENT_STATUS.PAID,
        paidFields,
      );
      if (!paid) throw new NotifyOutcome('replay');
      if (payment.purpose === 'recharge') {
        await book(trx, {
          userId: payment.user_id,
          kind: 'recharge',
          amountFen: payment.amount_fen,
          title: 'AI币充值（在线支付）',
          refNo: payment.payment_no,
        });
      } else if (moved !== orderIds.length) {
        throw new NotifyOutcome('unpayable');
      }
    });
  } catch (err) {
    if (!(err instanceof NotifyOutcome)) throw err;
    const note = '订单已取消或已通过其他方式支付，款项原路退回';
    // Closed before the money came, or its orders can no longer take it: refund to the channel.
    const from = err.kind === 'replay' ? PAYMENT_STATUS.CLOSED : PAYMENT_STATUS.PENDING;
    await repo.moveStatus(db, payment.payment_no, from, PAYMENT_STATUS.REFUNDED, { ...paidFields, note });
  }
}

/** How the gateway hands a notify to the shop: the same checks as the HTTP notify path (signature, replays). */
export function notifyReceiver(db: Kysely<DB>, config: TPayConfig): TNotifyReceiver {
  return (notify) => handleNotify(db, config, notify);
}

/**
 * The cashier's 确认支付 (the paying buyer's own token): the gateway takes the money and delivers its
 * signed notify to the shop at once, so the answer already shows the payment paid. A notify the shop
 * did not take stays in the gateway's outbox and is sent again by the delivery sweep (payment jobs).
 */
export async function confirmSandbox(
  db: Kysely<DB>,
  config: TPayConfig,
  userId: number,
  paymentNo: string,
): Promise<TSandboxPayment> {
  // Only the buyer who owes the payment may pay it: a stranger who learns a payment number gets 404.
  const payment = await sandboxPayment(db, userId, paymentNo);
  if (payment.status === PAYMENT_STATUS.PAID) return payment;
  if (payment.status !== PAYMENT_STATUS.PENDING) throw appError('PAYMENT_CLOSED');
  if (payment.expiresAt <= Date.now()) throw appError('PAYMENT_EXPIRED');
  const notify = signNotify(config.PAY_SANDBOX_SECRET, {
    paymentNo,
    tradeNo: tradeNoFor(config.PAY_SANDBOX_SECRET, paymentNo),
    amountFen: yuanToFen(payment.amount),
    paidAt: Date.now(),
  });
  await sendNotify(db, notify, notifyReceiver(db, config));
  return sandboxPayment(db, userId, paymentNo);
}

/**
 * Gives money back through the gateway payment that took it, inside the caller's transaction (after
 * the order's lock: orders, then payments). The payment's refunded sum never passes what it took
 * (else REFUND_EXCEEDS_PAID); the sandbox settles at once (refund status 1). Works whether or not
 * PAY_SANDBOX is on: the channel that took the money always gives it back.
 */
export async function refundPayment(
  trx: Kysely<DB>,
  secret: string,
  r: { paymentNo: string; orderId: number; refundNo: string; amountFen: number; reason: string },
): Promise<void> {
  if (!(await repo.addRefunded(trx, r.paymentNo, r.amountFen))) throw appError('REFUND_EXCEEDS_PAID');
  const now = Date.now();
  await repo.insertRefund(trx, {
    refund_no: r.refundNo,
    payment_no: r.paymentNo,
    order_id: r.orderId,
    amount_fen: r.amountFen,
    status: 1,
    trade_no: refundTradeNoFor(secret, r.refundNo),
    reason: r.reason.slice(0, 200),
    created_at: now,
    done_at: now,
  });
}
