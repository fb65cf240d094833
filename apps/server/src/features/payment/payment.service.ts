import {
  fenToYuan,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  PAY_TYPE_TEXT,
  PAYMENT_STATUS,
  type TCashier,
  type TPayChannel,
  type TPayDevice,
  type TPaymentStatus,
  type TPaymentView,
  type TPayNotify,
  type TPayResult,
  type TSandboxPayment,
  yuanToFen,
} from '@mall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import { appError, isAppError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import {
  GatewayError,
  NotifyRefused,
  type PaymentGateway,
  type TNotifyReply,
  type TNotifyRequest,
  type TPaidTrade,
} from '../../lib/payment/gateway.js';
import type { TGateways } from '../../lib/payment/gateways.js';
import { countUndeliveredNotifies, sendNotify, type TNotifyReceiver } from '../../lib/payment/notify-outbox.js';
import {
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

type TPayConfig = Pick<TConfig, 'PAY_SANDBOX_SECRET' | 'PAY_SANDBOX' | 'PUBLIC_URL'>;

/** What paying needs: the database, the settings, the gateways that are on, and where to log. */
export interface TPayDeps {
  db: Kysely<DB>;
  config: TPayConfig;
  payments: TGateways;
  log?: FastifyBaseLogger;
}

/** How a payment starts: the channel, the buyer's screen and address (WeChat H5 requires it). */
export interface TPayStart {
  channel: TPayChannel;
  device?: TPayDevice;
  clientIp: string;
}

/** The gateway of a channel that is on; a channel that is off answers why. */
function gatewayOf(deps: TPayDeps, channel: TPayChannel): PaymentGateway {
  const gateway = deps.payments.get(channel);
  if (gateway) return gateway;
  throw channel === 'sandbox' ? appError('GATEWAY_OFF') : appError('CHANNEL_OFF', { channel: PAY_TYPE_TEXT[channel] });
}

/** The shop's own absolute address of a path (gateways send notifies and buyers back to it). */
const siteUrl = (config: TPayConfig, path: string) => `${config.PUBLIC_URL ?? ''}${path}`;
export const notifyPath = (channel: TPayChannel) => `/pay/notify/${channel}`;
/** Where Alipay's return and WeChat H5's redirect bring the buyer: the page that tells what happened. */
export const resultPath = (paymentNo: string) => `/pay/result?paymentNo=${paymentNo}`;
/** WeChat Native on a desktop: the mall's page that draws the code and waits. */
export const qrPath = (paymentNo: string) => `/pay/wechat?paymentNo=${paymentNo}`;

/** Closes a pending gateway payment (its order was cancelled or a newer payment replaced it). */
export function closePayment(trx: Kysely<DB>, paymentNo: string): Promise<void> {
  return repo.closePending(trx, [paymentNo], '订单已取消或已发起新的支付');
}

type TNewPayment = { paymentNo: string; amountFen: number; subject: string; expiresAt: number };

/**
 * Opens a payment recorded as pending at its gateway and answers where the buyer pays. A gateway that
 * refuses or does not answer leaves nothing payable: the payment is closed here (and there, by the
 * sweep, in case the gateway made the trade after all) and the buyer is told to retry.
 */
async function openAtGateway(deps: TPayDeps, payment: TNewPayment, start: TPayStart): Promise<{ payUrl: string }> {
  const gateway = gatewayOf(deps, start.channel);
  const device = start.device ?? 'pc';
  try {
    const opened = await gateway.start({
      ...payment,
      device,
      clientIp: start.clientIp,
      returnUrl: siteUrl(deps.config, resultPath(payment.paymentNo)),
      notifyUrl: siteUrl(deps.config, notifyPath(start.channel)),
    });
    if (opened.codeUrl) {
      await repo.setCodeUrl(deps.db, payment.paymentNo, opened.codeUrl);
      return { payUrl: qrPath(payment.paymentNo) };
    }
    if (opened.payUrl) return { payUrl: opened.payUrl };
    throw new GatewayError(start.channel, 'NO_PAY_URL', '网关未返回支付地址', true);
  } catch (err) {
    deps.log?.warn(
      { err, channel: start.channel, paymentNo: payment.paymentNo },
      '支付渠道下单失败，支付单已关闭，买家可重试',
    );
    await repo.closePending(deps.db, [payment.paymentNo], '支付渠道下单失败');
    throw appError('GATEWAY_FAILED');
  }
}

/** The buyer's orders to pay, checked payable and in time, with their sum and the gateway's subject. */
async function payable(db: Kysely<DB>, userId: number, orderIds: number[]) {
  const rows = await payableOrders(db, userId, orderIds);
  const now = Date.now();
  for (const row of rows) {
    ensurePayable(row);
    if (row.payDeadline <= now) throw appError('ORDER_EXPIRED', { orderNo: row.orderNo });
  }
  return {
    rows,
    ids: rows.map((r) => r.id),
    amountFen: rows.reduce((sum, r) => sum + r.totalFen, 0),
    subject: rows.length === 1 ? `智联商城订单 ${rows[0]?.orderNo}` : `智联商城订单 ${rows.length} 笔`,
  };
}

const changed = () => appError('ORDER_CHANGED');

/**
 * Pays orders with the AI币 balance: one transaction closes any pending gateway payment, moves every
 * order 0 → 1 (guarded, so a double click or a race pays once) and debits the balance through the
 * ledger; a short balance rolls it all back.
 */
export async function payWithAiCoin(db: Kysely<DB>, userId: number, orderIds: number[]): Promise<TPayResult> {
  const { rows, ids, amountFen, subject } = await payable(db, userId, orderIds);
  const now = Date.now();
  // Every buying transaction locks orders first, then payments, then stock and balances, so two of
  // them never wait on each other in a cycle.
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
  return { paid: true, payType: 'aicoin' };
}

/**
 * Pays the buyer's unpaid orders: with AI币 at once, or through a gateway: one payment for all of them
 * (合并支付), recorded pending before the gateway is asked, so a notify never finds it missing.
 */
export async function payOrders(
  deps: TPayDeps,
  userId: number,
  orderIds: number[],
  payType: TPayResult['payType'],
  start: Omit<TPayStart, 'channel'>,
): Promise<TPayResult> {
  if (payType === 'aicoin') return payWithAiCoin(deps.db, userId, orderIds);
  const { db } = deps;
  gatewayOf(deps, payType);
  const { rows, ids, amountFen, subject } = await payable(db, userId, orderIds);
  const now = Date.now();
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
      channel: payType,
      device: start.device ?? 'pc',
      amount_fen: amountFen,
      subject,
      order_ids: JSON.stringify(ids),
      // One order: back to it. A merged payment (合并支付): back to the list's 待发货 tab, where all of them are.
      return_url: ids.length === 1 ? `/order/detail?orderId=${ids[0]}` : '/user/order?status=ship',
      expires_at: expiresAt,
      created_at: now,
    });
  });
  const opened = await openAtGateway(
    deps,
    { paymentNo, amountFen, subject, expiresAt },
    { ...start, channel: payType },
  );
  return { paid: false, payType, payUrl: opened.payUrl, paymentNo };
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
 * Starts an AI币 top-up through a gateway. `returnTo` (a site path, checked by the contract) is where
 * the buyer goes once paid: the order being paid when the balance was short (去充值), else the AI币 page.
 */
export async function startRecharge(
  deps: TPayDeps,
  userId: number,
  amountYuan: number,
  start: TPayStart,
  returnTo?: string,
): Promise<{ payUrl: string; paymentNo: string }> {
  gatewayOf(deps, start.channel);
  const paymentNo = newPaymentNo();
  const now = Date.now();
  const amountFen = yuanToFen(amountYuan);
  const payment = {
    paymentNo,
    amountFen,
    subject: `AI币充值 ${fenToYuan(amountFen)} 个`,
    expiresAt: now + 30 * 60_000,
  };
  await repo.insertPayment(deps.db, {
    payment_no: paymentNo,
    user_id: userId,
    purpose: 'recharge',
    channel: start.channel,
    device: start.device ?? 'pc',
    amount_fen: amountFen,
    subject: payment.subject,
    return_url: returnTo ?? '/user/aicoin',
    expires_at: payment.expiresAt,
    created_at: now,
  });
  const opened = await openAtGateway(deps, payment, start);
  return { payUrl: opened.payUrl, paymentNo };
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

/** The payer's own payment; anyone else's does not exist for the caller. */
async function ownPayment(db: Kysely<DB>, userId: number, paymentNo: string): Promise<TPaymentRow> {
  const row = await repo.findPayment(db, paymentNo);
  if (!row || row.user_id !== userId) throw appError('PAYMENT_NOT_FOUND');
  return row;
}

/** A payment as its payer sees it at the cashier; anyone else's payment does not exist for the caller. */
export async function sandboxPayment(db: Kysely<DB>, userId: number, paymentNo: string): Promise<TSandboxPayment> {
  const row = await ownPayment(db, userId, paymentNo);
  return toSandboxPayment(row, await ordersOf(db, row));
}

/** How often a waiting payment's page may make the shop ask its gateway (the page polls every 2 s). */
export const GATEWAY_CHECK_EVERY_MS = 3000;

/**
 * A payment as its payer follows it (the WeChat QR page, the page gateways return to). While it waits,
 * the shop asks the gateway itself (at most every few seconds, one instance at a time), so a buyer
 * back from Alipay sees 已支付 before the notify arrives, or without it.
 */
export async function paymentView(deps: TPayDeps, userId: number, paymentNo: string): Promise<TPaymentView> {
  let row = await ownPayment(deps.db, userId, paymentNo);
  if (row.status === PAYMENT_STATUS.PENDING && row.channel !== 'sandbox') {
    if (await checkAtGateway(deps, row.payment_no, GATEWAY_CHECK_EVERY_MS)) {
      row = await ownPayment(deps.db, userId, paymentNo);
    }
  }
  const isWaiting = row.status === PAYMENT_STATUS.PENDING;
  return {
    ...toSandboxPayment(row, await ordersOf(deps.db, row)),
    channel: row.channel as TPayChannel,
    codeUrl: isWaiting && row.code_url ? row.code_url : null,
  };
}

/**
 * Asks a payment's gateway whether it was paid, and records it if so (as its notify would). Answers
 * whether the gateway was asked. A gateway that does not answer is logged and asked again later.
 */
export async function checkAtGateway(deps: TPayDeps, paymentNo: string, everyMs: number): Promise<boolean> {
  const row = await repo.findPayment(deps.db, paymentNo);
  const gateway = row ? deps.payments.get(row.channel as TPayChannel) : undefined;
  if (!row || !gateway || !(await repo.claimCheck(deps.db, paymentNo, Date.now(), everyMs))) return false;
  try {
    const trade = await gateway.query(paymentNo);
    if (trade.state === 'paid') await recordPaid(deps, gateway.channel, trade);
  } catch (err) {
    deps.log?.warn({ err, paymentNo, channel: row.channel }, '查询支付渠道交易失败，稍后重试');
  }
  return true;
}

/** Thrown inside the notify transaction to roll it back; the outcome is recorded after. */
class NotifyOutcome extends Error {
  constructor(readonly kind: 'replay' | 'unpayable') {
    super(kind);
  }
}

/** The refund number of money that arrived for a payment no longer payable (it all goes back). */
const returnedRefundNo = (paymentNo: string) => `RF${paymentNo.slice(3)}`;

/** What recording a gateway's "paid" did. */
export type TPaidOutcome = 'paid' | 'duplicate' | 'returned';

/**
 * Records that a gateway took a payment (its verified notify, or its answer to a query). The payment
 * must be of that channel and the amount must be the payment's (else refused and logged). In one
 * transaction the orders move 0 → 1 (guarded by this payment's number) and the payment 0 → 1, or the
 * AI币 top-up is credited. A replay, or a racing instance, finds the payment paid and changes nothing.
 * Money that arrives for a payment closed meanwhile, or for orders no longer payable (cancelled, or
 * paid another way), goes back through the channel that took it: the payment is 已退款 and its refund
 * is sent by the payment sweep, never silently kept.
 */
export async function recordPaid(deps: TPayDeps, channel: TPayChannel, trade: TPaidTrade): Promise<TPaidOutcome> {
  const { db } = deps;
  const payment = await repo.findPayment(db, trade.paymentNo);
  if (!payment || payment.channel !== channel) throw appError('PAYMENT_NOT_FOUND');
  if (payment.amount_fen !== trade.amountFen) {
    deps.log?.error(
      { paymentNo: trade.paymentNo, channel, expectedFen: payment.amount_fen, notifiedFen: trade.amountFen },
      '支付通知金额与支付单不符，已拒绝',
    );
    throw appError('PAYMENT_AMOUNT_MISMATCH');
  }
  const paidFields = { trade_no: trade.tradeNo, paid_at: trade.paidAt };
  try {
    await db.transaction().execute(async (trx) => {
      const orderIds = payment.purpose === 'order' ? parseJsonList(payment.order_ids).map(Number) : [];
      const moved = orderIds.length
        ? await markOrdersPaid(trx, orderIds, channel, { paymentNo: payment.payment_no })
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
    return 'paid';
  } catch (err) {
    if (!(err instanceof NotifyOutcome)) throw err;
    // Closed before the money came, or its orders can no longer take it: it goes back to the channel.
    const from = err.kind === 'replay' ? PAYMENT_STATUS.CLOSED : PAYMENT_STATUS.PENDING;
    const returned = await returnPayment(deps, payment, from, paidFields);
    if (returned) {
      deps.log?.warn({ paymentNo: payment.payment_no, channel }, '支付单已关闭或订单已不可支付，款项原路退回');
      await sendRefund(deps, returnedRefundNo(payment.payment_no));
    }
    return returned ? 'returned' : 'duplicate';
  }
}

/** Moves a payment that took money it cannot keep to 已退款 and records its full refund, in one transaction. */
async function returnPayment(
  deps: TPayDeps,
  payment: TPaymentRow,
  from: number,
  paidFields: { trade_no: string; paid_at: number },
): Promise<boolean> {
  const note = '订单已取消或已通过其他方式支付，款项原路退回';
  return deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveStatus(trx, payment.payment_no, from, PAYMENT_STATUS.REFUNDED, {
      ...paidFields,
      note,
      refunded_fen: payment.amount_fen,
    });
    if (!moved) return false;
    const orderIds = parseJsonList(payment.order_ids).map(Number);
    await insertRefundRow(trx, payment.channel as TPayChannel, deps.config, {
      refundNo: returnedRefundNo(payment.payment_no),
      paymentNo: payment.payment_no,
      orderId: orderIds[0] ?? 0,
      amountFen: payment.amount_fen,
      reason: note,
    });
    return true;
  });
}

/**
 * The sandbox gateway's notify (the contract's JSON call). The signature is checked, then it is
 * recorded like any gateway's.
 */
export async function handleNotify(deps: TPayDeps, notify: TPayNotify): Promise<void> {
  if (!verifyNotify(deps.config.PAY_SANDBOX_SECRET, notify)) throw appError('PAYMENT_SIGN_INVALID');
  await recordPaid(deps, 'sandbox', notify);
}

/**
 * A real gateway's notify, as its HTTP request came (DESIGN-OPERATE §C): verified by the gateway
 * (signature, app or merchant, timestamp), then recorded; the answer is what the gateway expects.
 * Whatever is refused changes nothing and is logged; a failure of ours answers so the gateway retries.
 */
export async function receiveGatewayNotify(
  deps: TPayDeps,
  channel: TPayChannel,
  request: TNotifyRequest,
): Promise<TNotifyReply> {
  const gateway = gatewayOf(deps, channel);
  try {
    const event = await gateway.readNotify(request);
    if (event.kind === 'paid') await recordPaid(deps, channel, event);
    else if (event.kind === 'refund') await settleRefundNotice(deps, event);
    return gateway.replyOk();
  } catch (err) {
    if (err instanceof NotifyRefused) {
      deps.log?.warn({ channel, reason: err.reason }, '支付通知验签或商户校验失败，已拒绝');
      return gateway.replyFail(err.reason);
    }
    if (isAppError(err, 'PAYMENT_NOT_FOUND') || isAppError(err, 'PAYMENT_AMOUNT_MISMATCH')) {
      deps.log?.warn({ channel, reason: err.message }, '支付通知与支付单不符，已拒绝');
      return gateway.replyFail(err.message);
    }
    deps.log?.error({ err, channel }, '处理支付通知失败，等待网关重发');
    return { ...gateway.replyFail('处理失败，请重试'), status: 500 };
  }
}

/** A refund's own notify (WeChat): settles the refund it names, if it is still processing. */
async function settleRefundNotice(
  deps: TPayDeps,
  event: { refundNo: string; paymentNo: string; state: 'succeeded' | 'failed'; tradeNo: string },
): Promise<void> {
  const refund = await repo.findRefund(deps.db, event.refundNo);
  if (!refund || refund.payment_no !== event.paymentNo) throw appError('PAYMENT_NOT_FOUND');
  const now = Date.now();
  const settled = await repo.settleRefund(
    deps.db,
    event.refundNo,
    event.state === 'succeeded'
      ? { status: 1, trade_no: event.tradeNo, done_at: now }
      : { status: 2, last_error: '渠道退款失败（退款通知）', done_at: now },
  );
  if (settled && event.state === 'failed') {
    deps.log?.error({ refundNo: event.refundNo, paymentNo: event.paymentNo }, '渠道退款失败，需要人工处理');
  }
}

/** How the gateway hands a notify to the shop: the same checks as the HTTP notify path (signature, replays). */
export function notifyReceiver(deps: TPayDeps): TNotifyReceiver {
  return (notify) => handleNotify(deps, notify);
}

/**
 * The cashier's 确认支付 (the paying buyer's own token): the gateway takes the money and delivers its
 * signed notify to the shop at once, so the answer already shows the payment paid. A notify the shop
 * did not take stays in the gateway's outbox and is sent again by the delivery sweep (payment jobs).
 */
export async function confirmSandbox(deps: TPayDeps, userId: number, paymentNo: string): Promise<TSandboxPayment> {
  const { db, config } = deps;
  // Only the buyer who owes the payment may pay it: a stranger who learns a payment number gets 404,
  // and so does another gateway's payment (it is paid at its own gateway, not at this cashier).
  const row = await ownPayment(db, userId, paymentNo);
  if (row.channel !== 'sandbox') throw appError('PAYMENT_NOT_FOUND');
  if (row.status === PAYMENT_STATUS.PAID) return toSandboxPayment(row, await ordersOf(db, row));
  if (row.status !== PAYMENT_STATUS.PENDING) throw appError('PAYMENT_CLOSED');
  if (row.expires_at <= Date.now()) throw appError('PAYMENT_EXPIRED');
  const notify = signNotify(config.PAY_SANDBOX_SECRET, {
    paymentNo,
    tradeNo: tradeNoFor(config.PAY_SANDBOX_SECRET, paymentNo),
    amountFen: row.amount_fen,
    paidAt: Date.now(),
  });
  await sendNotify(db, notify, notifyReceiver(deps));
  return sandboxPayment(db, userId, paymentNo);
}

/** A refund's row: the sandbox settles at once, a real gateway's is sent after the transaction. */
async function insertRefundRow(
  trx: Kysely<DB>,
  channel: TPayChannel,
  config: Pick<TConfig, 'PAY_SANDBOX_SECRET'>,
  r: { paymentNo: string; orderId: number; refundNo: string; amountFen: number; reason: string },
): Promise<void> {
  const now = Date.now();
  const isSandbox = channel === 'sandbox';
  await repo.insertRefund(trx, {
    refund_no: r.refundNo,
    payment_no: r.paymentNo,
    order_id: r.orderId,
    amount_fen: r.amountFen,
    status: isSandbox ? 1 : 0,
    trade_no: isSandbox ? refundTradeNoFor(config.PAY_SANDBOX_SECRET, r.refundNo) : '',
    reason: r.reason.slice(0, 200),
    created_at: now,
    done_at: isSandbox ? now : null,
    next_attempt_at: now,
  });
}

/**
 * Gives money back through the gateway payment that took it, inside the caller's transaction (after
 * the order's lock: orders, then payments). The payment's refunded sum never passes what it took
 * (else REFUND_EXCEEDS_PAID). The sandbox settles at once (refund status 1); a real gateway's refund
 * is recorded as processing and sent once the transaction commits (`sendRefund`), or by the sweep.
 * Works whether or not the channel is still on: the channel that took the money gives it back.
 */
export async function refundPayment(
  trx: Kysely<DB>,
  config: Pick<TConfig, 'PAY_SANDBOX_SECRET'>,
  channel: TPayChannel,
  r: { paymentNo: string; orderId: number; refundNo: string; amountFen: number; reason: string },
): Promise<void> {
  if (!(await repo.addRefunded(trx, r.paymentNo, r.amountFen))) throw appError('REFUND_EXCEEDS_PAID');
  await insertRefundRow(trx, channel, config, r);
}

/** How long one attempt holds a refund; and the waits after a refund the gateway is still processing. */
export const REFUND_LEASE_MS = 60_000;
const REFUND_RETRY_MS = [10_000, 60_000, 300_000, 1_800_000, 3_600_000] as const;

/**
 * Sends a refund still processing to its gateway, one attempt at a time across instances (a claim on
 * its attempt count with a lease): the same refund number at the gateway refunds once whatever
 * happens, and here it is settled once. A gateway that cannot answer now is asked again later; one
 * that refuses for good leaves the refund failed and logged for an operator.
 */
export async function sendRefund(deps: TPayDeps, refundNo: string, now = Date.now()): Promise<void> {
  const refund = await repo.findRefund(deps.db, refundNo);
  if (refund?.status !== 0) return;
  const gateway = deps.payments.get(refund.channel as TPayChannel);
  if (!gateway) {
    deps.log?.error({ refundNo, channel: refund.channel }, '退款所属的支付渠道未开通，无法原路退回');
    return;
  }
  if (!(await repo.claimRefund(deps.db, refundNo, refund.attempts, now, REFUND_LEASE_MS))) return;
  const retryAt = now + (REFUND_RETRY_MS[Math.min(refund.attempts, REFUND_RETRY_MS.length - 1)] ?? 3_600_000);
  try {
    const answer = await gateway.refund({
      paymentNo: refund.payment_no,
      refundNo,
      amountFen: refund.amount_fen,
      totalFen: refund.payment_fen,
      reason: refund.reason,
      notifyUrl: siteUrl(deps.config, notifyPath(gateway.channel)),
    });
    if (answer.state === 'succeeded') {
      await repo.settleRefund(deps.db, refundNo, { status: 1, trade_no: answer.tradeNo, done_at: Date.now() });
    } else if (answer.state === 'processing') {
      await repo.settleRefund(deps.db, refundNo, { status: 0, trade_no: answer.tradeNo, next_attempt_at: retryAt });
    } else {
      await repo.settleRefund(deps.db, refundNo, {
        status: 2,
        last_error: answer.reason.slice(0, 300),
        done_at: Date.now(),
      });
      deps.log?.error({ refundNo, reason: answer.reason }, '渠道退款失败，需要人工处理');
    }
  } catch (err) {
    const retryable = !(err instanceof GatewayError) || err.retryable;
    const message = err instanceof Error ? err.message : String(err);
    await repo.settleRefund(
      deps.db,
      refundNo,
      retryable
        ? { status: 0, last_error: message.slice(0, 300), next_attempt_at: retryAt }
        : { status: 2, last_error: message.slice(0, 300), done_at: Date.now() },
    );
    deps.log?.[retryable ? 'warn' : 'error'](
      { err, refundNo },
      retryable ? '渠道退款暂未成功，稍后重试' : '渠道退款被拒绝，需要人工处理',
    );
  }
}

/** Online payments left unpaid this long are asked about by the sweep (DESIGN-OPERATE §C: 2 minutes). */
export const UNPAID_CHECK_AFTER_MS = 2 * 60_000;

/**
 * The payment sweep (every PAY_RECONCILE_SECONDS on each instance; every step claims its row first,
 * so instances sweeping at once never do one twice):
 * 1. online payments unpaid for 2 minutes are asked about; one paid is recorded (its notify was lost),
 *    one past its expiry is closed here and at the gateway;
 * 2. payments closed here (cancel, timeout, a newer payment) are closed at their gateway; one the buyer
 *    paid meanwhile is asked about and its money goes back;
 * 3. refunds still processing are sent (again).
 */
/** The reconcile sweep asks about each unpaid online payment once a minute (reconcilePayments). */
const SWEEP_CHECK_EVERY_MS = 60_000;

/**
 * Payment notifications the shop has not taken in: sandbox notifies still being sent again, plus
 * online payments unpaid here past UNPAID_CHECK_AFTER_MS that the reconcile sweep has not asked the
 * gateway about for two of its rounds (their notify may be lost, and nobody is catching up on it).
 * Zero while notifies arrive and the sweep keeps up; read by /metrics (mall_payment_notify_backlog).
 */
export async function countNotifyBacklog(db: Kysely<DB>, now: number): Promise<number> {
  const [notifies, unchecked] = await Promise.all([
    countUndeliveredNotifies(db),
    repo.countUncheckedOnlinePayments(
      db,
      now - UNPAID_CHECK_AFTER_MS - SWEEP_CHECK_EVERY_MS,
      now - 2 * SWEEP_CHECK_EVERY_MS,
    ),
  ]);
  return notifies + unchecked;
}

export async function reconcilePayments(
  deps: TPayDeps,
  now = Date.now(),
): Promise<{ checked: number; closed: number; refunds: number }> {
  const report = { checked: 0, closed: 0, refunds: 0 };
  for (const row of await repo.staleOnlinePayments(deps.db, now, UNPAID_CHECK_AFTER_MS, SWEEP_CHECK_EVERY_MS)) {
    if (await checkAtGateway(deps, row.payment_no, SWEEP_CHECK_EVERY_MS)) report.checked += 1;
    if (row.expires_at < now) await repo.closePending(deps.db, [row.payment_no], '支付超时，已关闭');
  }
  for (const row of await repo.paymentsToClose(deps.db)) {
    const gateway = deps.payments.get(row.channel as TPayChannel);
    if (!gateway) continue;
    try {
      await gateway.close(row.payment_no);
      await repo.markClosedAtGateway(deps.db, row.payment_no);
      report.closed += 1;
    } catch (err) {
      deps.log?.warn({ err, paymentNo: row.payment_no }, '在支付渠道关闭交易失败，稍后重试');
      // Paid at the gateway after it was closed here: find out, and give the money back.
      const trade = await gateway.query(row.payment_no).catch(() => null);
      if (trade?.state === 'paid') {
        await recordPaid(deps, gateway.channel, trade).catch(() => {});
        await repo.markClosedAtGateway(deps.db, row.payment_no);
      }
    }
  }
  for (const { refund_no } of await repo.dueRefunds(deps.db, now)) {
    await sendRefund(deps, refund_no, now);
    report.refunds += 1;
  }
  return report;
}
