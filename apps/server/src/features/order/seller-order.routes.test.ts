import { CALLS, type TOrder, type TOrderWithLogistics } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, SHANGHAI_ADDRESS, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb, freshIp } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const S = CALLS.sellerOrder;

describeEachDb('seller orders: keyword, detail and export (workbench)', (ctx) => {
  const kit = sellerKit(ctx);
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let token: string;
  let otherToken: string;
  let buyer: TQuickBuyer;
  /** Ids: an unpaid order of the lock, a paid (待发货) one of the sensor and the lock, a shipped one of the bulb. */
  let unpaid: number;
  let paid: number;
  let shipped: number;
  let theirs: number;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      { title: '智能门锁 Pro', standards: [[129_900, 50]] },
      { title: '人体传感器 100%款', standards: [[9_900, 50]] },
      { title: '智能灯泡 E27', standards: [[2_900, 50]] },
    ]);
    other = await addSeller(ctx, [{ title: '智能门锁 别家', standards: [[99_900, 50]] }]);
    [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    buyer = await kit.buyer();
    const line = (s: TFixtureSeller, i: number, number = 1) => ({
      productId: s.products[i]!.productId,
      standardId: s.products[i]!.standardIds[0]!,
      number,
    });
    unpaid = await kit.order(buyer, seller, [line(seller, 0)], 0);
    paid = await kit.order(buyer, seller, [line(seller, 1, 2), line(seller, 0)], 1);
    shipped = await kit.order(buyer, seller, [line(seller, 2, 3)], 2);
    theirs = await kit.order(buyer, other, [line(other, 0)], 1);
  });

  const list = (data: unknown, t = token) => ctx.call<TOrder[]>(S.list.path, data, t);

  it('lists by a word of a line’s title or by the order number, LIKE characters literal', async () => {
    const all = await list({ page: 1, limit: 10 });
    expect(all).toMatchObject({ status: 200, total: 3 });
    expect(all.data.map((o) => o.id)).toEqual([shipped, paid, unpaid]);
    const locks = await list({ page: 1, limit: 10, keyword: '门锁' });
    expect(locks.data.map((o) => o.id)).toEqual([paid, unpaid]);
    expect(locks.total).toBe(2);
    const both = await list({ page: 1, limit: 10, keyword: '门锁 传感器' });
    expect(both.data.map((o) => o.id)).toEqual([paid]);
    expect((await list({ page: 1, limit: 10, keyword: '100%' })).data.map((o) => o.id)).toEqual([paid]);
    expect((await list({ page: 1, limit: 10, keyword: '%' })).total).toBe(1);
    expect((await list({ page: 1, limit: 10, keyword: '_' })).total).toBe(0);
    const orderNo = all.data.find((o) => o.id === shipped)!.orderNo;
    expect((await list({ page: 1, limit: 10, keyword: orderNo })).data.map((o) => o.id)).toEqual([shipped]);
    expect((await list({ page: 1, limit: 10, keyword: orderNo.slice(-8) })).data.map((o) => o.id)).toEqual([shipped]);
    expect((await list({ page: 1, limit: 10, status: 0, keyword: '门锁' })).data.map((o) => o.id)).toEqual([unpaid]);
    // The other seller's lock is never in this seller's answer.
    expect((await list({ page: 1, limit: 10, keyword: '别家' })).total).toBe(0);
    expect(await list({ page: 1, limit: 10, keyword: 'x'.repeat(31) })).toMatchObject({
      status: 407,
      msg: expect.stringContaining('data.keyword'),
    });
  });

  it('answers one order with logistics; the recipient masked until paid; another seller’s is 404', async () => {
    const open = await ctx.call<TOrderWithLogistics>(S.detail.path, { orderId: unpaid }, token);
    expect(open.status).toBe(200);
    expect(open.data.order).toMatchObject({ id: unpaid, status: 0, orderDetailList: [{ title: '智能门锁 Pro' }] });
    expect(open.data.order.address).toMatchObject({ realname: '张*', telphone: '138****5678', street: '' });
    expect(open.data.order.address.fullText).toMatch(/\*\*\*\*$/);
    expect(open.data.logisticsDetails).toBeNull();

    const sent = await ctx.call<TOrderWithLogistics>(S.detail.path, { orderId: shipped }, token);
    expect(sent.data.order.address).toMatchObject({
      realname: SHANGHAI_ADDRESS.realname,
      telphone: SHANGHAI_ADDRESS.telphone,
      street: SHANGHAI_ADDRESS.street,
    });
    expect(sent.data.logisticsDetails).toMatchObject({ company: '顺丰速运', number: 'SF0000000001' });

    expect(await ctx.call(S.detail.path, { orderId: theirs }, token)).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(await ctx.call(S.detail.path, { orderId: 999_999 }, token)).toMatchObject({ status: 404 });
    expect(await ctx.call(S.detail.path, { orderId: 'x' }, token)).toMatchObject({
      status: 407,
      msg: expect.stringContaining('data.orderId'),
    });
  });

  async function exportCsv(data: unknown, t = token) {
    return ctx.app.inject({
      method: 'POST',
      url: S.export.path,
      payload: { data, accessToken: t },
      remoteAddress: freshIp(),
    });
  }

  it('exports a CSV: BOM, Chinese headers, one row per line, newest first, masked until paid', async () => {
    const res = await exportCsv({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain("attachment; filename*=UTF-8''");
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]).toEqual([
      '订单号',
      '下单时间',
      '状态',
      '商品',
      '规格',
      '单价（元）',
      '数量',
      '优惠（元）',
      '实付（元）',
      '收货人',
      '电话',
      '地址',
      '物流公司',
      '物流单号',
      '发票类型',
      '发票抬头',
      '纳税人识别号',
      '开户银行',
      '银行账号',
      '注册地址',
      '注册电话',
      '收票邮箱',
    ]);
    const body = rows.slice(1);
    // shipped (1 line), paid (2 lines), unpaid (1 line): 4 rows, newest order first.
    expect(body.map((r) => [r[2], r[3], r[6]])).toEqual([
      ['待收货', '智能灯泡 E27', '3'],
      ['待发货', '人体传感器 100%款', '2'],
      ['待发货', '智能门锁 Pro', '1'],
      ['待付款', '智能门锁 Pro', '1'],
    ]);
    const [bulb, sensor, lock, open] = body as [string[], string[], string[], string[]];
    expect(bulb.slice(5, 14)).toEqual([
      '29.00',
      '3',
      '0.00',
      '87.00',
      SHANGHAI_ADDRESS.realname,
      SHANGHAI_ADDRESS.telphone,
      expect.stringContaining(SHANGHAI_ADDRESS.street),
      '顺丰速运',
      'SF0000000001',
    ]);
    expect(lock[8]).toBe('1497.00');
    expect(sensor[8]).toBe('1497.00');
    expect(lock[12]).toBe('');
    expect(open.slice(9, 12)).toEqual(['张*', '138****5678', expect.stringMatching(/\*\*\*\*$/)]);
    expect(open[11]).not.toContain('张江路');
    expect(open[0]).toMatch(/^\d{22}$/);
    // Filters as the list: status and keyword; another seller's orders never appear.
    const filtered = await exportCsv({ status: 1, keyword: '传感器' });
    const lines = filtered.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2);
    const mine = (await exportCsv({}, otherToken)).rawPayload.subarray(3).toString('utf8');
    expect(mine).toContain('智能门锁 别家');
    expect(mine).not.toContain('智能门锁 Pro');
  });

  it('needs a seller token (none or a buyer’s is 528); a seller token opens no buyer call', async () => {
    for (const [path, data] of [
      [S.list.path, {}],
      [S.detail.path, { orderId: paid }],
      [S.export.path, {}],
    ] as const) {
      expect(await ctx.call(path, data), path).toMatchObject({ status: 528 });
      expect(await ctx.call(path, data, buyer.token), path).toMatchObject({ status: 528 });
    }
    expect(await ctx.call(CALLS.order.selectOrders.path, { page: 1, limit: 5 }, token)).toMatchObject({ status: 528 });
    expect(await ctx.call(CALLS.order.selectSingleOrder1.path, { orderId: paid }, token)).toMatchObject({
      status: 528,
    });
  });
});
