import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { TFakeNotify } from '../../test/fakes/fake-wechatpay.js';
import { addBuyers, addSeller, type TFixtureProduct, type TQuickBuyer } from '../../test/fixtures.js';
import { describeWithGateways, injectNotify, payKit } from '../../test/gateway-apps.js';
import { applyReturn } from '../after-sales/after-sales.service.js';
import { approveReturn } from '../after-sales/after-sales-moves.service.js';
import { sweepOrders } from '../order/order-jobs.js';
import { reconcilePayments, UNPAID_CHECK_AFTER_MS } from './payment.service.js';

const PRICE_FEN = 8_888;
const SUCCESS = 'TRANSACTION.SUCCESS';
/** A key pair that is nobody's: what a forger signs with. */
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

describeWithGateways('WeChat Pay v3 through the mall (fake WeChat Pay)', { wechat: {} }, (ctx) => {
  let product: TFixtureProduct;
  let buyer: TQuickBuyer;
  const kit = payKit(ctx);
  const notifyUrl = () => `${ctx.publicUrl}/pay/notify/wechat`;
  const send = (notify: TFakeNotify) => ctx.wechat.sendNotify(notifyUrl(), notify);

  beforeAll(async () => {
    const seller = await addSeller(ctx, [{ title: '智能摄像头', standards: [[PRICE_FEN, 1000]], purchaseLimit: 1000 }]);
    product = seller.products[0] as TFixtureProduct;
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
  });

  /** An order with a WeChat payment opened at the fake (Native on a desktop, H5 on a phone). */
  async function openedPayment(device: 'pc' | 'mobile' = 'pc', who = buyer) {
    const orderId = await kit.placeOrder(who, product);
    const started = await kit.pay(who.token, [orderId], 'wechat', device);
    expect(started.status, started.msg).toBe(200);
    return { orderId, paymentNo: started.data.paymentNo as string, payUrl: started.data.payUrl as string };
  }

  /** The trade paid at the fake without its notify, and the genuine notify it would have sent. */
  async function paidQuietly(paymentNo: string): Promise<TFakeNotify> {
    ctx.wechat.settings.dropNotifies = true;
    await ctx.wechat.payTrade(paymentNo);
    ctx.wechat.settings.dropNotifies = false;
    return ctx.wechat.buildNotify(SUCCESS, ctx.wechat.transactionOf(paymentNo));
  }

  it('lists WeChat Pay as the one channel on; Alipay, off, answers CHANNEL_OFF', async () => {
    expect(await ctx.call('/pay/channels.json', {})).toMatchObject({ status: 200, data: { channels: ['wechat'] } });
    const orderId = await kit.placeOrder(buyer, product);
    expect(await kit.pay(buyer.token, [orderId], 'alipay')).toMatchObject({ status: 409, code: 'CHANNEL_OFF' });
  });

  it('a desktop gets the mall QR page and its code_url through /pay/query.json; a phone gets the H5 URL', async () => {
    const pc = await openedPayment('pc');
    expect(pc.payUrl).toBe(`/pay/wechat?paymentNo=${pc.paymentNo}`);
    const trade = ctx.wechat.trades.get(pc.paymentNo);
    expect(trade).toMatchObject({ tradeType: 'NATIVE', totalFen: PRICE_FEN, state: 'NOTPAY', notifyUrl: notifyUrl() });
    const view = await ctx.call('/pay/query.json', { paymentNo: pc.paymentNo }, buyer.token);
    expect(view).toMatchObject({ status: 200, data: { status: 0, channel: 'wechat', codeUrl: trade?.codeUrl } });

    const phone = await openedPayment('mobile');
    expect(phone.payUrl.startsWith(`${ctx.wechat.baseUrl}/h5pay?prepay_id=`)).toBe(true);
    expect(ctx.wechat.trades.get(phone.paymentNo)?.tradeType).toBe('MWEB');
  });

  it('a gateway failing at start answers GATEWAY_FAILED and leaves nothing payable; a retry works', async () => {
    const orderId = await kit.placeOrder(buyer, product);
    ctx.wechat.failNext(500, 'SYSTEM_ERROR', '系统繁忙，请稍后再试');
    expect(await kit.pay(buyer.token, [orderId], 'wechat')).toMatchObject({ status: 503, code: 'GATEWAY_FAILED' });
    const failed = await ctx.app.deps.db
      .selectFrom('payments')
      .select(['payment_no', 'status', 'order_ids'])
      .where('user_id', '=', buyer.userId)
      .where('order_ids', '=', JSON.stringify([orderId]))
      .execute();
    expect(failed.map((p) => p.status)).toEqual([2]);
    expect((await kit.order(orderId)).status).toBe(0);
    // The sweep makes sure there too (WeChat never made the trade: closed as far as it knows).
    await reconcilePayments(ctx.app.deps);
    expect((await kit.payment(failed[0]?.payment_no ?? '')).gateway_close).toBe(2);
    const retried = await kit.pay(buyer.token, [orderId], 'wechat');
    expect(retried.status, retried.msg).toBe(200);
  });

  it('a genuine notify pays once: the order 待发货 paid by wechat, the payment paid', async () => {
    const { orderId, paymentNo } = await openedPayment();
    expect(await ctx.wechat.payTrade(paymentNo)).toBe(204);
    const order = await kit.order(orderId);
    expect([order.status, order.pay_type, order.payment_no]).toEqual([1, 'wechat', paymentNo]);
    const payment = await kit.payment(paymentNo);
    expect([payment.status, payment.trade_no]).toEqual([1, ctx.wechat.trades.get(paymentNo)?.transactionId]);
  });

  it('10 identical notifies at once pay once', async () => {
    const { orderId, paymentNo } = await openedPayment('mobile');
    const notify = await paidQuietly(paymentNo);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(notify)));
    expect(answers).toEqual(Array(10).fill(204));
    expect((await kit.order(orderId)).status).toBe(1);
    expect((await kit.payment(paymentNo)).status).toBe(1);
    expect(await kit.refunds(paymentNo)).toEqual([]);
  });

  it('10 identical notifies split over two instances on one database pay once', async () => {
    const other = await ctx.secondApp();
    const { orderId, paymentNo } = await openedPayment();
    const notify = await paidQuietly(paymentNo);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        injectNotify(i % 2 ? other : ctx.app, 'wechat', notify.headers, notify.rawBody),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(204));
    const order = await kit.order(orderId);
    expect([order.status, order.pay_type]).toEqual([1, 'wechat']);
    expect((await kit.payment(paymentNo)).status).toBe(1);
  });

  it('an AI币 top-up through WeChat Pay credits once, however often its notify comes', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const started = await ctx.call<{ payUrl: string; paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 20, payType: 'wechat' },
      u.token,
    );
    expect(started.status, started.msg).toBe(200);
    const notify = await paidQuietly(started.data.paymentNo);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(notify)));
    expect(answers).toEqual(Array(6).fill(204));
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 2_000, entries: [['recharge', 2_000]] });
  });

  it('refuses forged, other-merchant, other-app, wrong-amount, stale and unknown notifies, changing nothing', async () => {
    const { orderId, paymentNo } = await openedPayment();
    const paid = { ...ctx.wechat.transactionOf(paymentNo) };
    // What a paid trade carries (the fake's trade stays unpaid: only the notifies below claim it).
    const genuine = {
      ...paid,
      transaction_id: ctx.wechat.trades.get(paymentNo)?.transactionId,
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString().replace('Z', '+00:00').replace(/\.\d+/, ''),
      amount: { total: PRICE_FEN, payer_total: PRICE_FEN, currency: 'CNY', payer_currency: 'CNY' },
    };
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      strangerKey: ctx.wechat.buildNotify(SUCCESS, genuine, { signingKey: stranger.privateKey }),
      tamperedBody: ctx.wechat.buildNotify(SUCCESS, genuine, { tamper: 'signature' }),
      tamperedCiphertext: ctx.wechat.buildNotify(SUCCESS, genuine, { tamper: 'ciphertext' }),
      otherMerchant: ctx.wechat.buildNotify(SUCCESS, { ...genuine, mchid: '1900000999' }),
      otherApp: ctx.wechat.buildNotify(SUCCESS, { ...genuine, appid: 'wx0000000000000bad' }),
      otherAmount: ctx.wechat.buildNotify(SUCCESS, {
        ...genuine,
        amount: { ...genuine.amount, total: PRICE_FEN + 1, payer_total: PRICE_FEN + 1 },
      }),
      sixMinutesOld: ctx.wechat.buildNotify(SUCCESS, genuine, { timestamp: now - 360 }),
      unknownPayment: ctx.wechat.buildNotify(SUCCESS, {
        ...genuine,
        out_trade_no: `PAY${randomBytes(16).toString('hex')}`,
      }),
    };
    for (const [what, notify] of Object.entries(forged)) {
      const status = await send(notify);
      expect(status, what).toBe(400);
    }
    expect((await kit.order(orderId)).status).toBe(0);
    expect((await kit.payment(paymentNo)).status).toBe(0);
    expect(await kit.refunds(paymentNo)).toEqual([]);
    // The very same content, genuinely signed and fresh, is taken: the refusals above were for cause.
    expect(await send(ctx.wechat.buildNotify(SUCCESS, genuine))).toBe(204);
    expect((await kit.order(orderId)).status).toBe(1);
  });

  it('refuses a top-up notify of another amount or a stale one: no AI币 credited', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const started = await ctx.call<{ payUrl: string; paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 30, payType: 'wechat' },
      u.token,
    );
    const { paymentNo } = started.data;
    ctx.wechat.settings.dropNotifies = true;
    await ctx.wechat.payTrade(paymentNo);
    ctx.wechat.settings.dropNotifies = false;
    const paid = ctx.wechat.transactionOf(paymentNo);
    const amount = { total: 30_000, payer_total: 30_000, currency: 'CNY', payer_currency: 'CNY' };
    expect(await send(ctx.wechat.buildNotify(SUCCESS, { ...paid, amount }))).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 360;
    expect(await send(ctx.wechat.buildNotify(SUCCESS, paid, { timestamp: stale }))).toBe(400);
    expect((await kit.payment(paymentNo)).status).toBe(0);
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 0, entries: [] });
  });

  it('a replay after a refund changes nothing: one refund, the payment stays 已退款', async () => {
    const [u] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const { orderId, paymentNo } = await openedPayment('pc', u);
    const notify = await paidQuietly(paymentNo);
    expect(await send(notify)).toBe(204);
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
    await approveReturn(ctx.app.deps, Number((await kit.order(orderId)).seller_id), id);
    const [refund] = await kit.refunds(paymentNo);
    expect([refund?.status, Number(refund?.amount_fen)]).toEqual([1, PRICE_FEN]);
    const orderBefore = await kit.order(orderId);

    expect(await send(notify)).toBe(204);
    expect(await kit.refunds(paymentNo)).toHaveLength(1);
    expect(ctx.wechat.refundCalls.get(refund?.refund_no ?? '')).toBe(1);
    const after = await kit.payment(paymentNo);
    expect([after.status, Number(after.refunded_fen)]).toEqual([3, PRICE_FEN]);
    expect((await kit.order(orderId)).status).toBe(orderBefore.status);
    expect(await kit.coins(u.userId)).toEqual({ balanceFen: 0, entries: [] });
  });

  it('a lost notify is found by the query job two minutes on, and by /pay/query.json when the buyer comes back', async () => {
    const viaJob = await openedPayment();
    const viaPage = await openedPayment('mobile');
    await paidQuietly(viaJob.paymentNo);
    await paidQuietly(viaPage.paymentNo);
    await reconcilePayments(ctx.app.deps, Date.now());
    expect((await kit.payment(viaJob.paymentNo)).status).toBe(0);
    await reconcilePayments(ctx.app.deps, Date.now() + UNPAID_CHECK_AFTER_MS + 1000);
    expect((await kit.order(viaJob.orderId)).status).toBe(1);
    expect((await kit.payment(viaJob.paymentNo)).status).toBe(1);

    const viewed = await ctx.call('/pay/query.json', { paymentNo: viaPage.paymentNo }, buyer.token);
    expect(viewed).toMatchObject({ status: 200, data: { status: 1, channel: 'wechat', codeUrl: null } });
    expect((await kit.order(viaPage.orderId)).status).toBe(1);
  });

  it("answers 404 for another buyer's payment", async () => {
    const { paymentNo } = await openedPayment();
    const [other] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    expect(await ctx.call('/pay/query.json', { paymentNo }, other.token)).toMatchObject({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
  });

  it('cancelling the order closes the trade at WeChat Pay once the sweep runs, once', async () => {
    const { orderId, paymentNo } = await openedPayment();
    expect(await ctx.call('/order/order/cancelOrder.json', { orderId }, buyer.token)).toMatchObject({ status: 200 });
    expect(ctx.wechat.closeCalls.get(paymentNo)).toBeUndefined();
    await reconcilePayments(ctx.app.deps);
    await reconcilePayments(ctx.app.deps);
    expect(ctx.wechat.closeCalls.get(paymentNo)).toBe(1);
    expect(ctx.wechat.trades.get(paymentNo)?.state).toBe('CLOSED');
  });

  it('a notify for a payment closed meanwhile is accepted and the whole amount goes back through WeChat Pay', async () => {
    const { orderId, paymentNo } = await openedPayment();
    expect(await ctx.call('/order/order/cancelOrder.json', { orderId }, buyer.token)).toMatchObject({ status: 200 });
    expect(await ctx.wechat.payTrade(paymentNo)).toBe(204);
    const payment = await kit.payment(paymentNo);
    expect([payment.status, Number(payment.refunded_fen)]).toEqual([3, PRICE_FEN]);
    const refunds = await kit.refunds(paymentNo);
    expect(refunds.map((r) => [r.status, Number(r.amount_fen)])).toEqual([[1, PRICE_FEN]]);
    const refundNo = refunds[0]?.refund_no ?? '';
    expect(ctx.wechat.refundCalls.get(refundNo)).toBe(1);
    expect(ctx.wechat.refunds.get(refundNo)).toMatchObject({ refundFen: PRICE_FEN, status: 'SUCCESS' });
    expect((await kit.order(orderId)).status).toBe(4);
    await reconcilePayments(ctx.app.deps);
    const atFake = [...ctx.wechat.refunds.values()].filter((r) => r.outTradeNo === paymentNo);
    expect(atFake).toHaveLength(1);
    expect(await kit.refunds(paymentNo)).toHaveLength(1);
    // Nothing is left for the sweep to close there again.
    expect((await kit.payment(paymentNo)).gateway_close).toBe(2);
  });

  it('the order timeout closes the trade at WeChat Pay once the sweep runs', async () => {
    const { orderId, paymentNo } = await openedPayment();
    await sweepOrders(ctx.app, Date.now() + 24 * 3600_000);
    expect((await kit.order(orderId)).status).toBe(4);
    await reconcilePayments(ctx.app.deps);
    await reconcilePayments(ctx.app.deps);
    expect(ctx.wechat.closeCalls.get(paymentNo)).toBe(1);
    expect(ctx.wechat.trades.get(paymentNo)?.state).toBe('CLOSED');
  });
});
