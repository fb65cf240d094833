import { beforeAll, expect, it } from 'vitest';
import {
  addBuyers,
  addSeller,
  type TFixtureProduct,
  type TFixtureSeller,
  type TQuickBuyer,
} from '../../test/fixtures.js';
import { describeWithGateways, payKit } from '../../test/gateway-apps.js';
import { tally } from '../../test/http-server.js';
import { applyReturn } from '../after-sales/after-sales.service.js';
import { approveReturn, writeReturnLogistics } from '../after-sales/after-sales-moves.service.js';
import { shipOrder } from '../order/order-fulfilment.service.js';
import { createOrders } from '../order/order-placement.service.js';
import { reconcilePayments } from './payment.service.js';

const PRICE_FEN = 6_600;
const RECEIVE = '/seller/api/productReturn/receive.json';
const CHANNELS = ['alipay', 'wechat'] as const;
type TChannel = (typeof CHANNELS)[number];

/**
 * Refunds of returned goods through the gateway that took the money (退货退款), raced: the seller's
 * receive clicked 10 times at once refunds once at the gateway; partial refunds, WeChat's processing
 * refunds settled by their notify, and a refund the gateway failed sent later by the sweep, once.
 */
describeWithGateways('gateway refunds of returned goods', { alipay: {}, wechat: {} }, (ctx) => {
  let seller: TFixtureSeller;
  let sellerToken: string;
  let product: TFixtureProduct;
  const kit = payKit(ctx);
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      {
        title: '智能门锁',
        standards: [
          [PRICE_FEN, 1000],
          [PRICE_FEN, 1000],
        ],
        purchaseLimit: 1000,
      },
    ]);
    product = seller.products[0] as TFixtureProduct;
    sellerToken = await seller.login();
  });

  /** How many refund calls named this refund number at the channel's fake (repeats included). */
  function refundCalls(channel: TChannel, refundNo: string): number {
    return channel === 'alipay' ? ctx.alipay.refundCalls(refundNo) : (ctx.wechat.refundCalls.get(refundNo) ?? 0);
  }

  /**
   * A shipped order of one unit of each of `lines` standards (one request per line), paid through the
   * channel; answers its id, payment and lines.
   */
  async function paidShippedOrder(channel: TChannel, lines: 1 | 2) {
    const [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const [orderId] = (await createOrders(
      db(),
      buyer.userId,
      {
        lines: product.standardIds.slice(0, lines).map((standardId) => ({
          productId: product.productId,
          standardId,
          number: 1,
        })),
        addressId: buyer.address.id,
      },
      { payMinutes: 30, maxUnpaid: 1000 },
    )) as [number];
    const started = await kit.pay(buyer.token, [orderId], channel);
    expect(started.status, started.msg).toBe(200);
    const paymentNo = started.data.paymentNo as string;
    if (channel === 'alipay') {
      await fetch(started.data.payUrl as string);
      expect(await ctx.alipay.payTrade(paymentNo)).toMatchObject({ answer: 'success' });
    } else {
      expect(await ctx.wechat.payTrade(paymentNo)).toBe(204);
    }
    expect((await kit.order(orderId)).status).toBe(1);
    await shipOrder(db(), seller.sellerId, orderId, { company: '顺丰速运', number: `SF${orderId}0000000` });
    const items = await db()
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return { buyer, orderId, paymentNo, itemIds: items.map((i) => Number(i.id)) };
  }

  /** A 退货退款 request for the unit of a line walked to 待收货 (applied, approved, goods sent back); answers it. */
  async function returnSentBack(order: { buyer: TQuickBuyer; orderId: number; itemIds: number[] }, line = 0) {
    const { id } = await applyReturn(ctx.app.deps, order.buyer.userId, {
      orderId: order.orderId,
      orderDetailId: order.itemIds[line] as number,
      returnType: 2,
      number: 1,
      reason: '商品质量问题',
    });
    await approveReturn(ctx.app.deps, seller.sellerId, id);
    await writeReturnLogistics(db(), order.buyer.userId, {
      id,
      logisticsCompany: '顺丰速运',
      logisticsNo: `SF${id}0000001`,
    });
    const row = await db()
      .selectFrom('product_returns')
      .select(['return_no', 'amount_fen'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, returnNo: row.return_no, amountFen: Number(row.amount_fen) };
  }

  /** The seller's receive clicked 10 times at once: one moves the request, the rest are refused. */
  async function receiveTenTimes(id: number) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.call(RECEIVE, { id }, sellerToken)));
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
  }

  for (const channel of CHANNELS) {
    it(`${channel}: 10 concurrent receives refund one line of two once at the gateway; the second line completes the refund`, async () => {
      const order = await paidShippedOrder(channel, 2);
      const first = await returnSentBack(order, 0);
      expect(first.amountFen).toBe(PRICE_FEN);
      await receiveTenTimes(first.id);
      expect(refundCalls(channel, first.returnNo)).toBe(1);
      const refunds = await kit.refunds(order.paymentNo);
      expect(refunds.map((r) => [r.refund_no, r.status, Number(r.amount_fen)])).toEqual([
        [first.returnNo, 1, PRICE_FEN],
      ]);
      // A partial refund: the payment stays 已支付 with the refunded fen.
      const partly = await kit.payment(order.paymentNo);
      expect([partly.status, Number(partly.refunded_fen)]).toEqual([1, PRICE_FEN]);
      if (channel === 'alipay') expect(ctx.alipay.trade(order.paymentNo)?.refundedFen).toBe(PRICE_FEN);
      else expect(ctx.wechat.refunds.get(first.returnNo)).toMatchObject({ refundFen: PRICE_FEN, status: 'SUCCESS' });

      const second = await returnSentBack(order, 1);
      await receiveTenTimes(second.id);
      expect(refundCalls(channel, second.returnNo)).toBe(1);
      const total = Number((await kit.order(order.orderId)).total_fen);
      const all = await kit.payment(order.paymentNo);
      expect([all.status, Number(all.refunded_fen)]).toEqual([3, total]);
      const sent = (await kit.refunds(order.paymentNo)).reduce((sum, r) => sum + Number(r.amount_fen), 0);
      expect(sent).toBe(total);
    });

    it(`${channel}: a refund the gateway failed stays processing and the sweep of two instances sends it later, once`, async () => {
      const other = await ctx.secondApp();
      const order = await paidShippedOrder(channel, 1);
      const request = await returnSentBack(order);
      if (channel === 'alipay') ctx.alipay.failNext('alipay.trade.refund');
      else ctx.wechat.failNext(500, 'SYSTEM_ERROR', '系统繁忙，请稍后再试');
      await receiveTenTimes(request.id);
      const [waiting] = await kit.refunds(order.paymentNo);
      expect([waiting?.status, waiting?.attempts]).toEqual([0, 1]);
      expect(waiting?.last_error).not.toBe('');
      expect(refundCalls(channel, request.returnNo)).toBe(0);
      // The money is already counted on the payment: nothing else can take it meanwhile.
      expect(Number((await kit.payment(order.paymentNo)).refunded_fen)).toBe(request.amountFen);

      // Not due yet: the sweep leaves it for its next attempt.
      await reconcilePayments(ctx.app.deps, Date.now());
      expect(refundCalls(channel, request.returnNo)).toBe(0);
      const later = Date.now() + 11_000;
      await Promise.all([reconcilePayments(ctx.app.deps, later), reconcilePayments(other.deps, later)]);
      expect(refundCalls(channel, request.returnNo)).toBe(1);
      const [sent] = await kit.refunds(order.paymentNo);
      expect(sent?.status).toBe(1);
      await reconcilePayments(ctx.app.deps, Date.now() + 3600_000);
      expect(refundCalls(channel, request.returnNo)).toBe(1);
    });
  }

  it('wechat: a refund WeChat is still processing stays processing until its notify settles it', async () => {
    ctx.wechat.settings.refundsProcessing = true;
    try {
      const order = await paidShippedOrder('wechat', 1);
      const request = await returnSentBack(order);
      await receiveTenTimes(request.id);
      expect(refundCalls('wechat', request.returnNo)).toBe(1);
      const atFake = ctx.wechat.refunds.get(request.returnNo);
      expect(atFake).toMatchObject({ status: 'PROCESSING', refundFen: request.amountFen });
      const [processing] = await kit.refunds(order.paymentNo);
      expect([processing?.status, processing?.trade_no]).toEqual([0, atFake?.refundId]);

      expect(await ctx.wechat.completeRefund(request.returnNo)).toBe(204);
      const [settled] = await kit.refunds(order.paymentNo);
      expect(settled?.status).toBe(1);
      // The notify again (WeChat retries) and the sweep change nothing.
      expect(await ctx.wechat.completeRefund(request.returnNo)).toBe(204);
      await reconcilePayments(ctx.app.deps, Date.now() + 3600_000);
      expect(refundCalls('wechat', request.returnNo)).toBe(1);
      expect((await kit.refunds(order.paymentNo)).map((r) => r.status)).toEqual([1]);
      const payment = await kit.payment(order.paymentNo);
      expect([payment.status, Number(payment.refunded_fen)]).toEqual([3, Number(payment.amount_fen)]);
    } finally {
      ctx.wechat.settings.refundsProcessing = false;
    }
  });
});
