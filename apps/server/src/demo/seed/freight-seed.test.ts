import { CALLS, type TFreightEstimate, type TFreightTemplate } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { seedFreight } from './freight-seed.js';
import { DEMO_SELLERS, seedDemo } from './seed.js';

describeEachDb('demo freight seed', (ctx) => {
  it('gives every demo shop its templates and every product one, keeps the seeded orders’ 运费 true, once', async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    const { db, config } = ctx.app.deps;
    const seller = await db
      .selectFrom('sellers')
      .select('id')
      .where('username', '=', 'seller01')
      .executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'seller', id: seller.id }, config.TOKEN_TTL_HOURS);
    const templates = await ctx.call<TFreightTemplate[]>(CALLS.sellerFreight.list.path, {}, token);
    expect(templates.data.map((t) => t.name).sort()).toEqual(['偏远地区运费', '满99包邮']);
    expect(templates.data.every((t) => t.productCount > 0)).toBe(true);
    const untemplated = await db.selectFrom('products').select('id').where('freight_template_id', 'is', null).execute();
    expect(untemplated).toEqual([]);

    // A cheap product to a guest (北京): ¥10, 满99包邮.
    const cheap = await db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', seller.id)
      .where('price_fen', '<', 9_900)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const guest = await ctx.call<TFreightEstimate>(CALLS.freight.estimate.path, { productId: cheap.id });
    expect(guest.data).toMatchObject({ fee: 10, freeAbove: 99, regionText: '北京市', isDefaultRegion: true });

    // Every seeded order's 运费 is what the templates charge to its address (Shanghai: free), and its books add up.
    const orders = await db
      .selectFrom('orders')
      .select(['goods_fen', 'freight_fen', 'discount_fen', 'total_fen', 'address'])
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(JSON.parse(o.address).province).toBe('310000');
      expect(Number(o.freight_fen)).toBe(0);
      expect(Number(o.total_fen)).toBe(Number(o.goods_fen) + Number(o.freight_fen) - Number(o.discount_fen));
    }
    expect(
      await seedFreight(
        db,
        DEMO_SELLERS.map((s) => s.username),
      ),
    ).toBe(false);
  });
});
