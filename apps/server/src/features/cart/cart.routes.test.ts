import { CART_ITEM_STATUS, type TCartAddResult, type TCartGroup } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

const ADD = '/product/api/shoppingCart/add.json';
const QUERY = '/product/api/shoppingCart/query.json';
const UPDATE = '/product/api/shoppingCart/update.json';
const DELETE = '/product/api/shoppingCart/delete.json';

describeEachDb('cart', (ctx) => {
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  beforeAll(async () => {
    // The bulb's 限购 is raised to its stock: these tests are about the stock bounds (the 限购 has its own).
    a = await addSeller(ctx, [
      {
        title: '智能灯泡',
        standards: [
          [2_990, 10],
          [3_990, 0],
        ],
        purchaseLimit: 10,
      },
      { title: '旧款开关', standards: [[990, 5]] },
    ]);
    b = await addSeller(ctx, [{ title: '人体传感器', standards: [[5_900, 3]] }]);
  });

  it('merges the same standard, bounds it by stock and counts the sum of numbers', async () => {
    const { token } = await registerAndLogin(ctx);
    const [bulb] = a.products;
    const line = { productId: bulb!.productId, standardId: bulb!.standardIds[0] };
    const first = await ctx.call<TCartAddResult>(ADD, { ...line, number: 4 }, token);
    const second = await ctx.call<TCartAddResult>(ADD, { ...line, number: 5 }, token);
    expect(second.data).toEqual({ id: first.data.id, number: 9, count: 9 });
    const over = await ctx.call(ADD, { ...line, number: 2 }, token);
    expect(over).toMatchObject({ status: 409, code: 'CART_STOCK_ROOM' });
    expect(over.msg).toContain('最多还能加入1件');
    const soldOut = await ctx.call(
      ADD,
      { productId: bulb!.productId, standardId: bulb!.standardIds[1], number: 1 },
      token,
    );
    expect(soldOut).toMatchObject({ status: 409, code: 'SOLD_OUT' });
    const mismatched = await ctx.call(
      ADD,
      { productId: b.products[0]!.productId, standardId: bulb!.standardIds[0], number: 1 },
      token,
    );
    expect(mismatched).toMatchObject({ status: 404, code: 'STANDARD_NOT_FOUND' });
  });

  it('groups per seller and marks off-shelf and short entries instead of dropping them', async () => {
    const { token } = await registerAndLogin(ctx);
    const [bulb, old] = a.products;
    const [sensor] = b.products;
    await ctx.call(ADD, { productId: bulb!.productId, standardId: bulb!.standardIds[0], number: 2 }, token);
    await ctx.call(ADD, { productId: old!.productId, standardId: old!.standardIds[0], number: 1 }, token);
    await ctx.call(ADD, { productId: sensor!.productId, standardId: sensor!.standardIds[0], number: 3 }, token);
    const { db } = ctx.app.deps;
    await db.updateTable('products').set({ status: 0 }).where('id', '=', old!.productId).execute();
    await db.updateTable('product_standards').set({ stock: 1 }).where('id', '=', sensor!.standardIds[0]!).execute();

    const groups = (await ctx.call<TCartGroup[]>(QUERY, {}, token)).data;
    expect(groups.map((g) => g.agentId)).toEqual([b.sellerId, a.sellerId]);
    const [gb, ga] = groups;
    expect(gb).toMatchObject({ status: 0, check: false });
    expect(gb!.productList[0]).toMatchObject({ status: CART_ITEM_STATUS.SHORT, check: false, number: 3, stock: 1 });
    expect(ga).toMatchObject({ status: 1, check: true });
    expect(ga!.productList.map((i) => [i.title, i.status, i.check])).toEqual([
      ['旧款开关', CART_ITEM_STATUS.OFF_SHELF, false],
      ['智能灯泡', CART_ITEM_STATUS.OK, true],
    ]);
    expect(ga!.productList[1]).toMatchObject({ price: 29.9, standardName: '版本1' });

    // Lowering a short entry to the stock makes it buyable again; raising past stock is refused.
    expect((await ctx.call(UPDATE, { id: gb!.productList[0]!.id, number: 1 }, token)).status).toBe(200);
    expect(await ctx.call(UPDATE, { id: gb!.productList[0]!.id, number: 2 }, token)).toMatchObject({
      status: 409,
      code: 'CART_NUMBER_OVER_STOCK',
    });
    expect(await ctx.call(UPDATE, { id: ga!.productList[0]!.id, number: 1 }, token)).toMatchObject({
      status: 409,
      code: 'PRODUCT_OFF_SALE',
    });
    const after = (await ctx.call<TCartGroup[]>(QUERY, {}, token)).data;
    expect(after[0]!.productList[0]).toMatchObject({ status: CART_ITEM_STATUS.OK, number: 1 });
    await db.updateTable('products').set({ status: 1 }).where('id', '=', old!.productId).execute();
    await db.updateTable('product_standards').set({ stock: 3 }).where('id', '=', sensor!.standardIds[0]!).execute();

    const ids = after.flatMap((g) => g.productList.map((i) => i.id));
    expect((await ctx.call(DELETE, { ids: [ids[0], ids[0]] }, token)).status).toBe(200);
    const left = (await ctx.call<TCartGroup[]>(QUERY, {}, token)).data;
    expect(left.flatMap((g) => g.productList).length).toBe(2);
  });

  it('keeps concurrent adds of one standard within its stock', async () => {
    const { token } = await registerAndLogin(ctx);
    const [bulb] = a.products;
    const line = { productId: bulb!.productId, standardId: bulb!.standardIds[0], number: 4 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => ctx.call(ADD, line, token)));
    // Stock 10: two adds of 4 fit, the others are refused; the entry never exceeds the stock.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    const groups = (await ctx.call<TCartGroup[]>(QUERY, {}, token)).data;
    expect(groups[0]?.productList[0]).toMatchObject({ number: 8, status: CART_ITEM_STATUS.OK });
  });

  it('answers 407 for bad numbers and ids', async () => {
    const { token } = await registerAndLogin(ctx);
    for (const [path, data, field] of [
      [ADD, { productId: 1, standardId: 1, number: 0 }, 'data.number'],
      [ADD, { productId: 1, standardId: 1, number: 10_000 }, 'data.number'],
      [ADD, { productId: 'x', standardId: 1, number: 1 }, 'data.productId'],
      [UPDATE, { id: 1, number: -1 }, 'data.number'],
      [DELETE, { ids: [] }, 'data.ids'],
      [DELETE, { ids: 'all' }, 'data.ids'],
      [ADD, { productId: 3_000_000_000, standardId: 1, number: 1 }, 'data.productId'],
    ] as const) {
      const res = await ctx.call(path, data, token);
      expect(res.status, JSON.stringify(data)).toBe(407);
      expect(res.msg).toContain(field);
    }
  });
});
