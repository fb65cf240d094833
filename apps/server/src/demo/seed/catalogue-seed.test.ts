import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { describeEachDb } from '../../test/helper.js';
import { nicePrice, planProducts } from './catalogue-seed.js';
import { SEED_LISTINGS } from './listing-seed.js';
import { DEMO_GIFT_YUAN, seedDemo } from './seed.js';

describe('demo catalogue plan', () => {
  it('has at least 200 products from 8 sellers in 12 categories, deterministically', () => {
    const plan = planProducts();
    expect(plan.length).toBeGreaterThanOrEqual(200);
    expect(new Set(plan.map((p) => p.seller)).size).toBe(8);
    expect(new Set(plan.map((p) => p.top.name)).size).toBe(12);
    expect(planProducts().map((p) => p.title)).toEqual(plan.map((p) => p.title));
    expect(new Set(plan.map((p) => p.title)).size).toBe(plan.length);
  });

  it('prices like a shop', () => {
    expect(nicePrice(2598.73)).toBe(2599);
    expect(nicePrice(48.6)).toBe(48.9);
    expect(nicePrice(9.94)).toBe(9.9);
  });
});

describeEachDb('demo catalogue seed', (ctx) => {
  it('seeds once when two instances start together', async () => {
    const second = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
    try {
      const results = await Promise.all([seedDemo(ctx.app.deps), seedDemo(second.deps)]);
      expect(results).toContain(true);
      const { db } = ctx.app.deps;
      const count = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      // The catalogue and the demo seller's own listings, each once.
      expect(Number(count?.n)).toBe(planProducts().length + SEED_LISTINGS.length);
      const tops = await db.selectFrom('sys_categories').select('id').where('parent_id', '=', 0).execute();
      expect(tops).toHaveLength(12);
      // Two flagship lines carry a seller's 限购 (every edition, every shop); the rest keep the default rule.
      const limited = await db
        .selectFrom('products')
        .select(['title', 'purchase_limit'])
        .where('purchase_limit', 'is not', null)
        .execute();
      expect(new Set(limited.map((p) => Number(p.purchase_limit)))).toEqual(new Set([2, 3]));
      for (const p of limited) expect(p.title).toMatch(/ (激光导航扫拖机器人 X10|3D 结构光人脸识别锁 F3)( 2代)?$/);
      // The demo buyer has one default address and one welcome gift, whose ledger is its balance.
      const buyer = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
      const addresses = await db.selectFrom('addresses').select('is_default').where('user_id', '=', buyer.id).execute();
      expect(addresses).toEqual([{ is_default: 1 }]);
      // (The after-sales demo pays its orders from a top-up of the same amount and gets refunds: the
      // gift is booked once and the balance is the ledger's sum.)
      const ledger = await db
        .selectFrom('ai_coin_ledger')
        .select(['amount_fen', 'ref_no'])
        .where('user_id', '=', buyer.id)
        .execute();
      expect(ledger.filter((e) => e.ref_no === 'DEMO-GIFT').map((e) => Number(e.amount_fen))).toEqual([
        DEMO_GIFT_YUAN * 100,
      ]);
      const account = await db
        .selectFrom('ai_coin_accounts')
        .select('balance_fen')
        .where('user_id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      expect(Number(account.balance_fen)).toBe(ledger.reduce((s, e) => s + Number(e.amount_fen), 0));
      // Seeding again writes nothing.
      expect(await seedDemo(ctx.app.deps)).toBe(false);
      const negative = await db.selectFrom('product_standards').select('id').where('stock', '<', 0).execute();
      expect(negative).toEqual([]);
      // A wiped data directory gets its images back on the next start.
      const images = path.join(ctx.config.DATA_DIR, 'catalogue');
      fs.rmSync(images, { recursive: true, force: true });
      expect(await seedDemo(ctx.app.deps)).toBe(false);
      expect(fs.existsSync(path.join(images, 'p/1-0.svg'))).toBe(true);
      expect(fs.existsSync(path.join(images, 'banner/1.svg'))).toBe(true);
    } finally {
      await second.close();
    }
  }, 120_000);
});
