import { CALLS, type TSellerProduct, type TSellerStandard } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addBuyers, addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const SP = CALLS.sellerProduct;
const DETAILS = CALLS.catalogue.details.path;

interface TDetails {
  price: number;
  listStandar: { id: number; price: number; stock: number }[];
}

describeEachDb('seller products (workbench)', (ctx) => {
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  let token: string;
  let otherToken: string;
  let buyer: TQuickBuyer;
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      {
        title: '智能门锁 Pro',
        standards: [
          [129_900, 40],
          [149_900, 3],
        ],
      },
      { title: '人体传感器 100%_款', standards: [[9_900, 100]] },
      { title: '温湿度计', standards: [[4_900, 20]] },
    ]);
    other = await addSeller(ctx, [{ title: '别家网关', standards: [[19_900, 10]] }]);
    [token, otherToken] = await Promise.all([seller.login(), other.login()]);
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
  });

  const p = (i: number) => seller.products[i]!;

  async function productRow(id: number) {
    return db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('lists the seller’s products, latest change first, with standards, filters and total', async () => {
    // Give each product its own change time, the second newest.
    for (const [i, at] of [
      [0, 1_000],
      [1, 3_000],
      [2, 2_000],
    ] as const) {
      await db().updateTable('products').set({ updated_at: at }).where('id', '=', p(i).productId).execute();
    }
    const res = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 2 }, token);
    expect(res).toMatchObject({ status: 200, total: 3 });
    expect(res.data.map((x) => x.id)).toEqual([p(1).productId, p(2).productId]);
    const page2 = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 2, limit: 2 }, token);
    expect(page2.data.map((x) => x.id)).toEqual([p(0).productId]);
    expect(page2.data[0]).toMatchObject({
      title: '智能门锁 Pro',
      status: 1,
      price: 1299,
      stock: 43,
      sales: 0,
      reviewCount: 0,
      updatedAt: 1_000,
      standards: [
        { id: p(0).standardIds[0], name: '版本1', price: 1299, stock: 40, sales: 0 },
        { id: p(0).standardIds[1], name: '版本2', price: 1499, stock: 3, sales: 0 },
      ],
    });
    expect(page2.data[0]!.categoryName).not.toBe('');

    // keyword: LIKE characters are literal ('%' and '_' match only themselves).
    const byWord = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 10, keyword: '100%_' }, token);
    expect(byWord.data.map((x) => x.id)).toEqual([p(1).productId]);
    expect((await ctx.call(SP.list.path, { page: 1, limit: 10, keyword: '%' }, token)).total).toBe(1);
    expect((await ctx.call(SP.list.path, { page: 1, limit: 10, keyword: '_' }, token)).total).toBe(1);
    const low = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 10, lowStock: true }, token);
    expect(low.data.map((x) => x.id)).toEqual([p(0).productId]);
    // Another seller sees only its own.
    const theirs = await ctx.call<TSellerProduct[]>(SP.list.path, {}, otherToken);
    expect(theirs.data.map((x) => x.id)).toEqual([other.products[0]!.productId]);
  });

  it('filters by life-cycle state (草稿, 待审核, 已驳回 …)', async () => {
    await db().updateTable('products').set({ state: 3, status: 0 }).where('id', '=', p(2).productId).execute();
    try {
      const rejected = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 10, state: 3 }, token);
      expect(rejected).toMatchObject({ status: 200, total: 1 });
      expect(rejected.data.map((x) => [x.id, x.state])).toEqual([[p(2).productId, 3]]);
      const onSale = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 10, state: 2 }, token);
      expect(onSale.data.map((x) => x.id).sort()).toEqual([p(0).productId, p(1).productId].sort());
      expect((await ctx.call(SP.list.path, { page: 1, limit: 10, state: 0 }, token)).total).toBe(0);
      expect(await ctx.call(SP.list.path, { page: 1, limit: 10, state: 6 }, token)).toMatchObject({ status: 407 });
    } finally {
      await db().updateTable('products').set({ state: 2, status: 1 }).where('id', '=', p(2).productId).execute();
    }
  });

  it('updates a price: the standard and the product’s lowest price in one go, updated_at touched', async () => {
    const before = await productRow(p(0).productId);
    const res = await ctx.call<TSellerStandard>(
      SP.updatePrice.path,
      { standardId: p(0).standardIds[1], price: 999.5 },
      token,
    );
    expect(res).toMatchObject({ status: 200, data: { id: p(0).standardIds[1], price: 999.5, stock: 3 } });
    const after = await productRow(p(0).productId);
    expect(after.price_fen).toBe(99_950);
    expect(Number(after.updated_at)).toBeGreaterThan(Number(before.updated_at));
    // Raising the cheapest standard above the other: the list price follows to the new lowest.
    await ctx.call(SP.updatePrice.path, { standardId: p(0).standardIds[1], price: 1500 }, token);
    expect((await productRow(p(0).productId)).price_fen).toBe(129_900);
    // The public detail and list show it (the suite's cache is off; the cache test covers 1 s).
    const detail = (await ctx.call<TDetails>(DETAILS, { id: p(0).productId })).data;
    expect(detail.price).toBe(1299);
    expect(detail.listStandar.find((s) => s.id === p(0).standardIds[1])?.price).toBe(1500);
  });

  it('adjusts stock up and down with a guarded write; below 0 is 409 with the stock now', async () => {
    const sid = p(2).standardIds[0]!;
    const up = await ctx.call<TSellerStandard>(SP.adjustStock.path, { standardId: sid, delta: 5 }, token);
    expect(up).toMatchObject({ status: 200, data: { id: sid, stock: 25 } });
    const down = await ctx.call<TSellerStandard>(SP.adjustStock.path, { standardId: sid, delta: -25 }, token);
    expect(down.data.stock).toBe(0);
    // Sold out now: in_stock follows (trigger).
    expect((await productRow(p(2).productId)).in_stock).toBe(0);
    const refused = await ctx.call(SP.adjustStock.path, { standardId: sid, delta: -1 }, token);
    expect(refused).toMatchObject({ status: 409, code: 'STOCK_ADJUST_NEGATIVE', msg: expect.stringContaining('0') });
    await ctx.call(SP.adjustStock.path, { standardId: sid, delta: 7 }, token);
    expect(await stockOf(ctx, sid)).toBe(7);
    expect((await productRow(p(2).productId)).in_stock).toBe(1);
    const tooMuch = await ctx.call(SP.adjustStock.path, { standardId: sid, delta: -8 }, token);
    expect(tooMuch).toMatchObject({ status: 409, code: 'STOCK_ADJUST_NEGATIVE', msg: expect.stringContaining('7') });
    expect(await stockOf(ctx, sid)).toBe(7);
  });

  it('takes a product off the shelf and puts it back: the public detail follows, checkout refuses it meanwhile', async () => {
    const id = p(1).productId;
    const off = await ctx.call(SP.setStatus.path, { productId: id, status: 0 }, token);
    expect(off).toMatchObject({ status: 200, data: null });
    expect((await productRow(id)).status).toBe(0);
    expect(await ctx.call(DETAILS, { id })).toMatchObject({ status: 404 });
    const order = await ctx.call(
      CALLS.order.addOrderFromDetail.path,
      { productId: id, standardId: p(1).standardIds[0], number: 1, addressId: buyer.address.id },
      buyer.token,
    );
    expect(order).toMatchObject({ status: 409, code: 'ORDER_PRODUCT_OFF_SALE' });
    // Still in the seller's own list, as off the shelf.
    const list = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 10, status: 0 }, token);
    expect(list.data.map((x) => [x.id, x.status])).toEqual([[id, 0]]);
    await ctx.call(SP.setStatus.path, { productId: id, status: 1 }, token);
    expect(await ctx.call(DETAILS, { id })).toMatchObject({ status: 200 });
  });

  it('answers 404 for another seller’s product or standard and changes nothing', async () => {
    const theirs = other.products[0]!;
    expect(await ctx.call(SP.updatePrice.path, { standardId: theirs.standardIds[0], price: 1 }, token)).toMatchObject({
      status: 404,
      code: 'STANDARD_NOT_FOUND',
    });
    expect(await ctx.call(SP.adjustStock.path, { standardId: theirs.standardIds[0], delta: -1 }, token)).toMatchObject({
      status: 404,
      code: 'STANDARD_NOT_FOUND',
    });
    expect(await ctx.call(SP.adjustStock.path, { standardId: 999_999, delta: 1 }, token)).toMatchObject({
      status: 404,
      code: 'STANDARD_NOT_FOUND',
    });
    expect(await ctx.call(SP.setStatus.path, { productId: theirs.productId, status: 0 }, token)).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    });
    const row = await productRow(theirs.productId);
    expect([row.status, row.price_fen]).toEqual([1, 19_900]);
    expect(await stockOf(ctx, theirs.standardIds[0]!)).toBe(10);
  });

  it('refuses bad payloads with 407 naming the field', async () => {
    const sid = p(0).standardIds[0];
    const cases: [string, unknown, string][] = [
      [SP.adjustStock.path, { standardId: sid, delta: 0 }, 'data.delta'],
      [SP.adjustStock.path, { standardId: sid, delta: 1.5 }, 'data.delta'],
      [SP.adjustStock.path, { standardId: sid, delta: 100_000 }, 'data.delta'],
      [SP.updatePrice.path, { standardId: sid, price: 0 }, 'data.price'],
      [SP.updatePrice.path, { standardId: sid, price: 1.234 }, 'data.price'],
      [SP.updatePrice.path, { standardId: sid, price: -3 }, 'data.price'],
      [SP.setStatus.path, { productId: p(0).productId, status: 2 }, 'data.status'],
      [SP.list.path, { page: 1, limit: 10, status: 3 }, 'data.status'],
    ];
    for (const [path, data, field] of cases) {
      const res = await ctx.call(path, data, token);
      expect(res, `${path} ${JSON.stringify(data)}`).toMatchObject({
        status: 407,
        msg: expect.stringContaining(field),
      });
    }
    expect(await stockOf(ctx, sid!)).toBe(40);
  });

  it('needs a seller token: none or a buyer’s is 528', async () => {
    const calls: [string, unknown][] = [
      [SP.list.path, {}],
      [SP.updatePrice.path, { standardId: p(0).standardIds[0], price: 1 }],
      [SP.adjustStock.path, { standardId: p(0).standardIds[0], delta: 1 }],
      [SP.setStatus.path, { productId: p(0).productId, status: 0 }],
    ];
    for (const [path, data] of calls) {
      expect(await ctx.call(path, data), path).toMatchObject({ status: 528 });
      expect(await ctx.call(path, data, buyer.token), path).toMatchObject({ status: 528 });
    }
    expect(await stockOf(ctx, p(0).standardIds[0]!)).toBe(40);
  });
});
