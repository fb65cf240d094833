import { CALLS, isRegionChain, type TDemandCard, type TQuoteComparison, type TWorkbenchSummary } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { autoQuoteDemands } from '../auto-quote.js';
import { PROCUREMENT_CLAIM, PROCUREMENT_SCENES, seedProcurement } from './procurement-seed.js';
import { DEMO_BUYER, DEMO_SELLERS, seedDemo } from './seed.js';

const WHO = { buyer: DEMO_BUYER.username, sellers: DEMO_SELLERS.map((s) => s.username) };

describeEachDb('demo procurement seed', (ctx) => {
  const count = async (table: 'procurement_demands' | 'procurement_quotes') =>
    Number(
      (
        await ctx.app.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('fills the market with quoted demands and gives the demo buyer one of each state, once', async () => {
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    const { db } = ctx.app.deps;

    // The market: every company demand open, quoted by 1–4 demo sellers, never showing a phone.
    const market = await ctx.call<TDemandCard[]>(CALLS.procurement.query.path, { limit: 50 });
    expect(market.status, market.msg).toBe(200);
    expect(market.total).toBeGreaterThanOrEqual(12);
    expect(market.data.every((d) => d.status === 1 && d.quoteCount >= 1 && d.quoteCount <= 4)).toBe(true);
    expect(market.data.every((d) => d.categoryName !== '' && d.regionText.split(' ').length === 3)).toBe(true);
    expect(market.data.every((d) => isRegionChain(d.province, d.city, d.area))).toBe(true);
    expect(JSON.stringify(market.data)).not.toMatch(/171000000\d\d/);
    expect(new Set(market.data.map((d) => d.buyerName)).size).toBeGreaterThanOrEqual(5);
    // Only demo sellers quoted.
    const quoters = await db
      .selectFrom('procurement_quotes as q')
      .innerJoin('sellers as s', 's.id', 'q.seller_id')
      .select('s.username')
      .distinct()
      .execute();
    for (const q of quoters) expect(WHO.sellers).toContain(q.username);

    // The demo buyer: 报价中 with three quotes to compare, a 草稿, a 已截止 and a 已关闭.
    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'user', id: demo.id }, 1);
    const mine = await ctx.call<TDemandCard[]>(CALLS.procurement.mine.path, {}, token);
    expect(mine.status, mine.msg).toBe(200);
    expect(mine.data.map((d) => d.statusText).sort()).toEqual(['已关闭', '已截止', '报价中', '草稿'].sort());
    const open = mine.data.find((d) => d.status === 1);
    expect(open?.quoteCount).toBe(3);
    const compare = await ctx.call<TQuoteComparison>(CALLS.quote.list.path, { demandId: open?.id }, token);
    expect(compare.status, compare.msg).toBe(200);
    expect(compare.data.quotes).toHaveLength(3);
    for (const q of compare.data.quotes) {
      expect(q.status).toBe(0);
      expect(q.expired).toBe(false);
      expect(q.lines.every((l) => l.unitPrice > 0)).toBe(true);
    }
    expect(new Set(compare.data.quotes.map((q) => q.total)).size).toBe(3);
    const expired = mine.data.find((d) => d.status === 2);
    expect(expired?.quoteCount).toBe(2);
    const closed = mine.data.find((d) => d.status === 4);
    const closedQuotes = await ctx.call<TQuoteComparison>(CALLS.quote.list.path, { demandId: closed?.id }, token);
    expect(closedQuotes.data.quotes.map((q) => q.statusText)).toEqual(['未中标']);

    // seller01, the workbench login the hint names, finds demands of its categories still to quote.
    const seller01 = await db
      .selectFrom('sellers')
      .select('id')
      .where('username', '=', 'seller01')
      .executeTakeFirstOrThrow();
    const sellerToken = await createSession(db, { type: 'seller', id: Number(seller01.id) }, 1);
    const summary = await ctx.call<TWorkbenchSummary>(CALLS.sellerWorkbench.summary.path, {}, sellerToken);
    expect(summary.status, summary.msg).toBe(200);
    expect(summary.data.openDemands).toBeGreaterThan(0);

    // The demo sellers' automatic answer leaves the seeded demands as they are.
    const quotes = await count('procurement_quotes');
    expect(await autoQuoteDemands(ctx.app.deps, 5_000, Date.now() + 60_000)).toBe(0);
    expect(await count('procurement_quotes')).toBe(quotes);

    // Seeding again writes nothing more.
    const demands = await count('procurement_demands');
    expect(demands).toBe(PROCUREMENT_SCENES.market.length + PROCUREMENT_SCENES.demo.length);
    await seedDemo(ctx.app.deps);
    expect(await count('procurement_demands')).toBe(demands);
    expect(await count('procurement_quotes')).toBe(quotes);
  }, 180_000);

  it('a database seeded before procurement existed gets it at the next start, once among instances', async () => {
    const { db } = ctx.app.deps;
    // The rows of an earlier build: everything but procurement.
    await db.deleteFrom('procurement_quote_items').execute();
    await db.deleteFrom('procurement_quotes').execute();
    await db.deleteFrom('procurement_items').execute();
    await db.deleteFrom('procurement_demands').execute();
    await db.deleteFrom('counters').where('key', '=', PROCUREMENT_CLAIM).execute();
    const results = await Promise.all([seedProcurement(ctx.app.deps, WHO), seedProcurement(ctx.app.deps, WHO)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count('procurement_demands')).toBe(PROCUREMENT_SCENES.market.length + PROCUREMENT_SCENES.demo.length);
    expect(await seedDemo(ctx.app.deps)).toBe(false);
  }, 60_000);
});
