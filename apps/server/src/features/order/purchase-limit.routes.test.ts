import type {
  TCartGroup,
  TOrder,
  TOrderWithLogistics,
  TProductDetail,
  TSellerProduct,
  TSellerPurchaseLimit,
  TStandard,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, buyerWithAddress, stockOf, type TFixtureSeller, topUp } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const ADD_ORDER = '/order/order/addOrder.json';
const CANCEL = '/order/order/cancelOrder.json';
const PAY = '/order/pay/pay.json';
const DETAIL = '/order/order/selectSingleOrder1.json';
const CART_ADD = '/product/api/shoppingCart/add.json';
const CART_QUERY = '/product/api/shoppingCart/query.json';
const CART_SET = '/product/api/shoppingCart/update.json';
const PRODUCT = '/product/api/product/details.json';
const STOCKS = '/product/api/standardStock/getStocks.json';
const SET_LIMIT = '/seller/api/product/setPurchaseLimit.json';
const SELLER_LIST = '/seller/api/product/list.json';

type TBuyer = Awaited<ReturnType<typeof buyerWithAddress>>;

/**
 * 限购 (DESIGN-OPERATE §G): one account can no longer hold a SKU's whole stock with
 * unpaid orders; the default limit, the seller's own, the cart, the seller's call and the hold time.
 */
describeEachDb('purchase limits (限购)', (ctx) => {
  const buyer = (): Promise<TBuyer> => buyerWithAddress(ctx);

  /** Orders `number` units of a standard from its detail page; answers the whole envelope. */
  function orderNow(u: TBuyer, productId: number, standardId: number, number: number) {
    return ctx.call<{ orderIds: number[] }>(
      FROM_DETAIL,
      { productId, standardId, number, addressId: u.address.id },
      u.token,
    );
  }

  /** The buyer's unpaid units of one standard, read from the orders they can see. */
  async function unpaidUnits(u: TBuyer, standardId: number): Promise<number> {
    const list = await ctx.call<TOrder[]>('/order/order/selectOrders.json', { status: 0, limit: 50 }, u.token);
    return list.data
      .flatMap((o) => o.orderDetailList)
      .filter((l) => l.standardId === standardId)
      .reduce((n, l) => n + l.number, 0);
  }

  describe('the attack: one account holds a SKU with unpaid orders', () => {
    let product: { productId: number; standardIds: number[] };
    beforeAll(async () => {
      const seller = await addSeller(ctx, [{ title: '智能门锁 爆款', standards: [[99_900, 260]] }]);
      product = seller.products[0]!;
    });

    it('keeps one buyer within 20% of the stock through many orders, the cart and cancel-and-reorder; others still buy', async () => {
      const { productId } = product;
      const standardId = product.standardIds[0]!;
      const attacker = await buyer();

      // The whole stock in one order: refused, nothing held (main answered 200 and the SKU read 0).
      const whole = await orderNow(attacker, productId, standardId, 260);
      expect(whole).toMatchObject({ status: 409, code: 'PURCHASE_LIMIT' });
      expect(whole.msg).toBe('「智能门锁 爆款」每人限购52件，您已有0件待付款');
      expect(await stockOf(ctx, standardId)).toBe(260);

      // Many smaller orders: they pass only while the unpaid units stay within 20% of the stock left.
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await orderNow(attacker, productId, standardId, 10));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused).toMatchObject({ status: 409, code: 'PURCHASE_LIMIT' });
      }
      expect(await unpaidUnits(attacker, standardId)).toBe(40);
      expect(await stockOf(ctx, standardId)).toBe(220);

      // Through the cart: the entry is capped, and an order from it is refused with the cart kept.
      const tooMuch = await ctx.call(CART_ADD, { productId, standardId, number: 100 }, attacker.token);
      expect(tooMuch).toMatchObject({ status: 409, code: 'CART_PURCHASE_LIMIT' });
      expect(await ctx.call(CART_ADD, { productId, standardId, number: 20 }, attacker.token)).toMatchObject({
        status: 200,
      });
      const cart = await ctx.call<TCartGroup[]>(CART_QUERY, {}, attacker.token);
      const cartIds = cart.data.flatMap((g) => g.productList.map((l) => l.id));
      const fromCart = await ctx.call(ADD_ORDER, { cartIds, addressId: attacker.address.id }, attacker.token);
      expect(fromCart).toMatchObject({ status: 409, code: 'PURCHASE_LIMIT' });
      expect(fromCart.msg).toBe('「智能门锁 爆款」每人限购44件，您已有40件待付款');
      expect((await ctx.call<TCartGroup[]>(CART_QUERY, {}, attacker.token)).data).toHaveLength(1);
      expect(await stockOf(ctx, standardId)).toBe(220);

      // Cancel and reorder, again and again: the hold never grows past the limit.
      for (let round = 0; round < 3; round++) {
        const unpaid = await ctx.call<TOrder[]>(
          '/order/order/selectOrders.json',
          { status: 0, limit: 50 },
          attacker.token,
        );
        for (const o of unpaid.data) {
          expect(await ctx.call(CANCEL, { orderId: o.id }, attacker.token)).toMatchObject({ status: 200 });
        }
        expect(await stockOf(ctx, standardId)).toBe(260);
        expect(await orderNow(attacker, productId, standardId, 260)).toMatchObject({ code: 'PURCHASE_LIMIT' });
        expect(await orderNow(attacker, productId, standardId, 52)).toMatchObject({ status: 200 });
        expect(await orderNow(attacker, productId, standardId, 1)).toMatchObject({ code: 'PURCHASE_LIMIT' });
        expect(await unpaidUnits(attacker, standardId)).toBe(52);
        expect(await stockOf(ctx, standardId)).toBe(208);
      }

      // Everyone else still buys.
      const other = await buyer();
      expect(await orderNow(other, productId, standardId, 10)).toMatchObject({ status: 200 });
      expect(await stockOf(ctx, standardId)).toBe(198);
      const detail = await ctx.call<TStandard[]>(STOCKS, { productId }, other.token);
      expect(detail.data[0]).toMatchObject({ stock: 198, purchaseLimit: 39 });
    });
  });

  describe('the limit', () => {
    let seller: TFixtureSeller;
    beforeAll(async () => {
      seller = await addSeller(ctx, [
        { title: '小库存插座', standards: [[3_990, 12]] },
        { title: '限购两件网关', standards: [[19_900, 1000]], purchaseLimit: 2 },
        {
          title: '两种规格的灯带',
          standards: [
            [9_900, 100],
            [12_900, 10],
          ],
        },
        { title: '付款后可再买', standards: [[1_000, 100]], purchaseLimit: 3 },
      ]);
    });

    it('is never below 5 by default, even on a small stock', async () => {
      const { productId, standardIds } = seller.products[0]!;
      const standardId = standardIds[0]!;
      const u = await buyer();
      const stocks = await ctx.call<TStandard[]>(STOCKS, { productId });
      expect(stocks.data[0]).toMatchObject({ stock: 12, purchaseLimit: 5 });
      expect(await orderNow(u, productId, standardId, 6)).toMatchObject({ status: 409, code: 'PURCHASE_LIMIT' });
      expect(await orderNow(u, productId, standardId, 3)).toMatchObject({ status: 200 });
      expect(await orderNow(u, productId, standardId, 2)).toMatchObject({ status: 200 });
      const over = await orderNow(u, productId, standardId, 1);
      expect(over).toMatchObject({ status: 409, code: 'PURCHASE_LIMIT' });
      expect(over.msg).toBe('「小库存插座」每人限购5件，您已有5件待付款');
      expect(await stockOf(ctx, standardId)).toBe(7);
    });

    it('is the seller’s own when set, whatever the stock, and the detail says so', async () => {
      const { productId, standardIds } = seller.products[1]!;
      const standardId = standardIds[0]!;
      const detail = await ctx.call<TProductDetail>(PRODUCT, { id: productId });
      expect(detail.data).toMatchObject({ purchaseLimit: 2, hasPurchaseLimit: true });
      expect(detail.data.listStandar[0]).toMatchObject({ stock: 1000, purchaseLimit: 2 });
      const u = await buyer();
      expect(await orderNow(u, productId, standardId, 3)).toMatchObject({ code: 'PURCHASE_LIMIT' });
      expect(await orderNow(u, productId, standardId, 2)).toMatchObject({ status: 200 });
      const again = await orderNow(u, productId, standardId, 1);
      expect(again.msg).toBe('「限购两件网关」每人限购2件，您已有2件待付款');
      // The limit is per buyer: another buyer has their own.
      expect(await orderNow(await buyer(), productId, standardId, 2)).toMatchObject({ status: 200 });
    });

    it('is per standard by default: 20% of each standard’s stock; the detail answers the largest', async () => {
      const { productId, standardIds } = seller.products[2]!;
      const detail = await ctx.call<TProductDetail>(PRODUCT, { id: productId });
      expect(detail.data).toMatchObject({ purchaseLimit: 20, hasPurchaseLimit: false });
      expect(detail.data.listStandar.map((s) => s.purchaseLimit)).toEqual([20, 5]);
      const u = await buyer();
      // Holding one standard's units does not count toward another's.
      expect(await orderNow(u, productId, standardIds[0]!, 20)).toMatchObject({ status: 200 });
      expect(await orderNow(u, productId, standardIds[1]!, 5)).toMatchObject({ status: 200 });
      expect(await orderNow(u, productId, standardIds[1]!, 1)).toMatchObject({ code: 'PURCHASE_LIMIT' });
    });

    it('counts unpaid orders only: paid ones free the buyer to buy again', async () => {
      const { productId, standardIds } = seller.products[3]!;
      const standardId = standardIds[0]!;
      const u = await buyer();
      await topUp(ctx, u.token, 100);
      const first = await orderNow(u, productId, standardId, 3);
      expect(first.status).toBe(200);
      expect(await orderNow(u, productId, standardId, 1)).toMatchObject({ code: 'PURCHASE_LIMIT' });
      expect(await ctx.call(PAY, { orderIds: first.data.orderIds, payType: 'aicoin' }, u.token)).toMatchObject({
        status: 200,
      });
      expect(await orderNow(u, productId, standardId, 3)).toMatchObject({ status: 200 });
    });

    it('holds an unpaid order’s stock 15 minutes by default', async () => {
      expect(ctx.config.ORDER_PAY_MINUTES).toBe(15);
      const { productId, standardIds } = seller.products[2]!;
      const u = await buyer();
      const created = await orderNow(u, productId, standardIds[0]!, 1);
      const { order } = (await ctx.call<TOrderWithLogistics>(DETAIL, { orderId: created.data.orderIds[0] }, u.token))
        .data;
      expect(order.payDeadline - order.createdAt).toBe(15 * 60_000);
    });
  });

  describe('POST /seller/api/product/setPurchaseLimit.json', () => {
    let seller: TFixtureSeller;
    let other: TFixtureSeller;
    let token: string;
    let otherToken: string;
    beforeAll(async () => {
      seller = await addSeller(ctx, [
        {
          title: '热卖智能音箱',
          standards: [
            [29_900, 100],
            [39_900, 30],
          ],
        },
      ]);
      other = await addSeller(ctx, [{ title: '别家的商品', standards: [[100, 10]] }]);
      [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    });

    it('sets and clears the seller’s 限购, shown in its list and kept by the next orders', async () => {
      const { productId, standardIds } = seller.products[0]!;
      const set = await ctx.call<TSellerPurchaseLimit>(SET_LIMIT, { productId, limit: 3 }, token);
      expect(set).toMatchObject({
        status: 200,
        data: {
          productId,
          purchaseLimit: 3,
          standards: [
            { id: standardIds[0], purchaseLimit: 3 },
            { id: standardIds[1], purchaseLimit: 3 },
          ],
        },
      });
      const list = await ctx.call<TSellerProduct[]>(SELLER_LIST, {}, token);
      expect(list.data.find((p) => p.id === productId)).toMatchObject({
        purchaseLimit: 3,
        standards: [{ purchaseLimit: 3 }, { purchaseLimit: 3 }],
      });
      const u = await buyer();
      expect(await orderNow(u, productId, standardIds[0]!, 4)).toMatchObject({ code: 'PURCHASE_LIMIT' });
      expect(await orderNow(u, productId, standardIds[0]!, 3)).toMatchObject({ status: 200 });

      // Back to the default: 20% of each standard's stock (97 left of the first), at least 5.
      const cleared = await ctx.call<TSellerPurchaseLimit>(SET_LIMIT, { productId, limit: null }, token);
      expect(cleared.data).toEqual({
        productId,
        purchaseLimit: null,
        standards: [
          { id: standardIds[0], purchaseLimit: 19 },
          { id: standardIds[1], purchaseLimit: 6 },
        ],
      });
      expect(await orderNow(u, productId, standardIds[0]!, 16)).toMatchObject({ status: 200 });
      const detail = await ctx.call<TProductDetail>(PRODUCT, { id: productId });
      expect(detail.data).toMatchObject({ hasPurchaseLimit: false });
    });

    it('answers 404 for another seller’s product and 528 for a buyer’s token', async () => {
      const theirs = other.products[0]!.productId;
      expect(await ctx.call(SET_LIMIT, { productId: theirs, limit: 1 }, token)).toMatchObject({
        status: 404,
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(await ctx.call(SET_LIMIT, { productId: 999_999, limit: 1 }, token)).toMatchObject({
        status: 404,
        code: 'PRODUCT_NOT_FOUND',
      });
      const u = await buyer();
      expect(await ctx.call(SET_LIMIT, { productId: theirs, limit: 1 }, u.token)).toMatchObject({ status: 528 });
      expect(await ctx.call(SET_LIMIT, { productId: theirs, limit: 1 })).toMatchObject({ status: 528 });
      // Nothing changed on the other seller's product.
      const list = await ctx.call<TSellerProduct[]>(SELLER_LIST, {}, otherToken);
      expect(list.data[0]).toMatchObject({ purchaseLimit: null });
    });

    it('refuses a bad limit with 407 naming the field', async () => {
      const { productId } = seller.products[0]!;
      for (const limit of [0, -1, 10_000, 1.5, '两件', true, [3], {}, '']) {
        const res = await ctx.call(SET_LIMIT, { productId, limit }, token);
        expect(res.status, JSON.stringify(limit)).toBe(407);
        expect(res.msg).toContain('limit');
      }
      const missing = await ctx.call(SET_LIMIT, { productId }, token);
      expect(missing.status).toBe(407);
      expect(await ctx.call(SET_LIMIT, { limit: 3 }, token)).toMatchObject({ status: 407 });
      // Digits as text are not a number: integers are JSON numbers, as the API document says.
      expect(await ctx.call(SET_LIMIT, { productId, limit: '8' }, token)).toMatchObject({
        status: 407,
        field: 'limit',
      });
    });
  });

  describe('the cart', () => {
    it('never holds more of a standard than its 限购, and says so', async () => {
      const seller = await addSeller(ctx, [{ title: '限购三件摄像头', standards: [[19_900, 100]], purchaseLimit: 3 }]);
      const { productId, standardIds } = seller.products[0]!;
      const standardId = standardIds[0]!;
      const u = await buyer();
      const over = await ctx.call(CART_ADD, { productId, standardId, number: 4 }, u.token);
      expect(over).toMatchObject({ status: 409, code: 'CART_PURCHASE_LIMIT', msg: '该商品每人限购3件' });
      expect(await ctx.call(CART_ADD, { productId, standardId, number: 2 }, u.token)).toMatchObject({ status: 200 });
      const more = await ctx.call(CART_ADD, { productId, standardId, number: 2 }, u.token);
      expect(more).toMatchObject({ code: 'CART_PURCHASE_LIMIT', msg: '该商品每人限购3件，购物车中已有2件' });
      const cart = await ctx.call<TCartGroup[]>(CART_QUERY, {}, u.token);
      const id = cart.data[0]!.productList[0]!.id;
      expect(await ctx.call(CART_SET, { id, number: 4 }, u.token)).toMatchObject({ code: 'CART_PURCHASE_LIMIT' });
      expect(await ctx.call(CART_SET, { id, number: 3 }, u.token)).toMatchObject({ status: 200 });
    });
  });
});
