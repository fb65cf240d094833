import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { addBuyers, addSeller, type TFixtureProduct, type TQuickBuyer } from '../../test/fixtures.js';
import { describeWithGateways, injectNotify, payKit } from '../../test/gateway-apps.js';
import { applyReturn } from '../after-sales/after-sales.service.js';
import { approveReturn } from '../after-sales/after-sales-moves.service.js';
import { sweepOrders } from '../order/order-jobs.js';
import { reconcilePayments, UNPAID_CHECK_AFTER_MS } from './payment.service.js';

const PRICE_FEN = 12_345;
const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
/** A key pair that is nobody's: what a forger signs with. */
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The string Alipay signs a notify over: every field but sign and sign_type, sorted. */
function notifyContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

describeWithGateways('Alipay through the mall (fake Alipay gateway)', { alipay: {} }, (ctx) => {
  let product: TFixtureProduct;
  let buyer: TQuickBuyer;
  const kit = payKit(ctx);
  const notifyUrl = () => `${ctx.publicUrl}/pay/notify/alipay`;

  beforeAll(async () => {
    const seller = await addSeller(ctx, [{ title: '智能音箱', standards: [[PRICE_FEN, 1000]], purchaseLimit: 1000 }]);
    product = seller.products[0] as TFixtureProduct;
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
  });

  /** An order with an Alipay payment whose pay URL the buyer opened (the trade exists at the fake). */
  async function openedPayment(device: 'pc' | 'mobile' = 'pc', who = buyer) {
    const orderId = await kit.placeOrder(who, product);
    const started = await kit.pay(who.token, [orderId], 'alipay', device);
    expect(started.status, started.msg).toBe(200);
    const { payUrl, paymentNo } = started.data;
    const page = await (await fetch(payUrl as string)).text();
    expect(page).toContain('fake-alipay-confirm');
    return { orderId, paymentNo: paymentNo as string, payUrl: payUrl as string };
  }

  /** Asserts nothing was paid: the order still 待付款, the payment pending, no refund. */
  async function expectUnpaid(orderId: number, paymentNo: string) {
    expect((await kit.order(orderId)).status).toBe(0);
    expect((await kit.payment(paymentNo)).status).toBe(0);
    expect(await kit.refunds(paymentNo)).toEqual([]);
  }

  it('lists Alipay as the one channel on; WeChat Pay, off, answers CHANNEL_OFF', async () => {
    expect(await ctx.call('/pay/channels.json', {})).toMatchObject({ status: 200, data: { channels: ['alipay'] } });
    const orderId = await kit.placeOrder(buyer, product);
    expect(await kit.pay(buyer.token, [orderId], 'wechat')).toMatchObject({ status: 409, code: 'CHANNEL_OFF' });
    const topUp = await ctx.call('/AI/aiCurrency/addAiRecharge.json', { amount: 10, payType: 'wechat' }, buyer.token);
    expect(topUp).toMatchObject({ status: 409, code: 'CHANNEL_OFF' });
  });

  it('answers the page pay URL on a desktop and the wap pay URL on a phone', async () => {
    for (const [device, method] of [
      ['pc', 'alipay.trade.page.pay'],
      ['mobile', 'alipay.trade.wap.pay'],
    ] as const) {
      const { payUrl, paymentNo } = await openedPayment(device);
      const url = new URL(payUrl);
      expect(`${url.origin}${url.pathname}`).toBe(ctx.alipay.url);
      expect(url.searchParams.get('method')).toBe(method);
      expect(url.searchParams.get('notify_url')).toBe(notifyUrl());
      expect(ctx.alipay.trade(paymentNo)).toMatchObject({ method, totalFen: PRICE_FEN, status: 'WAIT_BUYER_PAY' });
    }
  });

  it('a genuine notify pays once: the order 待发货 paid by alipay, the payment paid with the trade number', async () => {
    const { orderId, paymentNo } = await openedPayment();
    const delivery = await ctx.alipay.payTrade(paymentNo);
    expect(delivery).toMatchObject({ status: 200, answer: 'success' });
    const order = await kit.order(orderId);
    expect([order.status, order.pay_type, order.payment_no]).toEqual([1, 'alipay', paymentNo]);
    const payment = await kit.payment(paymentNo);
    expect([payment.status, payment.trade_no]).toEqual([1, ctx.alipay.trade(paymentNo)?.tradeNo]);
    // Alipay retries until it reads success: the replay is answered success and changes nothing.
    expect(await ctx.alipay.resendNotify(paymentNo)).toMatchObject({ answer: 'success' });
    expect((await kit.payment(paymentNo)).status).toBe(1);
  });

  it('10 identical notifies at once pay once', async () => {
    const { orderId, paymentNo } = await openedPayment();
    ctx.alipay.dropNotifies = true;
    await ctx.alipay.payTrade(paymentNo);
    ctx.alipay.dropNotifies = false;
    const body = ctx.alipay.signedNotify(ctx.alipay.trade(paymentNo)?.paidNotify ?? {});
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.alipay.sendNotify(body)));
    expect(answers.map((a) => a.answer)).toEqual(Array(10).fill('success'));
    expect((await kit.order(orderId)).status).toBe(1);
    expect((await kit.payment(paymentNo)).status).toBe(1);
    expect(await kit.refunds(paymentNo)).toEqual([]);
  });

  it('10 identical notifies split over two instances on one database pay once', async () => {
    const other = await ctx.secondApp();
    const { orderId, paymentNo } = await openedPayment();
    ctx.alipay.dropNotifies = true;
    await ctx.alipay.payTrade(paymentNo);
    ctx.alipay.dropNotifies = false;
    const body = ctx.alipay.signedNotify(ctx.alipay.trade(paymentNo)?.paidNotify ?? {});
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => injectNotify(i % 2 ? other : ctx.app, 'alipay', FORM, body)),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    const order = await kit.order(orderId);
    expect([order.status, order.pay_type]).toEqual([1, 'alipay']);
    expect((await kit.payment(paymentNo)).status).toBe(1);
  });

  it('an AI币 top-up through Alipay credits once, however often its notify comes', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const started = await ctx.call<{ payUrl: string; paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 50, payType: 'alipay' },
      u.token,
    );
    expect(started.status, started.msg).toBe(200);
    await fetch(started.data.payUrl);
    const { paymentNo } = started.data;
    expect(await ctx.alipay.payTrade(paymentNo)).toMatchObject({ answer: 'success' });
    const replays = await Promise.all(Array.from({ length: 5 }, () => ctx.alipay.resendNotify(paymentNo)));
    expect(replays.map((r) => r.answer)).toEqual(Array(5).fill('success'));
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 5_000, entries: [['recharge', 5_000]] });
    expect((await kit.payment(paymentNo)).status).toBe(1);
  });

  it('refuses a forged signature, another app id, another amount and an unknown payment, changing nothing', async () => {
    const { orderId, paymentNo } = await openedPayment();
    const fields = ctx.alipay.notifyFields(paymentNo);
    const forgedSign = createSign('RSA-SHA256')
      .update(notifyContent(fields), 'utf8')
      .sign(stranger.privateKey, 'base64');
    const bodies = {
      forged: new URLSearchParams({ ...fields, sign: forgedSign }).toString(),
      otherApp: ctx.alipay.signedNotify(
        ctx.alipay.notifyFields(paymentNo, { app_id: '2021000999999999', auth_app_id: '2021000999999999' }),
      ),
      otherAmount: ctx.alipay.signedNotify(
        ctx.alipay.notifyFields(paymentNo, {
          total_amount: '123.46',
          receipt_amount: '123.46',
          buyer_pay_amount: '123.46',
        }),
      ),
    };
    for (const [what, body] of Object.entries(bodies)) {
      const delivery = await ctx.alipay.sendNotify(body);
      expect(delivery.answer, what).toBe('failure');
    }
    const unknown = ctx.alipay.signedNotify(
      ctx.alipay.notifyFields(paymentNo, { out_trade_no: `PAY${randomBytes(16).toString('hex')}` }),
    );
    expect((await ctx.alipay.sendNotify(unknown, notifyUrl())).answer).toBe('failure');
    await expectUnpaid(orderId, paymentNo);
  });

  it('refuses a top-up notify of another amount or another app: no AI币 credited', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const started = await ctx.call<{ payUrl: string; paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 30, payType: 'alipay' },
      u.token,
    );
    await fetch(started.data.payUrl);
    const { paymentNo } = started.data;
    const variants: Record<string, string>[] = [{ total_amount: '300.00' }, { app_id: '2021000999999999' }];
    for (const overrides of variants) {
      const body = ctx.alipay.signedNotify(ctx.alipay.notifyFields(paymentNo, overrides));
      expect((await ctx.alipay.sendNotify(body)).answer).toBe('failure');
    }
    expect((await kit.payment(paymentNo)).status).toBe(0);
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 0, entries: [] });
  });

  it('a replay after a refund changes nothing: one refund, the payment stays 已退款', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const { orderId, paymentNo } = await openedPayment('pc', u);
    await ctx.alipay.payTrade(paymentNo);
    const [item] = await ctx.app.deps.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    const { id } = await applyReturn(ctx.app.deps, u.userId, {
      orderId,
      orderDetailId: Number(item?.id),
      returnType: 1,
      number: 1,
      reason: '不想要了/拍错了',
    });
    const sellerId = Number((await kit.order(orderId)).seller_id);
    await approveReturn(ctx.app.deps, sellerId, id);
    const before = { order: await kit.order(orderId), payment: await kit.payment(paymentNo) };
    expect(before.payment.status).toBe(3);
    const [refund] = await kit.refunds(paymentNo);
    expect([refund?.status, Number(refund?.amount_fen)]).toEqual([1, PRICE_FEN]);

    expect(await ctx.alipay.resendNotify(paymentNo)).toMatchObject({ answer: 'success' });
    expect(await kit.refunds(paymentNo)).toHaveLength(1);
    expect(ctx.alipay.refundCalls(refund?.refund_no ?? '')).toBe(1);
    expect(ctx.alipay.trade(paymentNo)?.refunds.size).toBe(1);
    const after = await kit.payment(paymentNo);
    expect([after.status, Number(after.refunded_fen)]).toEqual([3, PRICE_FEN]);
    expect((await kit.order(orderId)).status).toBe(before.order.status);
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 0, entries: [] });
  });

  it('a lost notify is found by the query job two minutes on, and by /pay/query.json when the buyer comes back', async () => {
    ctx.alipay.dropNotifies = true;
    const viaJob = await openedPayment();
    const viaPage = await openedPayment();
    expect(await ctx.alipay.payTrade(viaJob.paymentNo)).toBeNull();
    expect(await ctx.alipay.payTrade(viaPage.paymentNo)).toBeNull();
    ctx.alipay.dropNotifies = false;

    // Too early: the job leaves it alone.
    await reconcilePayments(ctx.app.deps, Date.now());
    expect(ctx.alipay.queryCalls(viaJob.paymentNo)).toBe(0);
    await reconcilePayments(ctx.app.deps, Date.now() + UNPAID_CHECK_AFTER_MS + 1000);
    expect((await kit.order(viaJob.orderId)).status).toBe(1);
    expect((await kit.payment(viaJob.paymentNo)).status).toBe(1);

    const viewed = await ctx.call<{ status: number; channel: string }>(
      '/pay/query.json',
      { paymentNo: viaPage.paymentNo },
      buyer.token,
    );
    expect(viewed).toMatchObject({ status: 200, data: { status: 1, channel: 'alipay' } });
    expect((await kit.order(viaPage.orderId)).status).toBe(1);
  });

  it("answers 404 for another buyer's payment", async () => {
    const { paymentNo } = await openedPayment();
    const [stranger] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    expect(await ctx.call('/pay/query.json', { paymentNo }, stranger.token)).toMatchObject({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
  });

  it('cancelling the order closes the trade at Alipay once the sweep runs, once', async () => {
    const { orderId, paymentNo } = await openedPayment();
    expect(await ctx.call('/order/order/cancelOrder.json', { orderId }, buyer.token)).toMatchObject({ status: 200 });
    expect((await kit.payment(paymentNo)).status).toBe(2);
    expect(ctx.alipay.closeCalls(paymentNo)).toBe(0);
    await reconcilePayments(ctx.app.deps);
    await reconcilePayments(ctx.app.deps);
    expect(ctx.alipay.closeCalls(paymentNo)).toBe(1);
    expect(ctx.alipay.trade(paymentNo)?.status).toBe('TRADE_CLOSED');
  });

  it('a notify for a payment closed meanwhile is accepted and the whole amount goes back through Alipay', async () => {
    const { orderId, paymentNo } = await openedPayment();
    expect(await ctx.call('/order/order/cancelOrder.json', { orderId }, buyer.token)).toMatchObject({ status: 200 });
    // The buyer pays at Alipay before the sweep closed the trade there.
    expect(await ctx.alipay.payTrade(paymentNo)).toMatchObject({ answer: 'success' });
    const payment = await kit.payment(paymentNo);
    expect([payment.status, Number(payment.refunded_fen)]).toEqual([3, PRICE_FEN]);
    const refunds = await kit.refunds(paymentNo);
    expect(refunds.map((r) => [r.status, Number(r.amount_fen)])).toEqual([[1, PRICE_FEN]]);
    expect(ctx.alipay.refundCalls(refunds[0]?.refund_no ?? '')).toBe(1);
    expect(ctx.alipay.trade(paymentNo)?.refundedFen).toBe(PRICE_FEN);
    expect((await kit.order(orderId)).status).toBe(4);
    // The replay and the sweep give nothing back twice.
    await ctx.alipay.resendNotify(paymentNo);
    await reconcilePayments(ctx.app.deps);
    expect(ctx.alipay.trade(paymentNo)?.refunds.size).toBe(1);
    expect(await kit.refunds(paymentNo)).toHaveLength(1);
    // Nothing is left for the sweep to close there again.
    expect((await kit.payment(paymentNo)).gateway_close).toBe(2);
  });

  it('the order timeout closes the trade at Alipay once the sweep runs', async () => {
    const { orderId, paymentNo } = await openedPayment();
    await sweepOrders(ctx.app, Date.now() + 24 * 3600_000);
    expect((await kit.order(orderId)).status).toBe(4);
    expect((await kit.payment(paymentNo)).status).toBe(2);
    await reconcilePayments(ctx.app.deps);
    await reconcilePayments(ctx.app.deps);
    expect(ctx.alipay.closeCalls(paymentNo)).toBe(1);
    expect(ctx.alipay.trade(paymentNo)?.status).toBe('TRADE_CLOSED');
  });
});
