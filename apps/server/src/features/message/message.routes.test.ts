import { CALLS, RETURN_REASONS, STATUS, type TMessage } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { procurementKit } from '../../test/procurement-fixtures.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { writeMessage } from './message.service.js';

const M = CALLS.message;

describeEachDb('messages', (ctx) => {
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;
  let sellerToken: string;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能网关', standards: [[19_900, 100]] }]);
    sellerToken = await seller.login();
  });

  const orders = sellerKit(ctx);
  /** A buyer with ¥10 000 of AI币. */
  const buyer = () => orders.buyer(1_000_000);

  /** A paid order (待发货) of one gateway; answers its id and its line's id. */
  async function paidOrder(b: TQuickBuyer): Promise<{ orderId: number; lineId: number }> {
    const product = seller.products[0];
    if (!product) throw new Error('no product');
    const line = { productId: product.productId, standardId: product.standardIds[0] ?? 0, number: 1 };
    const orderId = await orders.order(b, seller, [line], 1);
    const [item] = await orders.itemsOf(orderId);
    return { orderId, lineId: item?.id ?? 0 };
  }

  async function messages(token: string) {
    const res = await ctx.call<TMessage[]>(M.query.path, { page: 1, limit: 20 }, token);
    expect(res.status).toBe(STATUS.OK);
    return { list: res.data, total: res.total ?? 0 };
  }

  async function unread(token: string): Promise<number> {
    const res = await ctx.call<{ unread: number }>(M.unreadCount.path, {}, token);
    expect(res.status).toBe(STATUS.OK);
    return res.data.unread;
  }

  describe('written by the mall', () => {
    it('the seller ship call tells the buyer, with a link to the order', async () => {
      const b = await buyer();
      const { orderId } = await paidOrder(b);
      const shipped = await ctx.call(
        CALLS.sellerOrder.ship.path,
        { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
        sellerToken,
      );
      expect(shipped.status).toBe(STATUS.OK);
      const { list, total } = await messages(b.token);
      expect(total).toBe(1);
      expect(list[0]).toMatchObject({
        kind: 'orderShipped',
        title: '订单已发货',
        link: `/order/detail?orderId=${orderId}`,
        isRead: false,
      });
      expect(list[0]?.content).toContain('SF1234567890');
    });

    it('a seller approving and rejecting after-sales tells the buyer; the buyer applying does not', async () => {
      const b = await buyer();
      const first = await paidOrder(b);
      const second = await paidOrder(b);
      const apply = (o: { orderId: number; lineId: number }) =>
        ctx.call<{ id: number }>(
          CALLS.afterSales.addProductReturn.path,
          { orderId: o.orderId, orderDetailId: o.lineId, returnType: 1, number: 1, reason: RETURN_REASONS[1][0] },
          b.token,
        );
      const a = await apply(first);
      const r = await apply(second);
      expect([a.status, r.status]).toEqual([STATUS.OK, STATUS.OK]);
      expect(await unread(b.token)).toBe(0);
      const S = CALLS.sellerAfterSales;
      expect((await ctx.call(S.approve.path, { id: a.data.id }, sellerToken)).status).toBe(STATUS.OK);
      expect((await ctx.call(S.reject.path, { id: r.data.id, reason: '商品无质量问题' }, sellerToken)).status).toBe(
        STATUS.OK,
      );
      const { list } = await messages(b.token);
      expect(list.map((m) => [m.kind, m.title])).toEqual([
        ['afterSales', '售后申请被拒绝'],
        ['afterSales', '退款申请已同意'],
      ]);
      expect(list[0]?.content).toContain('商品无质量问题');
      expect(list[0]?.link).toBe(`/order/service?orderId=${second.orderId}&orderDetailId=${second.lineId}`);
    });

    it('a seller receiving returned goods (退货退款) and shipping a replacement (换货) tells the buyer each time', async () => {
      const b = await buyer();
      const product = seller.products[0];
      if (!product) throw new Error('no product');
      const line = { productId: product.productId, standardId: product.standardIds[0] ?? 0, number: 1 };
      /** A shipped order's request of `returnType`, approved, with the buyer's parcel on its way back (3 待商家收货). */
      async function awaitingSeller(returnType: 2 | 3) {
        const orderId = await orders.order(b, seller, [line], 2);
        const lineId = (await orders.itemsOf(orderId))[0]?.id ?? 0;
        const applied = await ctx.call<{ id: number }>(
          CALLS.afterSales.addProductReturn.path,
          { orderId, orderDetailId: lineId, returnType, number: 1, reason: RETURN_REASONS[returnType][0] },
          b.token,
        );
        expect(applied.status, applied.msg).toBe(STATUS.OK);
        const id = applied.data.id;
        expect((await ctx.call(CALLS.sellerAfterSales.approve.path, { id }, sellerToken)).status).toBe(STATUS.OK);
        const parcel = { id, logisticsCompany: '中通快递', logisticsNo: `ZT${id}000001` };
        expect((await ctx.call(CALLS.afterSales.writeReturnLogsticsNo.path, parcel, b.token)).status).toBe(STATUS.OK);
        const row = await db()
          .selectFrom('product_returns')
          .select(['return_no', 'status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(3);
        return { id, orderId, lineId, returnNo: row.return_no };
      }
      const afterSales = async () => (await messages(b.token)).list.filter((m) => m.kind === 'afterSales');

      const refund = await awaitingSeller(2);
      const swap = await awaitingSeller(3);
      // The two approvals told the buyer; the buyer's own parcels did not.
      expect((await afterSales()).map((m) => m.title)).toEqual(['售后申请已同意', '售后申请已同意']);
      const S = CALLS.sellerAfterSales;
      expect((await ctx.call(S.receive.path, { id: refund.id }, sellerToken)).status).toBe(STATUS.OK);
      const received = (await afterSales())[0];
      expect(received).toMatchObject({
        title: '退货已签收，退款成功',
        isRead: false,
        link: `/order/service?orderId=${refund.orderId}&orderDetailId=${refund.lineId}`,
      });
      expect(received?.content).toContain(refund.returnNo);
      const shipped = await ctx.call(
        S.shipReplacement.path,
        { id: swap.id, logisticsCompany: '顺丰速运', logisticsNo: 'SF9876543210' },
        sellerToken,
      );
      expect(shipped.status, shipped.msg).toBe(STATUS.OK);
      const list = await afterSales();
      expect(list.map((m) => m.title)).toEqual([
        '换货商品已发出',
        '退货已签收，退款成功',
        '售后申请已同意',
        '售后申请已同意',
      ]);
      expect(list[0]).toMatchObject({
        isRead: false,
        link: `/order/service?orderId=${swap.orderId}&orderDetailId=${swap.lineId}`,
      });
      expect(list[0]?.content).toContain(swap.returnNo);
      // A refused repeat (the request is done) tells nothing more.
      expect((await ctx.call(S.receive.path, { id: refund.id }, sellerToken)).status).toBe(STATUS.CONFLICT);
      expect(await afterSales()).toHaveLength(4);
    });

    it("a seller's first quote tells the demand's owner; a revised quote does not", async () => {
      const kit = procurementKit(ctx);
      const owner = await kit.buyer();
      const s = await kit.seller();
      const demand = await kit.publish(owner.token, { title: '酒店客控系统采购' });
      await kit.quote(s.token, demand, [900, 300]);
      await kit.quote(s.token, demand, [880, 290]);
      const { list, total } = await messages(owner.token);
      expect(total).toBe(1);
      expect(list[0]).toMatchObject({
        kind: 'quoteReceived',
        title: '收到新报价',
        link: `/user/procurement/offer?id=${demand.id}`,
      });
      expect(list[0]?.content).toContain('酒店客控系统采购');
      // A second seller's first quote is news again.
      const other = await kit.seller();
      await kit.quote(other.token, demand);
      expect((await messages(owner.token)).total).toBe(2);
    });

    it('writing the same (user, kind, ref) twice keeps one message (a job may insert idempotently)', async () => {
      const b = await buyer();
      const message = {
        userId: b.userId,
        kind: 'couponExpiring' as const,
        ref: 'coupon:77',
        title: '优惠券即将过期',
        content: '您有一张优惠券将于明天过期',
        link: '/user/coupons',
      };
      expect(await writeMessage(db(), message)).toBe(true);
      expect(await writeMessage(db(), message)).toBe(false);
      expect((await messages(b.token)).total).toBe(1);
    });
  });

  describe('POST /user/message/{query,read,unreadCount}.json', () => {
    it('lists newest first, counts unread, reads one and then all', async () => {
      const b = await buyer();
      for (const [i, ref] of ['a', 'b', 'c'].entries()) {
        await writeMessage(
          db(),
          { userId: b.userId, kind: 'orderShipped', ref, title: `消息${i}`, content: '内容' },
          Date.now() + i,
        );
      }
      const { list, total } = await messages(b.token);
      expect(total).toBe(3);
      expect(list.map((m) => m.title)).toEqual(['消息2', '消息1', '消息0']);
      expect(await unread(b.token)).toBe(3);
      const one = await ctx.call<{ unread: number }>(M.read.path, { id: list[0]?.id }, b.token);
      expect(one).toMatchObject({ status: STATUS.OK, data: { unread: 2 } });
      expect((await messages(b.token)).list[0]?.isRead).toBe(true);
      const all = await ctx.call<{ unread: number }>(M.read.path, {}, b.token);
      expect(all).toMatchObject({ status: STATUS.OK, data: { unread: 0 } });
      expect(await unread(b.token)).toBe(0);
    });

    it("another buyer's message id answers 404 and stays unread", async () => {
      const b = await buyer();
      const other = await buyer();
      await writeMessage(db(), { userId: b.userId, kind: 'orderShipped', ref: 'x', title: '我的', content: '内容' });
      const id = (await messages(b.token)).list[0]?.id;
      const res = await ctx.call(M.read.path, { id }, other.token);
      expect(res).toMatchObject({ status: STATUS.NOT_FOUND, code: 'MESSAGE_NOT_FOUND' });
      expect(await unread(b.token)).toBe(1);
    });

    it("marking all read, listing and counting touch only the caller's own messages", async () => {
      const b = await buyer();
      const other = await buyer();
      for (const ref of ['mine-1', 'mine-2']) {
        await writeMessage(db(), { userId: b.userId, kind: 'orderShipped', ref, title: '我的', content: '内容' });
      }
      await writeMessage(db(), {
        userId: other.userId,
        kind: 'orderShipped',
        ref: 'theirs',
        title: '别人的',
        content: '内容',
      });
      const all = await ctx.call<{ unread: number }>(M.read.path, {}, other.token);
      expect(all).toMatchObject({ status: STATUS.OK, data: { unread: 0 } });
      expect(await unread(b.token)).toBe(2);
      const mine = await messages(b.token);
      expect(mine.total).toBe(2);
      expect(mine.list.every((m) => m.title === '我的' && !m.isRead)).toBe(true);
      const theirs = await messages(other.token);
      expect(theirs.list.map((m) => [m.title, m.isRead])).toEqual([['别人的', true]]);
    });

    it('names the field of a bad payload (407)', async () => {
      const b = await buyer();
      const q = await ctx.call(M.query.path, { page: 0 }, b.token);
      expect(q.status).toBe(STATUS.BAD_PAYLOAD);
      expect(q.msg).toContain('data.page');
      const r = await ctx.call(M.read.path, { id: 'abc' }, b.token);
      expect(r.status).toBe(STATUS.BAD_PAYLOAD);
      expect(r.msg).toContain('data.id');
      expect((await ctx.call(M.unreadCount.path, [], b.token)).status).toBe(STATUS.BAD_PAYLOAD);
    });

    it('refuses a guest and a seller token (528)', async () => {
      for (const call of [M.query, M.read, M.unreadCount]) {
        expect((await ctx.call(call.path, {})).status).toBe(STATUS.NOT_LOGGED_IN);
        expect((await ctx.call(call.path, {}, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
      }
    });
  });
});
