import type {
  TAiCoinAccount,
  TCartAddResult,
  TCartGroup,
  TOrder,
  TOrderWithLogistics,
  TPayResult,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSeller,
  buyerWithAddress,
  SHANGHAI_ADDRESS,
  stockOf,
  type TFixtureSeller,
  topUp as topUpVia,
} from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';
import { sweepOrders } from './order-jobs.js';

const ADD_ORDER = '/order/order/addOrder.json';
const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const PAY = '/order/pay/pay.json';
const DETAIL = '/order/order/selectSingleOrder1.json';
const CANCEL = '/order/order/cancelOrder.json';
const CART_ADD = '/product/api/shoppingCart/add.json';

describeEachDb('orders', (ctx) => {
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  beforeAll(async () => {
    a = await addSeller(ctx, [
      {
        title: '智能网关 Pro',
        standards: [
          [19_900, 50],
          [25_900, 3],
        ],
      },
      { title: '门窗传感器', standards: [[4_950, 100]] },
    ]);
    b = await addSeller(ctx, [{ title: '智能插座', standards: [[3_990, 20]] }]);
  });

  const buyer = () => buyerWithAddress(ctx);
  const topUp = (token: string, amount: number) => topUpVia(ctx, token, amount);

  /** Orders `number` units of a fixture product's first standard from its detail page; answers the order id. */
  async function orderNow(
    u: { token: string; address: { id: number } },
    product: { productId: number; standardIds: number[] },
    number = 1,
  ) {
    const created = await ctx.call<{ orderIds: number[] }>(
      FROM_DETAIL,
      { productId: product.productId, standardId: product.standardIds[0], number, addressId: u.address.id },
      u.token,
    );
    expect(created.status).toBe(200);
    return created.data.orderIds[0]!;
  }

  it('creates one order per seller from the cart, snapshots prices and reserves stock', async () => {
    const u = await buyer();
    const [gw, sensor] = a.products;
    const [plug] = b.products;
    const stockBefore = await stockOf(ctx, gw!.standardIds[0]!);
    const c1 = await ctx.call<TCartAddResult>(
      CART_ADD,
      { productId: gw!.productId, standardId: gw!.standardIds[0], number: 2 },
      u.token,
    );
    await ctx.call(CART_ADD, { productId: sensor!.productId, standardId: sensor!.standardIds[0], number: 3 }, u.token);
    const c3 = await ctx.call<TCartAddResult>(
      CART_ADD,
      { productId: plug!.productId, standardId: plug!.standardIds[0], number: 1 },
      u.token,
    );
    expect(c3.data.count).toBe(6);
    const cart = await ctx.call<TCartGroup[]>('/product/api/shoppingCart/query.json', {}, u.token);
    const cartIds = cart.data.flatMap((g) => g.productList.map((i) => i.id));
    expect(cartIds).toHaveLength(3);

    const created = await ctx.call<{ orderIds: number[] }>(
      ADD_ORDER,
      { cartIds, addressId: u.address.id, remark: '工作日送货' },
      u.token,
    );
    expect(created.status).toBe(200);
    expect(created.data.orderIds).toHaveLength(2);
    expect(await stockOf(ctx, gw!.standardIds[0]!)).toBe(stockBefore - 2);
    const after = await ctx.call<TCartGroup[]>('/product/api/shoppingCart/query.json', {}, u.token);
    expect(after.data).toEqual([]);
    expect(c1.data.number).toBe(2);

    const list = await ctx.call<TOrder[]>('/order/order/selectOrders.json', {}, u.token);
    expect((list as unknown as { total: number }).total).toBe(2);
    const orderA = list.data.find((o) => o.agentId === a.sellerId)!;
    expect(orderA.status).toBe(0);
    expect(orderA.goodsNum).toBe(5);
    expect(orderA.goodsTotalPrice).toBe(2 * 199 + 3 * 49.5);
    expect(orderA.orderTotalPrice).toBe(546.5);
    expect(orderA.remark).toBe('工作日送货');
    expect(orderA.address.fullText).toContain('上海市');
    expect(orderA.orderDetailList.map((l) => l.number).sort()).toEqual([2, 3]);

    // A later price change does not touch the order.
    await ctx.app.deps.db
      .updateTable('product_standards')
      .set({ price_fen: 1 })
      .where('id', '=', gw!.standardIds[0]!)
      .execute();
    const detail = await ctx.call<TOrderWithLogistics>(DETAIL, { orderId: orderA.id }, u.token);
    expect(detail.data.order.goodsTotalPrice).toBe(546.5);
    expect(detail.data.logisticsDetails).toBeNull();
    await ctx.app.deps.db
      .updateTable('product_standards')
      .set({ price_fen: 19_900 })
      .where('id', '=', gw!.standardIds[0]!)
      .execute();
  });

  it('refuses more than the stock and never lets it go negative', async () => {
    const u = await buyer();
    const [gw] = a.products;
    const standardId = gw!.standardIds[1]!;
    const left = await stockOf(ctx, standardId);
    const tooMany = await ctx.call(
      FROM_DETAIL,
      { productId: gw!.productId, standardId, number: left + 1, addressId: u.address.id },
      u.token,
    );
    expect(tooMany).toMatchObject({ status: 409, code: 'STOCK_SHORT' });
    expect(await stockOf(ctx, standardId)).toBe(left);
    const cartTooMany = await ctx.call(CART_ADD, { productId: gw!.productId, standardId, number: left + 1 }, u.token);
    expect(cartTooMany).toMatchObject({ status: 409, code: 'CART_STOCK_ROOM' });
  });

  it('takes the stock of every line of a cart in one go, and none of it when one line is short', async () => {
    const u = await buyer();
    const [gw, sensor] = a.products;
    const [plug] = b.products;
    const lines = [
      { productId: gw!.productId, standardId: gw!.standardIds[0]!, number: 2 },
      { productId: sensor!.productId, standardId: sensor!.standardIds[0]!, number: 3 },
      { productId: plug!.productId, standardId: plug!.standardIds[0]!, number: 1 },
    ];
    for (const line of lines) expect((await ctx.call(CART_ADD, line, u.token)).status).toBe(200);
    const cart = await ctx.call<TCartGroup[]>('/product/api/shoppingCart/query.json', {}, u.token);
    const cartIds = cart.data.flatMap((g) => g.productList.map((i) => i.id));
    const stocks = async () => Promise.all(lines.map((l) => stockOf(ctx, l.standardId)));
    const before = await stocks();

    // The sensor sells out after it went into the cart: the whole checkout is refused, naming it.
    const { db } = ctx.app.deps;
    await db.updateTable('product_standards').set({ stock: 2 }).where('id', '=', lines[1]!.standardId).execute();
    const refused = await ctx.call(ADD_ORDER, { cartIds, addressId: u.address.id }, u.token);
    expect(refused).toMatchObject({ status: 409, code: 'STOCK_SHORT' });
    expect(refused.msg).toContain('门窗传感器');
    expect(await stocks()).toEqual([before[0], 2, before[2]]);

    await db
      .updateTable('product_standards')
      .set({ stock: before[1]! })
      .where('id', '=', lines[1]!.standardId)
      .execute();
    const created = await ctx.call<{ orderIds: number[] }>(ADD_ORDER, { cartIds, addressId: u.address.id }, u.token);
    expect(created.status).toBe(200);
    expect(await stocks()).toEqual(before.map((n, i) => n - lines[i]!.number));
  });

  it('pays with AI币 once, debits once, and the ledger sums to the balance', async () => {
    const u = await buyer();
    const [, sensor] = a.products;
    await topUp(u.token, 100);
    const orderId = await orderNow(u, sensor!, 1);
    const paid = await ctx.call<TPayResult>(PAY, { orderIds: [orderId], payType: 'aicoin' }, u.token);
    expect(paid.status).toBe(200);
    expect(paid.data.paid).toBe(true);
    const again = await ctx.call(PAY, { orderIds: [orderId], payType: 'aicoin' }, u.token);
    expect(again).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
    const account = await ctx.call<TAiCoinAccount>('/AI/aiCurrency/selectOne.json', {}, u.token);
    expect(account.data).toEqual({ balance: 50.5, totalIn: 100, totalOut: 49.5 });
    const number = await ctx.call<number>('/AI/aiCurrency/selectNumber.json', {}, u.token);
    expect(number.data).toBe(50.5);
    const records = await ctx.call<{ amount: number; kind: string }[]>('/AI/aiCurrency/query.json', {}, u.token);
    expect(records.data.map((r) => [r.kind, r.amount])).toEqual([
      ['pay', -49.5],
      ['recharge', 100],
    ]);
    const order = await ctx.call<TOrderWithLogistics>(DETAIL, { orderId }, u.token);
    expect(order.data.order.status).toBe(1);
    expect(order.data.order.payType).toBe('aicoin');
  });

  it('refuses an AI币 payment the balance cannot cover and leaves the order unpaid', async () => {
    const u = await buyer();
    const [plug] = b.products;
    const orderId = await orderNow(u, plug!, 1);
    const res = await ctx.call(PAY, { orderIds: [orderId], payType: 'aicoin' }, u.token);
    expect(res).toMatchObject({ status: 409, code: 'AI_COIN_BALANCE_SHORT' });
    const order = await ctx.call<TOrderWithLogistics>(DETAIL, { orderId: orderId }, u.token);
    expect(order.data.order.status).toBe(0);
  });

  it('walks the sandbox gateway: cashier, signed notify, ship, confirm receipt, export', async () => {
    const u = await buyer();
    const [plug] = b.products;
    const orderId = await orderNow(u, plug!, 2);
    const pay = await ctx.call<TPayResult>(PAY, { orderIds: [orderId], payType: 'sandbox' }, u.token);
    expect(pay.data.payUrl).toMatch(/^\/pay\/sandbox\?paymentNo=PAY[0-9a-f]{32}$/);
    const cashier = await ctx.call<{ amount: number; status: number }>(
      '/pay/sandbox/query.json',
      { paymentNo: pay.data.paymentNo },
      u.token,
    );
    expect(cashier.data).toMatchObject({ amount: 79.8, status: 0 });
    const confirmed = await ctx.call<{ status: number }>(
      '/pay/sandbox/confirm.json',
      { paymentNo: pay.data.paymentNo },
      u.token,
    );
    expect(confirmed.data.status).toBe(1);
    let order = (await ctx.call<TOrderWithLogistics>(DETAIL, { orderId }, u.token)).data.order;
    expect(order.status).toBe(1);
    expect(order.payType).toBe('sandbox');

    // Only the order's seller ships it, and only once.
    const other = await a.login();
    expect(
      (
        await ctx.call(
          '/seller/api/order/ship.json',
          { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.call(
          '/seller/api/order/ship.json',
          { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
          u.token,
        )
      ).status,
    ).toBe(528);
    const sellerToken = await b.login();
    const own = await ctx.call<TOrder[]>('/seller/api/order/list.json', { status: 1 }, sellerToken);
    expect(own.data.map((o) => o.id)).toContain(orderId);
    expect(own.data.every((o) => o.agentId === b.sellerId && o.status === 1)).toBe(true);
    const others = await ctx.call<TOrder[]>('/seller/api/order/list.json', {}, other);
    expect(others.data.map((o) => o.id)).not.toContain(orderId);
    const shipped = await ctx.call(
      '/seller/api/order/ship.json',
      { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
      sellerToken,
    );
    expect(shipped.status).toBe(200);
    const twice = await ctx.call(
      '/seller/api/order/ship.json',
      { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
      sellerToken,
    );
    expect(twice).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
    const withLogistics = await ctx.call<TOrderWithLogistics>('/order/order/queryOrder.json', { orderId }, u.token);
    expect(withLogistics.data.order.status).toBe(2);
    // The demo is off: no trace is made up (DESIGN-OPERATE §D), the carrier's own page is linked instead.
    expect(withLogistics.data.logisticsDetails).toEqual({
      company: '顺丰速运',
      number: 'SF1234567890',
      shippedAt: expect.any(Number),
      traces: [],
      trackingUrl: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
    });

    expect((await ctx.call('/order/order/confirmReceipt.json', { orderId }, u.token)).status).toBe(200);
    expect(await ctx.call('/order/order/confirmReceipt.json', { orderId }, u.token)).toMatchObject({
      status: 409,
      code: 'ORDER_STATE_FORBIDS',
    });
    order = (await ctx.call<TOrderWithLogistics>(DETAIL, { orderId }, u.token)).data.order;
    expect(order.status).toBe(3);
    expect(order.receivedAt).toBeGreaterThan(0);
    // The buyer's receipt invents no 签收 step either: the trace stays the carrier's (none here).
    const received = await ctx.call<TOrderWithLogistics>('/order/order/queryOrder.json', { orderId }, u.token);
    expect(received.data.logisticsDetails?.traces).toEqual([]);

    const file = await ctx.app.inject({
      method: 'POST',
      url: '/order/order/exportProduct.json',
      payload: { data: { orderId }, accessToken: u.token },
    });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('订单商品-'));
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.rawPayload.toString('utf8');
    expect(text).toContain('订单编号,下单时间,店铺,商品名称');
    expect(text).toContain('智能插座');
    expect(text).toContain('79.80');
    // The amount paid closes the file (after freight and coupon, the figure an expense claim needs).
    expect(text).toContain(`\r\n实付,,,,,,,${order.orderTotalPrice.toFixed(2)},,,\r\n`);
  });

  it('cancels from 待付款 only, releases stock, and the sweep cancels overdue orders', async () => {
    const u = await buyer();
    const own = await addSeller(ctx, [{ title: '温湿度计', standards: [[2_990, 10]] }]);
    const [sensor] = own.products;
    const standardId = sensor!.standardIds[0]!;
    const before = 10;
    const mk = async () =>
      (
        await ctx.call<{ orderIds: number[] }>(
          FROM_DETAIL,
          { productId: sensor!.productId, standardId, number: 4, addressId: u.address.id },
          u.token,
        )
      ).data.orderIds[0]!;
    const first = await mk();
    expect(await stockOf(ctx, standardId)).toBe(before - 4);
    expect((await ctx.call('/order/order/cancelOrder.json', { orderId: first }, u.token)).status).toBe(200);
    expect(await stockOf(ctx, standardId)).toBe(before);
    const again = await ctx.call('/order/order/cancelOrder.json', { orderId: first }, u.token);
    expect(again).toMatchObject({ status: 409, code: 'ORDER_STATE_FORBIDS' });
    expect(again.msg).toContain('已取消');
    expect(await ctx.call(PAY, { orderIds: [first], payType: 'aicoin' }, u.token)).toMatchObject({
      status: 409,
      code: 'ORDER_STATE_FORBIDS',
    });

    const second = await mk();
    const pay = await ctx.call<TPayResult>(PAY, { orderIds: [second], payType: 'sandbox' }, u.token);
    // Thirty-one minutes later the sweep cancels it, on two "instances" at once: once.
    const later = Date.now() + 31 * 60_000;
    const unpaid = await ctx.app.deps.db.selectFrom('orders').select('id').where('status', '=', 0).execute();
    const [r1, r2] = await Promise.all([sweepOrders(ctx.app, later), sweepOrders(ctx.app, later)]);
    expect(r1.cancelled + r2.cancelled).toBe(unpaid.length);
    expect(unpaid.map((o) => o.id)).toContain(second);
    expect(await stockOf(ctx, standardId)).toBe(before);
    const detail = await ctx.call<TOrderWithLogistics>(DETAIL, { orderId: second }, u.token);
    expect(detail.data.order).toMatchObject({ status: 4, cancelReason: '超时未支付' });
    // Its gateway payment was closed: money that still arrives is marked for a refund, the order stays cancelled.
    const late = await ctx.call<{ status: number }>(
      '/pay/sandbox/confirm.json',
      { paymentNo: pay.data.paymentNo },
      u.token,
    );
    expect(late).toMatchObject({ status: 409, code: 'PAYMENT_CLOSED' });
  });

  it('hides other buyers\u2019 orders, addresses and cart items behind 404', async () => {
    const u = await buyer();
    const stranger = await buyer();
    const [plug] = b.products;
    const orderId = await orderNow(u, plug!, 1);
    for (const path of [
      DETAIL,
      '/order/order/queryOrder.json',
      '/order/order/cancelOrder.json',
      '/order/order/confirmReceipt.json',
      '/order/order/exportProduct.json',
    ]) {
      expect(await ctx.call(path, { orderId }, stranger.token), path).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
    }
    expect(await ctx.call(PAY, { orderIds: [orderId], payType: 'aicoin' }, stranger.token)).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    // Ordering with someone else's address.
    expect(
      await ctx.call(
        FROM_DETAIL,
        { productId: plug!.productId, standardId: plug!.standardIds[0], number: 1, addressId: u.address.id },
        stranger.token,
      ),
    ).toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
    const item = await ctx.call<TCartAddResult>(
      CART_ADD,
      { productId: plug!.productId, standardId: plug!.standardIds[0], number: 1 },
      u.token,
    );
    const notInCart = { status: 404, code: 'CART_ENTRY_NOT_FOUND' };
    expect(
      await ctx.call('/product/api/shoppingCart/delete.json', { ids: [item.data.id] }, stranger.token),
    ).toMatchObject(notInCart);
    expect(
      await ctx.call('/product/api/shoppingCart/update.json', { id: item.data.id, number: 2 }, stranger.token),
    ).toMatchObject(notInCart);
    expect(
      await ctx.call(ADD_ORDER, { cartIds: [item.data.id], addressId: stranger.address.id }, stranger.token),
    ).toMatchObject({ status: 404, code: 'CART_ENTRY_STALE' });
  });

  describe('bad payloads answer 407 naming the field', () => {
    it.each([
      [ADD_ORDER, { cartIds: [], addressId: 1 }, 'data.cartIds'],
      [ADD_ORDER, { cartIds: [1], addressId: 'x' }, 'data.addressId'],
      [FROM_DETAIL, { productId: 1, standardId: 1, number: 0, addressId: 1 }, 'data.number'],
      [FROM_DETAIL, { productId: 1, standardId: 1, number: 1.5, addressId: 1 }, 'data.number'],
      [PAY, { orderIds: [1], payType: 'cash' }, 'data.payType'],
      ['/order/order/selectOrders.json', { status: 9 }, 'data.status'],
      ['/order/order/cancelOrder.json', {}, 'data.orderId'],
      ['/AI/aiCurrency/addAiRecharge.json', { amount: 0.5, payType: 'sandbox' }, 'data.amount'],
      ['/AI/aiCurrency/addAiRecharge.json', { amount: 50_001, payType: 'sandbox' }, 'data.amount'],
      ['/AI/aiCurrency/addAiRecharge.json', { amount: 10.001, payType: 'sandbox' }, 'data.amount'],
      ['/seller/api/order/ship.json', { orderId: 1, logisticsCompany: '顺丰', logisticsNo: '#' }, 'data.logisticsNo'],
    ])('%s %j', async (path, data, field) => {
      const u = await registerAndLogin(ctx);
      const token = path.startsWith('/seller') ? await a.login() : u.token;
      const res = await ctx.call(path, data, token);
      expect(res.status).toBe(407);
      expect(res.msg).toContain(field);
    });
  });

  it('rejects a forged or mismatched notify and accepts replays once', async () => {
    const u = await buyer();
    await topUp(u.token, 10);
    const started = await ctx.call<{ paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 20, payType: 'sandbox' },
      u.token,
    );
    const paymentNo = started.data.paymentNo;
    const forged = await ctx.call('/pay/notify/sandbox.json', {
      paymentNo,
      tradeNo: 'SBX12345678',
      amountFen: 2000,
      paidAt: Date.now(),
      sign: 'a'.repeat(64),
    });
    expect(forged).toMatchObject({ status: 404, code: 'PAYMENT_SIGN_INVALID' });
    expect((await ctx.call<TAiCoinAccount>('/AI/aiCurrency/selectOne.json', {}, u.token)).data.balance).toBe(10);
    await Promise.all([1, 2, 3, 4, 5].map(() => ctx.call('/pay/sandbox/confirm.json', { paymentNo }, u.token)));
    expect((await ctx.call<TAiCoinAccount>('/AI/aiCurrency/selectOne.json', {}, u.token)).data.balance).toBe(30);
  });

  it('shows the seller the recipient\u2019s name, phone and street only once the order is paid', async () => {
    const u = await buyer();
    const [plug] = b.products;
    const orderId = await orderNow(u, plug!, 1);
    const sellerToken = await b.login();
    const find = async () =>
      (await ctx.call<TOrder[]>('/seller/api/order/list.json', { limit: 50 }, sellerToken)).data.find(
        (o) => o.id === orderId,
      );
    const unpaid = await find();
    expect(unpaid?.address).toMatchObject({ realname: '张*', telphone: '138****5678', street: '' });
    expect(unpaid?.address.fullText).toBe('上海市 市辖区 浦东新区 ****');
    expect(JSON.stringify(unpaid)).not.toContain('张江路');
    expect(JSON.stringify(unpaid)).not.toContain('13812345678');
    // The buyer always sees the full address of the own order.
    const own = await ctx.call<TOrderWithLogistics>(DETAIL, { orderId }, u.token);
    expect(own.data.order.address).toMatchObject({ telphone: '13812345678', street: SHANGHAI_ADDRESS.street });
    await topUp(u.token, 100);
    expect((await ctx.call(PAY, { orderIds: [orderId], payType: 'aicoin' }, u.token)).status).toBe(200);
    const paid = await find();
    expect(paid?.address).toMatchObject({ realname: '张三', telphone: '13812345678', street: SHANGHAI_ADDRESS.street });
  });

  it('holds at most 10 unpaid orders per buyer, also when the submits race', async () => {
    const u = await buyer();
    const [, sensor] = a.products;
    const line = {
      productId: sensor!.productId,
      standardId: sensor!.standardIds[0],
      number: 1,
      addressId: u.address.id,
    };
    const before = await stockOf(ctx, sensor!.standardIds[0]!);
    const answers = await Promise.all(Array.from({ length: 30 }, () => ctx.call(FROM_DETAIL, line, u.token)));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 409, code: 'TOO_MANY_UNPAID_ORDERS' });
    }
    // Refused orders took no stock.
    expect(await stockOf(ctx, sensor!.standardIds[0]!)).toBe(before - 10);
    // Paying (or cancelling) one makes room for one more.
    const first = (ok[0]!.data as { orderIds: number[] }).orderIds[0];
    expect((await ctx.call(CANCEL, { orderId: first }, u.token)).status).toBe(200);
    expect((await ctx.call(FROM_DETAIL, line, u.token)).status).toBe(200);
    expect(await ctx.call(FROM_DETAIL, line, u.token)).toMatchObject({ status: 409, code: 'TOO_MANY_UNPAID_ORDERS' });
  });

  it('lets only the buyer who owes a payment see it or pay it at the cashier', async () => {
    const u = await buyer();
    const stranger = await buyer();
    const [plug] = b.products;
    const orderId = await orderNow(u, plug!, 1);
    const pay = await ctx.call<TPayResult>(PAY, { orderIds: [orderId], payType: 'sandbox' }, u.token);
    const recharge = await ctx.call<{ paymentNo: string }>(
      '/AI/aiCurrency/addAiRecharge.json',
      { amount: 500, payType: 'sandbox' },
      u.token,
    );
    const sellerToken = await b.login();
    for (const paymentNo of [pay.data.paymentNo, recharge.data.paymentNo]) {
      for (const path of ['/pay/sandbox/query.json', '/pay/sandbox/confirm.json']) {
        // No token, or a seller's: log in first. Another buyer's token: the payment does not exist.
        expect((await ctx.call(path, { paymentNo })).status).toBe(528);
        expect((await ctx.call(path, { paymentNo }, sellerToken)).status).toBe(528);
        expect((await ctx.call(path, { paymentNo }, stranger.token)).status).toBe(404);
      }
    }
    // Nothing moved: the order is unpaid, no AI币 appeared from nothing, both payments are pending.
    expect((await ctx.call<TOrderWithLogistics>(DETAIL, { orderId }, u.token)).data.order.status).toBe(0);
    expect((await ctx.call<TAiCoinAccount>('/AI/aiCurrency/selectOne.json', {}, u.token)).data.balance).toBe(0);
    expect((await ctx.call<TAiCoinAccount>('/AI/aiCurrency/selectOne.json', {}, stranger.token)).data.balance).toBe(0);
    const pending = await ctx.app.deps.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', 'in', [pay.data.paymentNo ?? '', recharge.data.paymentNo])
      .execute();
    expect(pending.map((p) => p.status)).toEqual([0, 0]);
    // The owner pays.
    const paid = await ctx.call<{ status: number }>(
      '/pay/sandbox/confirm.json',
      { paymentNo: pay.data.paymentNo },
      u.token,
    );
    expect(paid.data.status).toBe(1);
  });

  it('answers bad values the database would refuse with 407, never 500', async () => {
    const u = await buyer();
    const [plug] = b.products;
    const nul = await ctx.call(
      FROM_DETAIL,
      {
        productId: plug!.productId,
        standardId: plug!.standardIds[0],
        number: 1,
        addressId: u.address.id,
        remark: 'a\u0000b',
      },
      u.token,
    );
    expect(nul.status).toBe(407);
    const huge = await ctx.call(DETAIL, { orderId: 2 ** 31 }, u.token);
    expect(huge.status).toBe(407);
    expect(huge.msg).toContain('data.orderId');
    // Lists take their defaults from an absent payload.
    const list = await ctx.call<TOrder[]>('/order/order/selectOrders.json', null, u.token);
    expect(list.status).toBe(200);
    expect((await ctx.call('/AI/aiCurrency/query.json', null, u.token)).status).toBe(200);
  });

  it('needs a login for every buying call', async () => {
    for (const path of [
      '/product/api/shoppingCart/query.json',
      ADD_ORDER,
      PAY,
      '/AI/aiCurrency/selectOne.json',
      '/order/address/selectAddress.json',
    ]) {
      expect((await ctx.call(path, {})).status, path).toBe(528);
    }
  });
});
