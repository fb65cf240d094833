import { ORDER_STATUS } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addBuyers, addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { insertNumbered, ORDER_NO_DRAWS } from './order-placement.service.js';

describeEachDb('order numbers', (ctx) => {
  let row: Parameters<typeof insertNumbered>[1];
  let item: NonNullable<Parameters<typeof insertNumbered>[4]>[number];

  beforeAll(async () => {
    const seller = await addSeller(ctx, [{ title: '编号测试', standards: [[100, 5]] }]);
    const [product] = seller.products;
    item = {
      product_id: product?.productId ?? 0,
      standard_id: product?.standardIds[0] ?? 0,
      title: '编号测试',
      price_fen: 100,
      number: 1,
    };
    const [buyer] = await addBuyers(ctx.app.deps, 1);
    row = {
      user_id: buyer?.userId ?? 0,
      seller_id: seller.sellerId,
      status: ORDER_STATUS.NOPAY,
      goods_fen: 100,
      freight_fen: 0,
      total_fen: 100,
      goods_num: 1,
      remark: '',
      address: '{}',
      pay_deadline: Date.now() + 60_000,
      created_at: Date.now(),
    };
  });

  /** Numbers handed out in turn; the last one again once they run out. */
  const drawing = (...numbers: string[]) => {
    let i = 0;
    return () => numbers[Math.min(i++, numbers.length - 1)] ?? '';
  };
  const numberOf = async (id: number) =>
    (await ctx.app.deps.db.selectFrom('orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow())
      .order_no;

  it('draws again when a number is taken, inside the same transaction (two orders of one second met)', async () => {
    const { db } = ctx.app.deps;
    const ids = await db.transaction().execute(async (trx) => {
      const first = await insertNumbered(trx, row, Date.now(), drawing('2026112510000011111111'));
      // The second order draws the first one's number, then a free one; the transaction goes on, and
      // its line is written once, with it (on PostgreSQL in the order's own statement).
      const second = await insertNumbered(
        trx,
        row,
        Date.now(),
        drawing('2026112510000011111111', '2026112510000022222222'),
        [item],
      );
      return [first, second];
    });
    expect(await numberOf(ids[0] ?? 0)).toBe('2026112510000011111111');
    expect(await numberOf(ids[1] ?? 0)).toBe('2026112510000022222222');
    const lines = await ctx.app.deps.db
      .selectFrom('order_items')
      .select(['order_id', 'standard_id', 'number', 'image', 'discount_fen'])
      .where('order_id', 'in', ids)
      .execute();
    expect(lines).toEqual([{ order_id: ids[1], standard_id: item.standard_id, number: 1, image: '', discount_fen: 0 }]);
  });

  it(`gives up after ${ORDER_NO_DRAWS} taken numbers and writes nothing`, async () => {
    const { db } = ctx.app.deps;
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let draws = 0;
    const taken = () => {
      draws += 1;
      return '2026112510000011111111';
    };
    await expect(db.transaction().execute((trx) => insertNumbered(trx, row, Date.now(), taken))).rejects.toThrow(
      /no free order number/,
    );
    expect(draws).toBe(ORDER_NO_DRAWS);
    const after = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
