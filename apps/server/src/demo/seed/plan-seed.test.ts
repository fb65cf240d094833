import { CALLS, PLAN_SCENES, type TPlanCard, type TPlanDetail } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { PLAN_DATA } from './plan-data.js';
import { PLAN_CLAIM, seedPlans } from './plan-seed.js';
import { DEMO_BUYER, seedDemo } from './seed.js';

describeEachDb('demo plans seed', (ctx) => {
  const count = async () =>
    Number(
      (
        await ctx.app.deps.db
          .selectFrom('plans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('publishes at least 12 plans in every scene but 其他 from the demo catalogue, by the demo buyer, once', async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    expect(PLAN_DATA.length).toBeGreaterThanOrEqual(12);
    expect(await count()).toBe(PLAN_DATA.length);
    const list = await ctx.call<TPlanCard[]>(CALLS.plan.query.path, { limit: 50 });
    expect(list.total).toBe(PLAN_DATA.length);
    expect(new Set(list.data.map((p) => p.scene))).toEqual(new Set(PLAN_SCENES.filter((s) => s !== '其他')));
    expect(list.data.every((p) => /^\/catalogue\/p\/\d+-0\.svg$/.test(p.cover) && p.views > 0)).toBe(true);
    let pdfs = 0;
    for (const card of list.data) {
      const res = await ctx.call<TPlanDetail>(CALLS.plan.detail.path, { id: card.id });
      expect(res.status, res.msg).toBe(200);
      const data = PLAN_DATA.find((p) => p.title === card.title);
      // Every line a real product on sale with its own standard in stock, none dropped.
      expect(res.data.products.length, card.title).toBe(data?.lines.length);
      expect(res.data.products.every((l) => l.isAvailable && l.title !== '' && l.price > 0)).toBe(true);
      expect(res.data.total).toBeGreaterThan(0);
      expect(res.data.htmlCode).toContain('<h2>方案要点</h2>');
      for (const a of res.data.attachments) {
        pdfs += 1;
        expect(a).toMatchObject({ kind: 'pdf', url: expect.stringMatching(/^\/files\/.+\.pdf$/) });
        const file = await ctx.app.inject({ method: 'GET', url: a.url });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(file.rawPayload.length).toBe(a.size);
      }
    }
    expect(pdfs).toBe(PLAN_DATA.filter((p) => p.hasPdf).length);
    // The demo buyer wrote them: 我的方案 lists them.
    const { db } = ctx.app.deps;
    const demo = await db
      .selectFrom('plans as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('u.username')
      .distinct()
      .execute();
    expect(demo.map((d) => d.username)).toEqual([DEMO_BUYER.username]);
    // 我的家 (DESIGN.md §H): the starter plan is a complete system for the demo buyer's 米家 home.
    const buyer = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_BUYER.username)
      .executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'user', id: buyer.id }, 1);
    const starter = list.data.find((p) => p.title === PLAN_DATA[0]?.title);
    const read = await ctx.call<TPlanDetail>(CALLS.plan.detail.path, { id: starter?.id }, token);
    expect(read.data.homeSystem?.complete, read.data.homeSystem?.reason).toBe(true);
    expect(read.data.products.every((l) => l.compat?.level === 'ok')).toBe(true);
    // Seeding again writes nothing more.
    expect(await seedPlans(ctx.app.deps, { author: DEMO_BUYER.username })).toBe(false);
    expect(await count()).toBe(PLAN_DATA.length);
  }, 180_000);

  it('a database seeded before the plans existed gets them at the next start, once among instances', async () => {
    const { db } = ctx.app.deps;
    await db.deleteFrom('plan_products').execute();
    await db.deleteFrom('plans').execute();
    await db.deleteFrom('counters').where('key', '=', PLAN_CLAIM).execute();
    const who = { author: DEMO_BUYER.username };
    const results = await Promise.all([
      seedPlans(ctx.app.deps, who),
      seedPlans(ctx.app.deps, who),
      seedPlans(ctx.app.deps, who),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count()).toBe(PLAN_DATA.length);
    const withPdf = await db.selectFrom('plans').select('id').where('attachments', '<>', '[]').execute();
    expect(withPdf).toHaveLength(PLAN_DATA.filter((p) => p.hasPdf).length);
  });
});
