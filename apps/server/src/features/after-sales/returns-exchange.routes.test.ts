import { PRODUCT_STATUS, type TSellerProductReturn, type TServiceData } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, FIXTURE_RETURN_ADDRESS, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { sweepExchanges } from './after-sales-jobs.js';

const APPLY = '/order/productRetuen/addProductReturn.json';
const LOGISTICS = '/order/productRetuen/writeReturnLogsticsNo.json';
const SINGLE = '/order/productRetuen/selectSingle.json';
const CONFIRM = '/order/productRetuen/confirmReplacement.json';
const LIST = '/seller/api/productReturn/list.json';
const APPROVE = '/seller/api/productReturn/approve.json';
const SHIP_REPLACEMENT = '/seller/api/productReturn/shipReplacement.json';
const ADD_ADDRESS = '/seller/api/returnAddress/add.json';
const UPDATE_ADDRESS = '/seller/api/returnAddress/update.json';
const PARCEL = { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' };
const DAY = 86_400_000;
/** FIXTURE_RETURN_ADDRESS on one line. */
const FIXTURE_FULL = '广东省 深圳市 南山区 科技园南区高新南一道 8 号';

/** Return addresses on approval, the exchange's chosen standard and its confirmation (DESIGN-OPERATE §I). */
describeEachDb('after-sales: return addresses and exchanges', (ctx) => {
  const kit = sellerKit(ctx);
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let sellerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      {
        title: '智能门锁',
        standards: [
          [10_000, 1000],
          [12_000, 1000],
          [13_000, 1000],
        ],
      },
      { title: '智能插座', standards: [[2_500, 1000]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家的灯', standards: [[990, 100]] }]);
    sellerToken = await seller.login();
    otherToken = await other.login();
  });

  const std = (p: number, s: number) => ({
    productId: seller.products[p]!.productId,
    standardId: seller.products[p]!.standardIds[s]!,
  });

  /** A received order of one unit of the door lock's first standard and its request of `returnType`. */
  async function requested(returnType: 1 | 2 | 3, extra: Record<string, unknown> = {}) {
    const b = await kit.buyer();
    const orderId = await kit.order(b, seller, [{ ...std(0, 0), number: 1 }], 3);
    const [item] = await kit.itemsOf(orderId);
    const reason = returnType === 1 ? '其他' : '商品质量问题';
    const res = await ctx.call<{ id: number }>(
      APPLY,
      { orderId, orderDetailId: item!.id, returnType, number: 1, reason, ...extra },
      b.token,
    );
    return { b, orderId, itemId: item!.id, res };
  }

  async function service(b: TQuickBuyer, orderId: number): Promise<TServiceData> {
    const res = await ctx.call<TServiceData[]>(SINGLE, { orderId }, b.token);
    expect(res.status).toBe(200);
    return res.data[0]!;
  }

  describe('approving names a return address', () => {
    it("keeps the default's snapshot on the request: the buyer sees it, later edits do not move it, the message says it", async () => {
      const { b, orderId, res } = await requested(2, { description: '门锁无法识别指纹', images: [] });
      expect(res.status).toBe(200);
      expect((await service(b, orderId)).returnAddress).toBeNull();
      expect((await ctx.call(APPROVE, { id: res.data.id }, sellerToken)).status).toBe(200);
      const snapshot = {
        name: FIXTURE_RETURN_ADDRESS.realname,
        phone: FIXTURE_RETURN_ADDRESS.telphone,
        fullAddress: FIXTURE_FULL,
      };
      const sd = await service(b, orderId);
      expect(sd.returnAddress).toEqual(snapshot);
      expect(sd.productReturn).toMatchObject({ returnAddress: snapshot, description: '门锁无法识别指纹', images: [] });

      const [address] = await db()
        .selectFrom('return_addresses')
        .selectAll()
        .where('seller_id', '=', seller.sellerId)
        .execute();
      const { id: _id, seller_id: _s, is_default: _d, created_at: _c, ...fields } = address!;
      const edit = await ctx.call(
        UPDATE_ADDRESS,
        { ...fields, id: address!.id, street: '改过的地址 99 号仓库' },
        sellerToken,
      );
      expect(edit.status).toBe(200);
      expect((await service(b, orderId)).returnAddress).toEqual(snapshot);

      const message = await db()
        .selectFrom('user_messages')
        .select('content')
        .where('user_id', '=', b.userId)
        .where('ref', '=', `return:${res.data.id}:approve`)
        .executeTakeFirstOrThrow();
      expect(message.content).toContain(`退货地址：售后部 13800001234 ${FIXTURE_FULL}`);
      // The fixture address was edited: later approvals take the new text.
      await ctx.call(UPDATE_ADDRESS, { ...fields, id: address!.id }, sellerToken);
    });

    it('takes the address the seller names; another seller’s answers 404; none kept answers 409 saying what to do', async () => {
      const named = await ctx.call<{ id: number }>(
        ADD_ADDRESS,
        {
          realname: '北京仓',
          telphone: '13900003333',
          province: '110000',
          city: '110100',
          area: '110105',
          street: '酒仙桥路 10 号退货仓',
        },
        sellerToken,
      );
      const { b, orderId, res } = await requested(3);
      const foreign = await ctx.call<{ id: number }>(
        ADD_ADDRESS,
        {
          realname: '别家仓',
          telphone: '13900004444',
          province: '110000',
          city: '110100',
          area: '110105',
          street: '别家路 1 号仓库',
        },
        otherToken,
      );
      expect(await ctx.call(APPROVE, { id: res.data.id, returnAddressId: foreign.data.id }, sellerToken)).toMatchObject(
        {
          status: 404,
          code: 'RETURN_ADDRESS_NOT_FOUND',
        },
      );
      expect(await ctx.call(APPROVE, { id: res.data.id, returnAddressId: 'x' }, sellerToken)).toMatchObject({
        status: 407,
      });
      expect((await ctx.call(APPROVE, { id: res.data.id, returnAddressId: named.data.id }, sellerToken)).status).toBe(
        200,
      );
      expect((await service(b, orderId)).returnAddress).toEqual({
        name: '北京仓',
        phone: '13900003333',
        fullAddress: '北京市 市辖区 朝阳区 酒仙桥路 10 号退货仓',
      });

      const bare = await addSeller(ctx, [{ title: '无地址的店', standards: [[1_000, 100]] }]);
      await db().deleteFrom('return_addresses').where('seller_id', '=', bare.sellerId).execute();
      const bareToken = await bare.login();
      const buyer = await kit.buyer();
      const orderId2 = await kit.order(
        buyer,
        bare,
        [{ productId: bare.products[0]!.productId, standardId: bare.products[0]!.standardIds[0]!, number: 1 }],
        3,
      );
      const [item2] = await kit.itemsOf(orderId2);
      const r2 = await ctx.call<{ id: number }>(
        APPLY,
        { orderId: orderId2, orderDetailId: item2!.id, returnType: 2, number: 1, reason: '商品质量问题' },
        buyer.token,
      );
      const refused = await ctx.call(APPROVE, { id: r2.data.id }, bareToken);
      expect(refused).toMatchObject({ status: 409, code: 'RETURN_ADDRESS_MISSING' });
      expect(refused.msg).toContain('请先添加退货地址');
      expect((await service(buyer, orderId2)).status).toBe(1);
    });

    it('仅退款 carries no return address', async () => {
      const { b, orderId, res } = await requested(1);
      expect((await ctx.call(APPROVE, { id: res.data.id }, sellerToken)).status).toBe(200);
      expect((await service(b, orderId)).returnAddress).toBeNull();
    });
  });

  describe('换货 with a chosen standard', () => {
    it('keeps the standard asked for (default: the one bought) and the seller sees it', async () => {
      const chosen = await requested(3, { exchangeStandardId: std(0, 2).standardId });
      expect(chosen.res.status).toBe(200);
      const plain = await requested(3);
      const list = (await ctx.call<TSellerProductReturn[]>(LIST, { status: 1 }, sellerToken)).data;
      const mine = list.find((r) => r.id === chosen.res.data.id)!;
      expect(mine.exchangeStandardId).toBe(std(0, 2).standardId);
      expect(mine.exchangeStandardName).not.toBe('');
      expect(mine.exchangeStandardName).not.toBe(mine.standardName);
      expect(list.find((r) => r.id === plain.res.data.id)).toMatchObject({
        exchangeStandardId: std(0, 0).standardId,
        standardName: mine.standardName,
        exchangeStandardName: mine.standardName,
      });
    });

    it('refuses a standard of another product or one off sale (409), and one on another type (407)', async () => {
      expect((await requested(3, { exchangeStandardId: std(1, 0).standardId })).res).toMatchObject({
        status: 409,
        code: 'EXCHANGE_STANDARD_UNAVAILABLE',
      });
      const foreign = other.products[0]!.standardIds[0]!;
      expect((await requested(3, { exchangeStandardId: foreign })).res).toMatchObject({ status: 409 });
      expect((await requested(3, { exchangeStandardId: 99_999_999 })).res).toMatchObject({ status: 409 });
      const two = await requested(2, { exchangeStandardId: std(0, 1).standardId });
      expect(two.res.status).toBe(407);
      expect(two.res.msg).toContain('exchangeStandardId');
      // The product goes off sale after the purchase: no standard of it can be asked for any more.
      const b = await kit.buyer();
      const orderId = await kit.order(b, seller, [{ ...std(0, 0), number: 1 }], 3);
      const [item] = await kit.itemsOf(orderId);
      const products = () => db().updateTable('products').where('id', '=', std(0, 1).productId);
      await products().set({ status: PRODUCT_STATUS.OFF_SALE }).execute();
      try {
        const body = { orderId, orderDetailId: item!.id, returnType: 3, number: 1, reason: '商品质量问题' };
        expect(await ctx.call(APPLY, { ...body, exchangeStandardId: std(0, 1).standardId }, b.token)).toMatchObject({
          status: 409,
          code: 'EXCHANGE_STANDARD_UNAVAILABLE',
        });
      } finally {
        await products().set({ status: PRODUCT_STATUS.ON_SALE }).execute();
      }
    });
  });

  describe('换货中 until the buyer confirms or the days pass', () => {
    async function shipped() {
      const r = await requested(3, { exchangeStandardId: std(0, 1).standardId });
      const id = r.res.data.id;
      expect((await ctx.call(APPROVE, { id }, sellerToken)).status).toBe(200);
      expect((await ctx.call(LOGISTICS, { id, ...PARCEL }, r.b.token)).status).toBe(200);
      expect((await ctx.call(SHIP_REPLACEMENT, { id, ...PARCEL }, sellerToken)).status).toBe(200);
      return { ...r, id };
    }

    it('confirmReplacement: only the owner (404 otherwise, 528 for a seller or a guest), only in 换货中 (409), 407 on a bad id', async () => {
      const r = await requested(3);
      const early = await ctx.call(CONFIRM, { id: r.res.data.id }, r.b.token);
      expect(early).toMatchObject({ status: 409, code: 'RETURN_STATE_FORBIDS' });
      expect(early.msg).toContain('待审核');

      const s = await shipped();
      const stranger = await kit.buyer();
      expect(await ctx.call(CONFIRM, { id: s.id }, stranger.token)).toMatchObject({
        status: 404,
        code: 'RETURN_NOT_FOUND',
      });
      expect((await ctx.call(CONFIRM, { id: s.id }, sellerToken)).status).toBe(528);
      expect((await ctx.call(CONFIRM, { id: s.id })).status).toBe(528);
      const bad = await ctx.call(CONFIRM, { id: 'abc' }, s.b.token);
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('data.id');
      expect((await service(s.b, s.orderId)).status).toBe(7);

      expect((await ctx.call(CONFIRM, { id: s.id }, s.b.token)).status).toBe(200);
      const done = await service(s.b, s.orderId);
      expect(done.status).toBe(4);
      expect(done.productReturn!.statusText).toBe('换货完成');
      expect(await ctx.call(CONFIRM, { id: s.id }, s.b.token)).toMatchObject({
        status: 409,
        code: 'RETURN_STATE_FORBIDS',
      });
    });

    it(`the sweep completes a 换货中 request ${10} days after the replacement left, not before`, async () => {
      const s = await shipped();
      const days = ctx.app.deps.config.EXCHANGE_CONFIRM_DAYS;
      expect(days).toBe(10);
      await sweepExchanges(ctx.app, Date.now() + (days - 1) * DAY);
      expect((await service(s.b, s.orderId)).status).toBe(7);
      const run = await sweepExchanges(ctx.app, Date.now() + (days + 1) * DAY);
      expect(run.completed).toBeGreaterThanOrEqual(1);
      const sd = await service(s.b, s.orderId);
      expect(sd.status).toBe(4);
      expect(sd.productReturn!.doneAt).not.toBeNull();
    });
  });
});
