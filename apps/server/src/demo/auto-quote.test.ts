import { CALLS, chinaDate, type TDemandInput, type TQuoteComparison } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchText, indexGramRows } from '../features/catalogue/search-text.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../test/fixtures.js';
import { describeEachDb } from '../test/helper.js';
import { autoQuoteDemands, autoQuoteJob } from './auto-quote.js';
import { demoQuote, sellersForDemand } from './demo-quote.js';
import { DEMO_SELLERS } from './seed/seed.js';

const USERNAMES = DEMO_SELLERS.map((s) => s.username);

describe('demo quote choice', () => {
  it('asks the sellers of the demand’s category first, spreads demands over the others', () => {
    // 智慧楼宇 is sold by seller06 only; 传感器 by seller02 and seller03.
    expect(sellersForDemand(7, '智慧楼宇', USERNAMES, 3)[0]).toBe('seller06');
    expect(new Set(sellersForDemand(8, '传感器', USERNAMES, 3).slice(0, 2))).toEqual(new Set(['seller02', 'seller03']));
    const picks = new Set([1, 2, 3, 4, 5].map((id) => sellersForDemand(id, '', USERNAMES, 3).join()));
    expect(picks.size).toBeGreaterThan(1);
    for (const id of [1, 2, 3]) expect(new Set(sellersForDemand(id, '', USERNAMES, 3)).size).toBe(3);
  });

  it('prices around the reference, within the validity cap, the same every time', () => {
    const demand = {
      id: 42,
      categoryName: '',
      quoteDeadline: chinaDate(Date.now(), 85),
      items: [{ id: 1, name: '网关', quantity: 3, targetPriceFen: 100_000 }],
    };
    const refs = new Map([[1, 1000]]);
    const quotes = USERNAMES.map((u) => demoQuote(demand, u, refs));
    for (const q of quotes) {
      const price = q.items[0]?.unitPrice ?? 0;
      expect(price).toBeGreaterThanOrEqual(880);
      expect(price).toBeLessThanOrEqual(1120);
      expect(Number.isInteger(price)).toBe(true);
      expect(q.leadDays).toBeGreaterThanOrEqual(3);
      expect(q.leadDays).toBeLessThanOrEqual(20);
      expect([12, 24, 36]).toContain(q.warrantyMonths);
      // The deadline + 15 days would pass the 180-day cap: the cap wins.
      expect(q.validUntil).toBe(chinaDate(Date.now(), 100));
    }
    expect(new Set(quotes.map((q) => q.items[0]?.unitPrice)).size).toBeGreaterThan(2);
    expect(new Set(quotes.map((q) => q.taxIncluded)).size).toBe(2);
    expect(demoQuote(demand, 'seller01', refs)).toEqual(quotes[0]);
  });
});

describeEachDb('demo sellers answer procurement demands', (ctx) => {
  const demoSellers: TFixtureSeller[] = [];
  let realSeller: TFixtureSeller;
  let buyer: TQuickBuyer;
  let categoryId: number;

  beforeAll(async () => {
    const { db } = ctx.app.deps;
    for (const [i, username] of USERNAMES.slice(0, 4).entries()) {
      const seller = await addSeller(ctx, [{ title: `演示 智能网关 ${i}`, standards: [[19_900, 100]] }]);
      // The fixture seller takes a demo seller's name: the demo quotes for the demo sellers only.
      await db.updateTable('sellers').set({ username }).where('id', '=', seller.sellerId).execute();
      demoSellers.push(seller);
    }
    realSeller = await addSeller(ctx, [{ title: '真实店铺 智能插座', standards: [[5_000, 100]] }]);
    // The first demo seller's gateway is found by the catalogue search (the fixture writes no search index).
    const product = demoSellers[0]?.products[0]?.productId as number;
    const searchText = buildSearchText('演示 智能网关 0', []);
    await db.updateTable('products').set({ search_text: searchText }).where('id', '=', product).execute();
    await db
      .insertInto('product_search_grams')
      .values(indexGramRows(searchText).map((row) => ({ ...row, product_id: product })))
      .execute();
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    categoryId = Number((await db.selectFrom('sys_categories').select('id').executeTakeFirstOrThrow()).id);
  });

  async function publish(title: string): Promise<number> {
    const demand: TDemandInput = {
      title,
      categoryId,
      items: [
        { name: '智能网关', spec: 'Zigbee 3.0', quantity: 4, unit: '台' },
        { name: '门窗传感器', quantity: 20, unit: '个', targetPrice: 59 },
        { name: '定制安装服务', quantity: 1, unit: '套' },
      ],
      budget: 5000,
      province: '310000',
      city: '310100',
      area: '310115',
      deliveryDate: chinaDate(Date.now(), 30),
      quoteDeadline: chinaDate(Date.now(), 7),
      contactName: '张三',
      contactPhone: '13800000000',
    };
    const res = await ctx.call<{ id: number }>(CALLS.procurement.add.path, demand, buyer.token);
    expect(res.status, res.msg).toBe(200);
    return res.data.id;
  }

  const quotesOf = (demandId: number) =>
    ctx.app.deps.db
      .selectFrom('procurement_quotes')
      .select(['seller_id', 'updated_at'])
      .where('demand_id', '=', demandId)
      .orderBy('seller_id')
      .execute();

  it('three demo sellers quote once after the delay, never before, never a real seller, never when off', async () => {
    const id = await publish('办公室网关与传感器采购');
    // Not yet due.
    expect(await autoQuoteDemands(ctx.app.deps, 5_000, Date.now())).toBe(0);
    expect(await quotesOf(id)).toEqual([]);
    const later = Date.now() + 60_000;
    // Off: the job is not scheduled, and a run asked for by hand quotes nothing.
    const off = { ...ctx.app.deps.config, DEMO_QUOTE_SECONDS: 0 };
    expect(autoQuoteJob.everySeconds(off)).toBe(0);
    expect(autoQuoteJob.everySeconds({ ...off, DEMO_QUOTE_SECONDS: 5 })).toBe(2);
    const offApp = { deps: { ...ctx.app.deps, config: off } } as unknown as FastifyInstance;
    expect(await autoQuoteJob.run(offApp, later)).toEqual({ quoted: 0 });
    expect(await quotesOf(id)).toEqual([]);

    // Two instances at once: one quote per seller.
    await Promise.all([autoQuoteJob.run(ctx.app, later), autoQuoteJob.run(ctx.app, later)]);
    const quotes = await quotesOf(id);
    expect(quotes).toHaveLength(3);
    const demoIds = demoSellers.map((s) => s.sellerId);
    for (const q of quotes) expect(demoIds).toContain(Number(q.seller_id));
    expect(quotes.map((q) => Number(q.seller_id))).not.toContain(realSeller.sellerId);

    // The buyer compares them: prices near the target, the catalogue's price, or a plausible figure.
    const list = await ctx.call<TQuoteComparison>(CALLS.quote.list.path, { demandId: id }, buyer.token);
    expect(list.status, list.msg).toBe(200);
    expect(list.data.demand.quoteCount).toBe(3);
    for (const q of list.data.quotes) {
      const [gateway, sensor, service] = q.lines;
      expect(gateway?.unitPrice).toBeGreaterThanOrEqual(175);
      expect(gateway?.unitPrice).toBeLessThanOrEqual(223);
      expect(sensor?.unitPrice).toBeGreaterThanOrEqual(51.5);
      expect(sensor?.unitPrice).toBeLessThanOrEqual(66.5);
      expect(service?.unitPrice).toBeGreaterThanOrEqual(26);
      expect(service?.unitPrice).toBeLessThanOrEqual(900);
      expect(q.validUntil).toBe(chinaDate(Date.now(), 22));
      expect(q.note).not.toBe('');
    }

    // Answered once: a later run neither adds nor revises.
    expect(await autoQuoteDemands(ctx.app.deps, 5_000, later + 60_000)).toBe(0);
    expect(await quotesOf(id)).toEqual(quotes);
  });

  it('a demand closed before the delay gets no quote', async () => {
    const id = await publish('会议室门禁采购（已关闭）');
    const closed = await ctx.call(CALLS.procurement.close.path, { id }, buyer.token);
    expect(closed.status, closed.msg).toBe(200);
    expect(await autoQuoteDemands(ctx.app.deps, 5_000, Date.now() + 60_000)).toBe(0);
    expect(await quotesOf(id)).toEqual([]);
  });
});
