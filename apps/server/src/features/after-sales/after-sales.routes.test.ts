import {
  nextReturnStatus,
  RETURN_STATUS,
  type TOrderWithLogistics,
  type TReturnAction,
  type TReturnStatus,
  type TReturnType,
  type TSellerProductReturn,
  type TServiceData,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOffer, claim } from '../../test/coupon-fixtures.js';
import { addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { createOrders } from '../order/order-placement.service.js';

const APPLY = '/order/productRetuen/addProductReturn.json';
const CANCEL = '/order/productRetuen/cancelApply.json';
const LOGISTICS = '/order/productRetuen/writeReturnLogsticsNo.json';
const SINGLE = '/order/productRetuen/selectSingle.json';
const LIST = '/seller/api/productReturn/list.json';
const APPROVE = '/seller/api/productReturn/approve.json';
const REJECT = '/seller/api/productReturn/reject.json';
const RECEIVE = '/seller/api/productReturn/receive.json';
const SHIP_REPLACEMENT = '/seller/api/productReturn/shipReplacement.json';
const CONFIRM_REPLACEMENT = '/order/productRetuen/confirmReplacement.json';
const ORDER = '/order/order/selectSingleOrder1.json';
const PARCEL = { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' };

type TOrderState = 1 | 2 | 3;

/** Helpers of the after-sales suites: buyers with AI币, orders walked to a state through the services. */
function afterSalesKit(ctx: TTestContext) {
  const db = () => ctx.app.deps.db;

  const base = sellerKit(ctx);

  /** A paid order of the lines, walked to `state` (1 待发货, 2 待收货, 3 已收货, the default). */
  function order(
    b: TQuickBuyer,
    seller: TFixtureSeller,
    lines: { productId: number; standardId: number; number: number }[],
    { state = 3, ...options }: { state?: TOrderState; payType?: 'aicoin' | 'sandbox'; couponIds?: number[] } = {},
  ): Promise<number> {
    return base.order(b, seller, lines, state, options);
  }

  async function coins(userId: number) {
    const account = await db()
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const entries = await db()
      .selectFrom('ai_coin_ledger')
      .select(['kind', 'amount_fen', 'ref_no'])
      .where('user_id', '=', userId)
      .execute();
    return {
      balanceFen: Number(account?.balance_fen ?? 0),
      ledgerFen: entries.reduce((s, e) => s + Number(e.amount_fen), 0),
      refunds: entries.filter((e) => e.kind === 'refund'),
    };
  }

  return { buyer: base.buyer, order, coins, orderRow: base.orderRow, itemsOf: base.itemsOf };
}

describeEachDb('after-sales', (ctx) => {
  const kit = afterSalesKit(ctx);
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let sellerToken: string;
  let otherToken: string;
  const product = (i = 0, st = 0) => ({
    productId: seller.products[i]!.productId,
    standardId: seller.products[i]!.standardIds[st]!,
  });

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      {
        title: '智能门锁',
        standards: [
          [10_000, 1000],
          [12_000, 1000],
        ],
      },
      { title: '智能插座', standards: [[2_500, 1000]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家的灯', standards: [[990, 100]] }]);
    sellerToken = await seller.login();
    otherToken = await other.login();
  });

  async function apply(token: string, body: Record<string, unknown>) {
    return ctx.call<{ id: number }>(APPLY, body, token);
  }

  async function serviceData(token: string, orderId: number) {
    const res = await ctx.call<TServiceData[]>(SINGLE, { orderId }, token);
    expect(res.status).toBe(200);
    return res.data;
  }

  async function orderOf(token: string, orderId: number) {
    const res = await ctx.call<TOrderWithLogistics>(ORDER, { orderId }, token);
    expect(res.status).toBe(200);
    return res.data.order;
  }

  it('退货退款 walks 1 → 2 → 3 → 4: AI币 back through the ledger, stock back, the order closed when all is refunded', async () => {
    const b = await kit.buyer();
    const p = product(0, 0);
    const orderId = await kit.order(b, seller, [{ ...p, number: 2 }]);
    const [item] = await kit.itemsOf(orderId);
    const stock0 = await stockOf(ctx, p.standardId);
    const before = await kit.coins(b.userId);

    const applied = await apply(b.token, {
      orderId,
      orderDetailId: item!.id,
      returnType: 2,
      number: 2,
      reason: '商品质量问题',
      description: '屏幕不亮',
    });
    expect(applied.status).toBe(200);
    const id = applied.data.id;
    let [sd] = await serviceData(b.token, orderId);
    expect(sd).toMatchObject({ status: 1, returnType: 2, returnableNumber: 2, allowedTypes: [] });
    expect(sd!.productReturn).toMatchObject({
      id,
      number: 2,
      amount: 200,
      statusText: '待审核',
      returnTypeText: '退货退款',
    });

    const list = await ctx.call<TSellerProductReturn[]>(LIST, { status: 1 }, sellerToken);
    expect(list.status).toBe(200);
    expect(list.data.find((r) => r.id === id)?.address.realname).toBe('张三');
    expect((await ctx.call(APPROVE, { id }, sellerToken)).status).toBe(200);
    expect((await ctx.call(LOGISTICS, { id, ...PARCEL }, b.token)).status).toBe(200);
    [sd] = await serviceData(b.token, orderId);
    expect(sd).toMatchObject({ status: 3, returnLogistics: { company: '顺丰速运', number: 'SF1234567890' } });
    // The seller sees the buyer's parcel on its list before it confirms the goods came back.
    const waiting = await ctx.call<TSellerProductReturn[]>(LIST, { status: 3 }, sellerToken);
    expect(waiting.data.find((r) => r.id === id)).toMatchObject({
      returnLogistics: { company: '顺丰速运', number: 'SF1234567890', shippedAt: expect.any(Number) },
      backLogistics: null,
    });
    expect((await ctx.call(RECEIVE, { id }, sellerToken)).status).toBe(200);

    [sd] = await serviceData(b.token, orderId);
    expect(sd).toMatchObject({ status: 4, returnableNumber: 0, allowedTypes: [] });
    expect(sd!.productReturn).toMatchObject({ statusText: '退款成功', refundChannel: 'aicoin' });
    expect(await stockOf(ctx, p.standardId)).toBe(stock0 + 2);
    const after = await kit.coins(b.userId);
    expect(after.balanceFen - before.balanceFen).toBe(20_000);
    expect(after.balanceFen).toBe(after.ledgerFen);
    expect(after.refunds.map((r) => [Number(r.amount_fen), r.ref_no])).toEqual([[20_000, sd!.productReturn!.returnNo]]);
    const o = await orderOf(b.token, orderId);
    expect(o).toMatchObject({ status: 5, statusText: '已关闭', refundedPrice: 200 });
    expect(o.closedAt).toEqual(expect.any(Number));
    expect(o.orderDetailList[0]!.returnedNumber).toBe(2);
  });

  it('仅退款 on an unshipped order refunds on approval and restocks; a partial refund keeps the order open', async () => {
    const b = await kit.buyer();
    const p = product(1, 0);
    const orderId = await kit.order(b, seller, [{ ...p, number: 3 }], { state: 1 });
    const [item] = await kit.itemsOf(orderId);
    const stock0 = await stockOf(ctx, p.standardId);
    const applied = await apply(b.token, {
      orderId,
      orderDetailId: item!.id,
      returnType: 1,
      number: 1,
      reason: '不想要了/拍错了',
    });
    expect(applied.status).toBe(200);
    expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);
    expect(await stockOf(ctx, p.standardId)).toBe(stock0 + 1);
    const o = await orderOf(b.token, orderId);
    expect(o).toMatchObject({ status: 1, refundedPrice: 25, closedAt: null });
    expect(o.orderDetailList[0]!.returnedNumber).toBe(1);
    const [sd] = await serviceData(b.token, orderId);
    expect(sd).toMatchObject({ status: 4, returnableNumber: 2, allowedTypes: [] });
    const c = await kit.coins(b.userId);
    expect(c.balanceFen).toBe(c.ledgerFen);
    expect(c.refunds).toHaveLength(1);
  });

  it('refunds a coupon order by what each line was paid: every line back is exactly the paid total', async () => {
    const b = await kit.buyer();
    const offer = await addOffer(ctx, {
      scope: 'shop',
      sellerId: seller.sellerId,
      thresholdFen: 10_000,
      amountFen: 1_000,
    });
    const lines = [
      { ...product(0, 0), number: 3 },
      { ...product(1, 0), number: 1 },
    ];
    // 满100减10 over 300.00 + 25.00: the lock's line takes 9.23 of it, the plug's 0.77.
    const full = await kit.order(b, seller, lines, { state: 1, couponIds: [await claim(ctx, b.token, offer)] });
    const items = await kit.itemsOf(full);
    expect(items.map((i) => Number(i.discount_fen))).toEqual([923, 77]);
    expect(Number((await kit.orderRow(full)).total_fen)).toBe(31_500);
    const before = await kit.coins(b.userId);
    for (const item of items) {
      const applied = await apply(b.token, {
        orderId: full,
        orderDetailId: item.id,
        returnType: 1,
        number: item.number,
        reason: '不想要了/拍错了',
      });
      expect(applied.status).toBe(200);
      expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);
    }
    const closed = await kit.orderRow(full);
    expect(Number(closed.refunded_fen)).toBe(31_500);
    expect(closed.status).toBe(5);
    expect((await kit.coins(b.userId)).balanceFen - before.balanceFen).toBe(31_500);

    // A part of a line: its units' price less their share of the line's discount, rounded to the buyer.
    const part = await kit.order(b, seller, lines, {
      state: 1,
      couponIds: [
        await claim(
          ctx,
          b.token,
          await addOffer(ctx, { scope: 'shop', sellerId: seller.sellerId, thresholdFen: 10_000, amountFen: 1_000 }),
        ),
      ],
    });
    const [lockLine] = await kit.itemsOf(part);
    const applied = await apply(b.token, {
      orderId: part,
      orderDetailId: lockLine!.id,
      returnType: 1,
      number: 1,
      reason: '不想要了/拍错了',
    });
    const [sd] = (await serviceData(b.token, part)).filter((x) => x.productReturn?.id === applied.data.id);
    expect(sd?.productReturn?.amount).toBe(96.93);
    expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);
    expect(Number((await kit.orderRow(part)).refunded_fen)).toBe(9_693);
  });

  it('仅退款 after shipping does not restock (the goods are with the buyer)', async () => {
    const b = await kit.buyer();
    const p = product(1, 0);
    const orderId = await kit.order(b, seller, [{ ...p, number: 1 }], { state: 2 });
    const [item] = await kit.itemsOf(orderId);
    const stock0 = await stockOf(ctx, p.standardId);
    const applied = await apply(b.token, {
      orderId,
      orderDetailId: item!.id,
      returnType: 1,
      number: 1,
      reason: '其他',
    });
    expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);
    expect(await stockOf(ctx, p.standardId)).toBe(stock0);
    expect((await orderOf(b.token, orderId)).status).toBe(5);
  });

  it('换货 ships the replacement (backLogistics, 换货中) and ends with the buyer confirming it: no refund, stock unchanged', async () => {
    const b = await kit.buyer();
    const p = product(0, 1);
    const orderId = await kit.order(b, seller, [{ ...p, number: 1 }]);
    const [item] = await kit.itemsOf(orderId);
    const stock0 = await stockOf(ctx, p.standardId);
    const applied = await apply(b.token, {
      orderId,
      orderDetailId: item!.id,
      returnType: 3,
      number: 1,
      reason: '发错货',
    });
    const id = applied.data.id;
    expect((await ctx.call(APPROVE, { id }, sellerToken)).status).toBe(200);
    expect((await ctx.call(LOGISTICS, { id, ...PARCEL }, b.token)).status).toBe(200);
    const ship = await ctx.call(
      SHIP_REPLACEMENT,
      { id, logisticsCompany: '中通快递', logisticsNo: 'ZT99887766' },
      sellerToken,
    );
    expect(ship.status).toBe(200);
    const [shipped] = await serviceData(b.token, orderId);
    expect(shipped).toMatchObject({ status: 7, allowedTypes: [] });
    expect(shipped!.productReturn).toMatchObject({ statusText: '换货中', doneAt: null });
    expect(shipped!.productReturn!.replacementShippedAt).toBeGreaterThan(0);
    expect((await ctx.call(CONFIRM_REPLACEMENT, { id }, b.token)).status).toBe(200);
    const [sd] = await serviceData(b.token, orderId);
    expect(sd).toMatchObject({
      status: 4,
      returnType: 3,
      backLogistics: { company: '中通快递', number: 'ZT99887766' },
      returnableNumber: 1,
    });
    expect(sd!.productReturn).toMatchObject({ statusText: '换货完成', amount: 0, refundChannel: '' });
    expect(await stockOf(ctx, p.standardId)).toBe(stock0);
    expect((await kit.coins(b.userId)).refunds).toHaveLength(0);
    expect((await orderOf(b.token, orderId)).status).toBe(3);
  });

  it('a sandbox-paid order is refunded through its gateway payment; the payment is 已退款 once all went back', async () => {
    const b = await kit.buyer(0);
    const orderId = await kit.order(
      b,
      seller,
      [
        { ...product(1, 0), number: 1 },
        { ...product(0, 1), number: 1 },
      ],
      { payType: 'sandbox' },
    );
    const items = await kit.itemsOf(orderId);
    const paymentNo = (await kit.orderRow(orderId)).payment_no;
    const payment = () =>
      ctx.app.deps.db.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
    for (const [i, item] of items.entries()) {
      const applied = await apply(b.token, {
        orderId,
        orderDetailId: item.id,
        returnType: 1,
        number: 1,
        reason: '其他',
      });
      expect(applied.status).toBe(200);
      expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);
      if (i === 0) {
        expect(await payment()).toMatchObject({ status: 1 });
        expect(Number((await payment()).refunded_fen)).toBe(2_500);
        expect((await orderOf(b.token, orderId)).status).toBe(3);
      }
    }
    expect(await payment()).toMatchObject({ status: 3 });
    expect(Number((await payment()).refunded_fen)).toBe(14_500);
    const refunds = await ctx.app.deps.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_no', '=', paymentNo)
      .orderBy('id')
      .execute();
    expect(refunds.map((r) => [Number(r.amount_fen), r.status])).toEqual([
      [2_500, 1],
      [12_000, 1],
    ]);
    expect(refunds[0]!.trade_no).toMatch(/^SBXR/);
    expect((await kit.coins(b.userId)).refunds).toHaveLength(0);
    const o = await orderOf(b.token, orderId);
    expect(o).toMatchObject({ status: 5, refundedPrice: 145 });
  });

  it('takes no second request on a line once one has finished (the table: apply only from 0, 5, 6)', async () => {
    const b = await kit.buyer();
    const orderId = await kit.order(b, seller, [{ ...product(1, 0), number: 3 }]);
    const itemId = (await kit.itemsOf(orderId))[0]!.id;
    const first = await apply(b.token, { orderId, orderDetailId: itemId, returnType: 1, number: 1, reason: '其他' });
    expect((await ctx.call(APPROVE, { id: first.data.id }, sellerToken)).status).toBe(200);
    expect(
      await apply(b.token, { orderId, orderDetailId: itemId, returnType: 1, number: 1, reason: '其他' }),
    ).toMatchObject({
      status: 409,
      code: 'RETURN_STATE_FORBIDS',
      msg: '售后申请当前为「已完成」，不能申请售后',
    });
  });

  it('has the database refuse any refund past what was paid or bought, whatever the code does (CHECKs)', async () => {
    const b = await kit.buyer(0);
    const orderId = await kit.order(b, seller, [{ ...product(1, 0), number: 1 }], { payType: 'sandbox' });
    const [item] = await kit.itemsOf(orderId);
    const { db } = ctx.app.deps;
    const row = await kit.orderRow(orderId);
    const total = Number(row.total_fen);
    const refundOrder = (refunded_fen: number) =>
      db.updateTable('orders').set({ refunded_fen }).where('id', '=', orderId).execute();
    await expect(refundOrder(total + 1)).rejects.toThrow();
    await expect(refundOrder(-1)).rejects.toThrow();
    await expect(
      db.updateTable('order_items').set({ returned_num: 2 }).where('id', '=', item!.id).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('payments')
        .set({ refunded_fen: total + 1 })
        .where('payment_no', '=', row.payment_no)
        .execute(),
    ).rejects.toThrow();
    await expect(refundOrder(total)).resolves.toBeDefined();
  });

  describe('refusals before a request exists', () => {
    let b: TQuickBuyer;
    let received: number;
    let itemId: number;
    beforeAll(async () => {
      b = await kit.buyer();
      received = await kit.order(b, seller, [{ ...product(0, 0), number: 2 }]);
      itemId = (await kit.itemsOf(received))[0]!.id;
    });
    const base = () => ({ orderId: received, orderDetailId: itemId, returnType: 2, number: 1, reason: '发错货' });

    it('answers 407 naming the field for bad payloads', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ returnType: 4 }, 'data.returnType'],
        [{ number: 0 }, 'data.number'],
        [{ reason: '规格/型号不合适' }, 'data.reason'],
        [{ images: Array.from({ length: 7 }, () => `/files/2026/11/${'a'.repeat(24)}.jpg`) }, 'data.images'],
        [{ images: ['/etc/passwd'] }, 'data.images'],
      ];
      for (const [patch, field] of cases) {
        const res = await apply(b.token, { ...base(), ...patch });
        expect(res.status, JSON.stringify(patch)).toBe(407);
        expect(res.msg).toContain(field);
      }
      const bad = await ctx.call(LOGISTICS, { id: 1, logisticsCompany: '顺丰', logisticsNo: 'ab' }, b.token);
      expect(bad).toMatchObject({ status: 407 });
      expect(bad.msg).toContain('data.logisticsNo');
      const reject = await ctx.call(REJECT, { id: 1, reason: '' }, sellerToken);
      expect(reject.status).toBe(407);
      expect(reject.msg).toContain('data.reason');
    });

    it('refuses another buyer’s order and a line of another order with 404', async () => {
      const stranger = await kit.buyer();
      expect(await apply(stranger.token, base())).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
      expect(await ctx.call(SINGLE, { orderId: received }, stranger.token)).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
      const mine = await kit.order(b, seller, [{ ...product(1, 0), number: 1 }]);
      const foreignLine = (await kit.itemsOf(mine))[0]!.id;
      expect(await apply(b.token, { ...base(), orderDetailId: foreignLine })).toMatchObject({
        status: 404,
        code: 'ORDER_ITEM_NOT_FOUND',
      });
    });

    it('refuses by the order’s state, the type, the window, the number and foreign images', async () => {
      const unpaid = await createOrders(
        ctx.app.deps.db,
        b.userId,
        { lines: [{ ...product(1, 0), number: 1 }], addressId: b.address.id },
        { payMinutes: 30, maxUnpaid: 1000 },
      );
      const unpaidItem = (await kit.itemsOf(unpaid[0]!))[0]!.id;
      expect(
        await apply(b.token, {
          ...base(),
          orderId: unpaid[0],
          orderDetailId: unpaidItem,
          returnType: 1,
          reason: '其他',
        }),
      ).toMatchObject({ status: 409, code: 'RETURN_ORDER_STATE' });

      const waiting = await kit.order(b, seller, [{ ...product(1, 0), number: 1 }], { state: 1 });
      const waitingItem = (await kit.itemsOf(waiting))[0]!.id;
      expect(await apply(b.token, { ...base(), orderId: waiting, orderDetailId: waitingItem })).toMatchObject({
        status: 409,
        code: 'RETURN_TYPE_NOT_ALLOWED',
      });
      expect((await serviceData(b.token, waiting))[0]!.allowedTypes).toEqual([1]);

      expect(await apply(b.token, { ...base(), number: 3 })).toMatchObject({
        status: 409,
        code: 'RETURN_NUMBER_OVER',
        msg: '申请数量超过可售后数量（最多2件）',
      });
      expect(await apply(b.token, { ...base(), images: [`/files/2026/11/${'b'.repeat(24)}.jpg`] })).toMatchObject({
        status: 404,
        code: 'UPLOAD_NOT_OWNED',
      });

      const late = await kit.order(b, seller, [{ ...product(1, 0), number: 1 }]);
      const lateItem = (await kit.itemsOf(late))[0]!.id;
      const setReceived = (daysAgo: number) =>
        ctx.app.deps.db
          .updateTable('orders')
          .set({ received_at: Date.now() - daysAgo * 86_400_000 })
          .where('id', '=', late)
          .execute();
      await setReceived(8);
      expect(
        await apply(b.token, { ...base(), orderId: late, orderDetailId: lateItem, reason: '七天无理由退货' }),
      ).toMatchObject({ status: 409, code: 'RETURN_WINDOW_CLOSED', msg: '已超过售后期限（确认收货后7天内可申请）' });
      await setReceived(16);
      expect(await apply(b.token, { ...base(), orderId: late, orderDetailId: lateItem })).toMatchObject({
        status: 409,
        code: 'RETURN_WINDOW_CLOSED',
      });
      expect((await serviceData(b.token, late))[0]!.allowedTypes).toEqual([]);
    });

    it('keeps one open request per line', async () => {
      const first = await apply(b.token, base());
      expect(first.status).toBe(200);
      expect(await apply(b.token, { ...base(), returnType: 3 })).toMatchObject({
        status: 409,
        code: 'RETURN_ALREADY_OPEN',
      });
      expect((await ctx.call(CANCEL, { id: first.data.id }, b.token)).status).toBe(200);
      const [sd] = await serviceData(b.token, received);
      expect(sd).toMatchObject({ status: 5, allowedTypes: [1, 2, 3] });
      const again = await apply(b.token, base());
      expect(again.status).toBe(200);
      const [sd2] = await serviceData(b.token, received);
      expect(sd2!.history.map((r) => r.id)).toEqual([first.data.id]);
      expect((await ctx.call(REJECT, { id: again.data.id, reason: '照片不清晰' }, sellerToken)).status).toBe(200);
      const [sd3] = await serviceData(b.token, received);
      expect(sd3!.productReturn).toMatchObject({ status: 6, rejectReason: '照片不清晰' });
    });
  });

  it('hides requests from other buyers and other sellers (404), and each side’s token from the other’s calls (528)', async () => {
    const b = await kit.buyer();
    const orderId = await kit.order(b, seller, [{ ...product(1, 0), number: 1 }]);
    const itemId = (await kit.itemsOf(orderId))[0]!.id;
    const { data } = await apply(b.token, { orderId, orderDetailId: itemId, returnType: 2, number: 1, reason: '其他' });
    const stranger = await kit.buyer();
    expect(await ctx.call(CANCEL, { id: data.id }, stranger.token)).toMatchObject({
      status: 404,
      code: 'RETURN_NOT_FOUND',
    });
    expect(await ctx.call(LOGISTICS, { id: data.id, ...PARCEL }, stranger.token)).toMatchObject({ status: 404 });
    for (const path of [APPROVE, RECEIVE]) {
      expect(await ctx.call(path, { id: data.id }, otherToken)).toMatchObject({
        status: 404,
        code: 'RETURN_NOT_FOUND',
      });
    }
    expect(await ctx.call(REJECT, { id: data.id, reason: '不是我的单' }, otherToken)).toMatchObject({ status: 404 });
    const otherList = await ctx.call<TSellerProductReturn[]>(LIST, {}, otherToken);
    expect(otherList.data.some((r) => r.id === data.id)).toBe(false);

    for (const path of [LIST, APPROVE, REJECT, RECEIVE, SHIP_REPLACEMENT]) {
      expect((await ctx.call(path, { id: data.id }, b.token)).status, path).toBe(528);
    }
    for (const path of [APPLY, CANCEL, LOGISTICS, SINGLE]) {
      expect((await ctx.call(path, { id: data.id, orderId }, sellerToken)).status, path).toBe(528);
    }
    expect((await ctx.call(CANCEL, { id: data.id })).status).toBe(528);
  });

  describe('every transition of the table, allowed and refused', () => {
    const ACTIONS: TReturnAction[] = [
      'apply',
      'cancel',
      'approve',
      'reject',
      'writeLogistics',
      'receive',
      'shipReplacement',
      'confirmReplacement',
    ];
    const STATES: TReturnStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];
    let b: TQuickBuyer;
    let orderId: number;
    let items: { id: number; price_fen: number }[];

    beforeAll(async () => {
      b = await kit.buyer();
      // One line per return type, many units each, so the refunds of the table never reach the cap.
      orderId = await kit.order(b, seller, [
        { ...product(0, 0), number: 50 },
        { ...product(0, 1), number: 50 },
        { ...product(1, 0), number: 50 },
      ]);
      items = (await kit.itemsOf(orderId)).map((i) => ({ id: i.id, price_fen: Number(i.price_fen) }));
    });

    /** Puts a request of `type` on its line straight into `status` (the line's others are closed first). */
    async function requestIn(type: TReturnType, status: TReturnStatus): Promise<number | null> {
      const db = ctx.app.deps.db;
      const item = items[type - 1]!;
      await db
        .updateTable('product_returns')
        .set({ status: RETURN_STATUS.CANCELLED })
        .where('order_item_id', '=', item.id)
        .where('status', 'in', [1, 2, 3, 7])
        .execute();
      if (status === RETURN_STATUS.NONE) {
        await db.deleteFrom('product_returns').where('order_item_id', '=', item.id).execute();
        return null;
      }
      const now = Date.now();
      const row = await db
        .insertInto('product_returns')
        .values({
          return_no: `RTTEST${type}${status}${now}${Math.floor(Math.random() * 1e6)}`,
          order_id: orderId,
          order_item_id: item.id,
          user_id: b.userId,
          seller_id: seller.sellerId,
          return_type: type,
          status,
          number: 1,
          amount_fen: type === 3 ? 0 : item.price_fen,
          reason: '其他',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    function callFor(action: TReturnAction, type: TReturnType, id: number | null) {
      const item = items[type - 1]!;
      switch (action) {
        case 'apply':
          return apply(b.token, { orderId, orderDetailId: item.id, returnType: type, number: 1, reason: '其他' });
        case 'cancel':
          return ctx.call(CANCEL, { id }, b.token);
        case 'writeLogistics':
          return ctx.call(LOGISTICS, { id, ...PARCEL }, b.token);
        case 'approve':
          return ctx.call(APPROVE, { id }, sellerToken);
        case 'reject':
          return ctx.call(REJECT, { id, reason: '不符合售后条件' }, sellerToken);
        case 'receive':
          return ctx.call(RECEIVE, { id }, sellerToken);
        case 'shipReplacement':
          return ctx.call(SHIP_REPLACEMENT, { id, ...PARCEL }, sellerToken);
        case 'confirmReplacement':
          return ctx.call(CONFIRM_REPLACEMENT, { id }, b.token);
        case 'platformRefund':
          // The console's decision on an appeal: after-sales-appeal.routes.test.ts walks it.
          throw new Error('platformRefund is not a buyer or seller call');
      }
    }

    for (const type of [1, 2, 3] as TReturnType[]) {
      it(`type ${type}: each action from each state leads where RETURN_TRANSITIONS says, or 409`, async () => {
        const outcomes: string[] = [];
        const expected: string[] = [];
        for (const action of ACTIONS) {
          for (const from of STATES) {
            // Only `apply` starts without a request; the others need one to act on.
            if (from === 0 && action !== 'apply') continue;
            const id = await requestIn(type, from);
            const res = await callFor(action, type, id);
            const to = nextReturnStatus(from, action, type);
            const [sd] = (await serviceData(b.token, orderId)).filter((s) => s.orderDetailId === items[type - 1]!.id);
            outcomes.push(`${action} ${from} → ${res.status === 200 ? sd!.status : `${res.status} ${res.code ?? ''}`}`);
            const refusal =
              action === 'apply' && [1, 2, 3, 7].includes(from)
                ? '409 RETURN_ALREADY_OPEN'
                : '409 RETURN_STATE_FORBIDS';
            expected.push(`${action} ${from} → ${to === null ? refusal : to}`);
          }
        }
        expect(outcomes).toEqual(expected);
      });
    }
  });
});
