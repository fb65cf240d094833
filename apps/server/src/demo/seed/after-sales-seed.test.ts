import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/helper.js';
import { AFTER_SALES_TOPUP_REF } from './after-sales-seed.js';
import { seedDemo } from './seed.js';

describeEachDb('demo after-sales seed', (ctx) => {
  it('gives the demo buyer requests in several states through the services, once, with the balance equal to the ledger', async () => {
    await seedDemo(ctx.app.deps);
    const { db } = ctx.app.deps;
    const buyer = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const requests = async () =>
      db
        .selectFrom('product_returns')
        .select(['return_type', 'status', 'order_id', 'back_logistics_no', 'reject_reason', 'return_address_full'])
        .where('user_id', '=', buyer.id)
        .orderBy('id')
        .execute();
    const seeded = await requests();
    expect(seeded.map((r) => [r.return_type, r.status])).toEqual([
      [2, 1],
      [2, 2],
      [3, 3],
      [2, 4],
      [1, 6],
      [3, 7],
    ]);
    expect(seeded[4]!.reject_reason).toBe('商品已打包出库，请收货后申请退货退款');
    expect(seeded[5]!.back_logistics_no).not.toBe('');
    // Every approved 退货退款 / 换货 names its seller's default return address (a snapshot).
    for (const i of [1, 2, 3, 5]) expect(seeded[i]!.return_address_full, String(i)).toMatch(/退货|售后/);
    expect(seeded[0]!.return_address_full).toBe('');
    const sellers = await db.selectFrom('sellers').select('id').execute();
    const defaults = await db.selectFrom('return_addresses').select('seller_id').where('is_default', '=', 1).execute();
    expect(new Set(defaults.map((d) => d.seller_id))).toEqual(new Set(sellers.map((s) => s.id)));
    // The whole-order refund closed its order.
    const closed = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', seeded[3]!.order_id)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe(5);
    expect(Number(closed.refunded_fen)).toBe(Number(closed.total_fen));

    const ledger = await db.selectFrom('ai_coin_ledger').selectAll().where('user_id', '=', buyer.id).execute();
    const account = await db
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance_fen)).toBe(ledger.reduce((s, e) => s + Number(e.amount_fen), 0));
    expect(ledger.filter((e) => e.ref_no === AFTER_SALES_TOPUP_REF)).toHaveLength(1);
    expect(ledger.filter((e) => e.kind === 'refund').map((e) => Number(e.amount_fen))).toEqual([
      Number(closed.total_fen),
    ]);

    // Seeding again writes nothing more.
    await seedDemo(ctx.app.deps);
    expect(await requests()).toEqual(seeded);
    const again = await db.selectFrom('ai_coin_ledger').select('id').where('user_id', '=', buyer.id).execute();
    expect(again).toHaveLength(ledger.length);
  }, 120_000);
});
