import {
  CALLS,
  DEMANDS_PER_HOUR,
  type TDemandDetail,
  type TOrderWithLogistics,
  type TQuoteComparison,
  type TSellerDemand,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { topUp } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { demandInput, procurementKit, quoteInput, type TQuoteSeller } from '../../test/procurement-fixtures.js';
import { sweepOrders } from '../order/order-jobs.js';

const P = CALLS.procurement;
const Q = CALLS.quote;
const S = CALLS.sellerProcurement;
const O = CALLS.order;

/**
 * Trust: the buyer settles at the total they saw (no bait-and-switch), quotes revised since the
 * buyer's last look are marked, a demand whose order is cancelled unpaid reopens (the winner loses the
 * contact), and publishing demands is throttled.
 */
describeEachDb('procurement trust', (ctx) => {
  const kit = procurementKit(ctx);
  let sellerA: TQuoteSeller;
  let sellerB: TQuoteSeller;

  beforeAll(async () => {
    sellerA = await kit.seller();
    sellerB = await kit.seller();
  });

  const list = async (token: string, demandId: number) =>
    kit.expectOk(await ctx.call<TQuoteComparison>(Q.list.path, { demandId }, token), 'list');
  const sellerSees = async (token: string, demandId: number) =>
    kit.expectOk(await ctx.call<TSellerDemand>(S.detail.path, { demandId }, token), 'seller detail');

  describe('settle at the total the buyer saw', () => {
    it('answers 409 QUOTE_CHANGED naming the new total after a revision, and settles nothing', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const q = await kit.quote(sellerA.token, d, [100, 150.5]);
      const seen = (await list(b.token, d.id)).quotes[0]?.total;
      expect(seen).toBe(2301);
      // The seller revises to 99 999 a unit after the buyer looked.
      await kit.quote(sellerA.token, d, [99_999, 99_999]);
      const res = await ctx.call(Q.settle.path, { quoteId: q, addressId: b.address.id, total: seen }, b.token);
      expect(res).toMatchObject({
        status: 409,
        code: 'QUOTE_CHANGED',
        msg: '报价已更新为¥2199978.00，请确认后再成交',
      });
      expect(await kit.ordersOfDemand(d.id)).toEqual([]);
      expect(await kit.demandRow(d.id)).toMatchObject({ status: 1, settled_quote_id: null, order_id: null });
      expect((await kit.quoteRows(d.id)).map((r) => r.status)).toEqual([0]);
      expect(await sellerSees(sellerA.token, d.id)).toMatchObject({ contactPhone: null, contactName: null });

      // Confirmed at the new total: settled at exactly those prices.
      const ok = await ctx.call<{ orderIds: number[] }>(
        Q.settle.path,
        { quoteId: q, addressId: b.address.id, total: 2_199_978 },
        b.token,
      );
      expect(ok.status, ok.msg).toBe(200);
      const { order } = kit.expectOk(
        await ctx.call<TOrderWithLogistics>(O.selectSingleOrder1.path, { orderId: ok.data.orderIds[0] }, b.token),
        'order',
      );
      expect(order.goodsTotalPrice).toBe(2_199_978);
    });

    it('refuses a missing or bad total with 407 naming data.total, and settles nothing', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const q = await kit.quote(sellerA.token, d);
      for (const total of [undefined, 'x', -1, 0, 12.345, null, true, [2200], { total: 2200 }, '', 1e20]) {
        const res = await ctx.call(Q.settle.path, { quoteId: q, addressId: b.address.id, total }, b.token);
        expect(res.status, JSON.stringify(total)).toBe(407);
        expect(res.msg).toContain('data.total');
      }
      expect(await kit.ordersOfDemand(d.id)).toEqual([]);
      expect((await kit.demandRow(d.id)).status).toBe(1);
    });
  });

  describe('已更新: quotes revised since the buyer last looked', () => {
    it('marks a quote revised after the previous look once; a resubmission without change or a new quote is not', async () => {
      const b = await kit.buyer();
      const sellerC = await kit.seller();
      const d = await kit.publish(b.token);
      const qa = await kit.quote(sellerA.token, d, [100, 100]);
      const qb = await kit.quote(sellerB.token, d, [90, 90]);
      // The first look: nothing was seen before, so nothing is "updated".
      const first = await list(b.token, d.id);
      expect(first.quotes.map((q) => [q.id, q.isUpdated, q.revisedTime])).toEqual([
        [qa, false, null],
        [qb, false, null],
      ]);
      await new Promise((r) => setTimeout(r, 5));
      await kit.quote(sellerA.token, d, [95, 100]);
      await kit.quote(sellerB.token, d, [90, 90]);
      const qc = await kit.quote(sellerC.token, d, [80, 80]);
      const second = await list(b.token, d.id);
      expect(second.quotes.map((q) => [q.id, q.isUpdated])).toEqual([
        [qa, true],
        [qb, false],
        [qc, false],
      ]);
      expect(second.quotes[0]?.revisedTime).toBeGreaterThan(first.quotes[0]?.updateTime ?? 0);
      expect(second.quotes[1]?.revisedTime).toBeNull();
      // That answer was the new look: the mark is gone.
      expect((await list(b.token, d.id)).quotes.map((q) => q.isUpdated)).toEqual([false, false, false]);
      // A term alone is a revision too.
      await new Promise((r) => setTimeout(r, 5));
      await kit.quote(sellerB.token, d, [90, 90], { leadDays: 3 });
      expect((await list(b.token, d.id)).quotes.map((q) => q.isUpdated)).toEqual([false, true, false]);
    });
  });

  describe('a settled demand whose order is cancelled unpaid reopens', () => {
    async function settled() {
      const b = await kit.buyer();
      const d = await kit.publish(b.token, { title: `重新开放的采购需求${Math.random().toString(36).slice(2, 8)}` });
      const qa = await kit.quote(sellerA.token, d, [800, 300]);
      const qb = await kit.quote(sellerB.token, d, [700, 200]);
      const res = await ctx.call<{ orderIds: number[] }>(
        Q.settle.path,
        { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa) },
        b.token,
      );
      expect(res.status, res.msg).toBe(200);
      const orderId = res.data.orderIds[0] as number;
      // Settled: the winner sees the contact.
      expect(await sellerSees(sellerA.token, d.id)).toMatchObject({ contactPhone: '13900001111', orderId });
      return { b, d, qa, qb, orderId };
    }

    async function expectReopened(d: TDemandDetail, token: string, qa: number, qb: number, shown = 1) {
      expect(await kit.demandRow(d.id)).toMatchObject({
        status: 1,
        settled_quote_id: null,
        order_id: null,
        settled_at: null,
      });
      const detail = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, token), 'detail');
      expect(detail).toMatchObject({ status: shown, settledQuoteId: null, orderId: null });
      expect((await kit.quoteRows(d.id)).map((q) => [q.id, q.status])).toEqual([
        [qa, 0],
        [qb, 0],
      ]);
      // The winner no longer holds the buyer's contact, nor the order.
      const winner = await sellerSees(sellerA.token, d.id);
      expect(winner).toMatchObject({ contactName: null, contactPhone: null, orderId: null });
      expect(winner.myQuote).toMatchObject({ id: qa, status: 0 });
      const quoted = kit.expectOk(
        await ctx.call<TSellerDemand[]>(S.query.path, { scope: 'quoted', keyword: d.title }, sellerA.token),
        'seller query',
      );
      expect(quoted.find((x) => x.id === d.id)).toMatchObject({ contactPhone: null, myQuote: { status: 0 } });
    }

    it('on the buyer cancel: 已成交 → 报价中, the quotes live again, the winner may revise, the buyer settles again', async () => {
      const { b, d, qa, qb, orderId } = await settled();
      expect((await ctx.call(O.cancelOrder.path, { orderId }, b.token)).status).toBe(200);
      await expectReopened(d, b.token, qa, qb);
      // A second cancel changes nothing.
      expect((await ctx.call(O.cancelOrder.path, { orderId }, b.token)).status).toBe(409);
      // The winner may revise again; the buyer sees it marked and settles another quote.
      await list(b.token, d.id);
      await new Promise((r) => setTimeout(r, 5));
      await kit.quote(sellerA.token, d, [790, 300]);
      const after = await list(b.token, d.id);
      expect(after.quotes.map((q) => [q.id, q.isUpdated, q.status])).toEqual([
        [qa, true, 0],
        [qb, false, 0],
      ]);
      const again = await ctx.call<{ orderIds: number[] }>(
        Q.settle.path,
        { quoteId: qb, addressId: b.address.id, total: await kit.totalOf(qb) },
        b.token,
      );
      expect(again.status, again.msg).toBe(200);
      expect(await kit.demandRow(d.id)).toMatchObject({
        status: 3,
        settled_quote_id: qb,
        order_id: again.data.orderIds[0],
      });
      expect((await kit.quoteRows(d.id)).map((q) => [q.id, q.status])).toEqual([
        [qa, 2],
        [qb, 1],
      ]);
      expect(await sellerSees(sellerA.token, d.id)).toMatchObject({ contactPhone: null });
      expect(await sellerSees(sellerB.token, d.id)).toMatchObject({ contactPhone: '13900001111' });
    });

    it('on the unpaid-timeout sweep too; past its quote deadline it reads 已截止', async () => {
      const { b, d, qa, qb } = await settled();
      await kit.passDeadline(d.id);
      await sweepOrders(ctx.app, Date.now() + (ctx.app.deps.config.ORDER_PAY_MINUTES + 1) * 60_000);
      await expectReopened(d, b.token, qa, qb, 2);
      // Past its deadline no seller may revise, but a valid quote can still be settled.
      expect(await ctx.call(S.quote.path, quoteInput(d, [1, 1]), sellerA.token)).toMatchObject({
        status: 409,
        code: 'QUOTE_LATE',
      });
      const again = await ctx.call(
        Q.settle.path,
        { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa) },
        b.token,
      );
      expect(again.status, again.msg).toBe(200);
    });

    it('leaves a demand whose order was paid settled, however late the sweep', async () => {
      const { d, orderId, b } = await settled();
      await topUp(ctx, b.token, 20_000);
      const paid = await ctx.call(O.pay.path, { orderIds: [orderId], payType: 'aicoin' }, b.token);
      expect(paid).toMatchObject({ status: 200, data: { paid: true } });
      await sweepOrders(ctx.app, Date.now() + 24 * 3_600_000);
      expect(await kit.demandRow(d.id)).toMatchObject({ status: 3, order_id: orderId });
      expect(await sellerSees(sellerA.token, d.id)).toMatchObject({ contactPhone: '13900001111' });
    });
  });

  describe('publishing throttle', () => {
    it(`publishes ${DEMANDS_PER_HOUR} demands an hour per buyer, then 429 DEMAND_THROTTLED; refusals and drafts cost no slot`, async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      expect((await ctx.call(P.add.path, demandInput({ title: '短' }), b.token)).status).toBe(407);
      const draft = kit.expectOk(
        await ctx.call<{ id: number }>(P.add.path, demandInput({ draft: true, title: '限流前的草稿' }), b.token),
        'draft',
      );
      for (let i = 0; i < DEMANDS_PER_HOUR; i++) {
        const res = await ctx.call(P.add.path, demandInput({ title: `限流测试需求${i}` }), b.token);
        expect(res.status, res.msg).toBe(200);
      }
      expect(await ctx.call(P.add.path, demandInput({ title: '限流测试需求超出' }), b.token)).toMatchObject({
        status: 429,
        code: 'DEMAND_THROTTLED',
      });
      // Publishing a draft counts as well; saving one does not.
      expect(
        await ctx.call(P.update.path, { id: draft.id, ...demandInput({ title: '限流后发布草稿' }) }, b.token),
      ).toMatchObject({ status: 429, code: 'DEMAND_THROTTLED' });
      expect((await kit.demandRow(draft.id)).status).toBe(0);
      expect((await ctx.call(P.add.path, demandInput({ draft: true, title: '限流后的草稿' }), b.token)).status).toBe(
        200,
      );
      // Another buyer is not held back.
      expect((await ctx.call(P.add.path, demandInput(), other.token)).status).toBe(200);
      const published = await ctx.app.deps.db
        .selectFrom('procurement_demands')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', b.userId)
        .where('status', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(published.n)).toBe(DEMANDS_PER_HOUR);
    });
  });
});
