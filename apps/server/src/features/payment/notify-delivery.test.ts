import type { TPayNotify, TPayResult } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  deliverDueNotifies,
  NOTIFY_LEASE_MS,
  NOTIFY_RETRY_DELAYS_MS,
  sendNotify,
  type TNotifyReceiver,
} from '../../lib/payment/notify-outbox.js';
import { signNotify, tradeNoFor } from '../../lib/payment/sandbox-gateway.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { notifyReceiver } from './payment.service.js';
import { deliverNotifies } from './payment-jobs.js';

type TOrderIds = { orderIds: number[] };

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const PAY = '/order/pay/pay.json';
const CONFIRM = '/pay/sandbox/confirm.json';
const PRICE_FEN = 2_590;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDb('sandbox notify delivery (the gateway outbox)', (ctx) => {
  let seller: TFixtureSeller;
  let buyer: TQuickBuyer;
  /** A second instance on the same database (after a restart, or beside the first). */
  let other: FastifyInstance;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能门磁', standards: [[PRICE_FEN, 1000]] }]);
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    other = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
  });
  afterAll(async () => {
    await other?.close();
  });

  /** An unpaid order with a pending gateway payment, and the notify the gateway signs for it. */
  async function pendingPayment(): Promise<{ orderId: number; notify: TPayNotify }> {
    const [product] = seller.products;
    const created = await ctx.call<TOrderIds>(
      FROM_DETAIL,
      { productId: product!.productId, standardId: product!.standardIds[0], number: 1, addressId: buyer.address.id },
      buyer.token,
    );
    expect(created.status, created.msg).toBe(200);
    const orderId = created.data.orderIds[0]!;
    const pay = await ctx.call<TPayResult>(PAY, { orderIds: [orderId], payType: 'sandbox' }, buyer.token);
    expect(pay.status, pay.msg).toBe(200);
    const paymentNo = pay.data.paymentNo!;
    const secret = ctx.config.PAY_SANDBOX_SECRET;
    const notify = signNotify(secret, {
      paymentNo,
      tradeNo: tradeNoFor(secret, paymentNo),
      amountFen: PRICE_FEN,
      paidAt: Date.now(),
    });
    return { orderId, notify };
  }

  const orderStatus = async (orderId: number) =>
    (await ctx.app.deps.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;
  const outboxRow = (paymentNo: string) =>
    ctx.app.deps.db
      .selectFrom('payment_notifies')
      .selectAll()
      .where('payment_no', '=', paymentNo)
      .executeTakeFirstOrThrow();
  const failing: TNotifyReceiver = async () => {
    throw new Error('商城暂时无法处理通知');
  };

  it('delivers at once on the cashier confirm: the answer already shows the payment paid', async () => {
    const { orderId, notify } = await pendingPayment();
    const confirmed = await ctx.call<{ status: number }>(CONFIRM, { paymentNo: notify.paymentNo }, buyer.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.status).toBe(1);
    expect(await orderStatus(orderId)).toBe(1);
    expect(await outboxRow(notify.paymentNo)).toMatchObject({ attempts: 1, next_attempt_at: null, last_error: '' });
    expect((await outboxRow(notify.paymentNo)).delivered_at).toBeGreaterThan(0);
    // Nothing is left for the sweep.
    expect(await deliverNotifies(ctx.app, Date.now() + 3600_000)).toEqual({ delivered: 0, failed: 0 });
  });

  it('retries a notify the shop did not take, from the database, after the backoff', async () => {
    const { orderId, notify } = await pendingPayment();
    const now = Date.now();
    expect(await sendNotify(ctx.app.deps.db, notify, failing, now)).toBe('failed');
    expect(await orderStatus(orderId)).toBe(0);
    expect(await outboxRow(notify.paymentNo)).toMatchObject({
      attempts: 1,
      next_attempt_at: now + NOTIFY_RETRY_DELAYS_MS[0],
      delivered_at: null,
      last_error: '商城暂时无法处理通知',
    });
    // Not due yet: the sweep leaves it.
    expect(await deliverNotifies(ctx.app, now + 10)).toEqual({ delivered: 0, failed: 0 });
    // Due: the sweep hands it to the shop's notify handler (signature and replay checks included).
    expect(await deliverNotifies(ctx.app, now + NOTIFY_RETRY_DELAYS_MS[0])).toEqual({ delivered: 1, failed: 0 });
    expect(await orderStatus(orderId)).toBe(1);
    expect(await outboxRow(notify.paymentNo)).toMatchObject({ attempts: 2, next_attempt_at: null, last_error: '' });
    // A later confirm finds the payment paid and sends nothing again.
    const again = await ctx.call<{ status: number }>(CONFIRM, { paymentNo: notify.paymentNo }, buyer.token);
    expect(again.data.status).toBe(1);
    expect((await outboxRow(notify.paymentNo)).attempts).toBe(2);
  });

  it('survives a restart: another instance delivers what the first could not, and takes over a dead attempt after its lease', async () => {
    const failed = await pendingPayment();
    const now = Date.now();
    await sendNotify(ctx.app.deps.db, failed.notify, failing, now);
    // The "restarted" instance knows nothing but the database.
    expect(await deliverNotifies(other, now + NOTIFY_RETRY_DELAYS_MS[0])).toEqual({ delivered: 1, failed: 0 });
    expect(await orderStatus(failed.orderId)).toBe(1);

    // An instance died in the middle of an attempt: the notify stays held until the lease ends.
    const held = await pendingPayment();
    let died = false;
    const dying: TNotifyReceiver = async () => {
      died = true;
      throw new Error('never recorded');
    };
    // The holder claims and never settles: its receiver never returns.
    void sendNotify(ctx.app.deps.db, held.notify, () => new Promise<void>(() => {}), now);
    await sleep(100);
    expect(await deliverDueNotifies(other.deps.db, dying, now + NOTIFY_LEASE_MS - 1)).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(died).toBe(false);
    const receive = notifyReceiver(other.deps);
    expect(await deliverDueNotifies(other.deps.db, receive, now + NOTIFY_LEASE_MS)).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await orderStatus(held.orderId)).toBe(1);
  });

  it('two instances sweeping at once deliver each notify once', async () => {
    const due = await Promise.all([pendingPayment(), pendingPayment(), pendingPayment()]);
    const now = Date.now();
    for (const { notify } of due) await sendNotify(ctx.app.deps.db, notify, failing, now);
    const received: string[] = [];
    const counting =
      (app: FastifyInstance): TNotifyReceiver =>
      async (notify) => {
        received.push(notify.paymentNo);
        // A slow shop: the other sweeper comes by while this attempt is in flight.
        await sleep(30);
        await notifyReceiver(app.deps)(notify);
      };
    const later = now + NOTIFY_RETRY_DELAYS_MS[0];
    const reports = await Promise.all([
      deliverDueNotifies(ctx.app.deps.db, counting(ctx.app), later),
      deliverDueNotifies(other.deps.db, counting(other), later),
      deliverDueNotifies(ctx.app.deps.db, counting(ctx.app), later),
      deliverDueNotifies(other.deps.db, counting(other), later),
    ]);
    expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(3);
    expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(received.sort()).toEqual(due.map((d) => d.notify.paymentNo).sort());
    for (const { orderId } of due) expect(await orderStatus(orderId)).toBe(1);
  });

  it('gives up after the last retry, keeping the last error', async () => {
    const { orderId, notify } = await pendingPayment();
    let now = Date.now();
    await sendNotify(ctx.app.deps.db, notify, failing, now);
    for (const delay of NOTIFY_RETRY_DELAYS_MS) {
      now += delay;
      expect(await deliverDueNotifies(ctx.app.deps.db, failing, now)).toEqual({ delivered: 0, failed: 1 });
    }
    expect(await outboxRow(notify.paymentNo)).toMatchObject({
      attempts: NOTIFY_RETRY_DELAYS_MS.length + 1,
      next_attempt_at: null,
      delivered_at: null,
      last_error: '商城暂时无法处理通知',
    });
    expect(await deliverDueNotifies(ctx.app.deps.db, failing, now + 365 * 24 * 3600_000)).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(await orderStatus(orderId)).toBe(0);
  });
});
