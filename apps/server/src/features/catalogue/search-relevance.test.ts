import type { TProductCard } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed/seed.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';

/**
 * Search relevance over the demo catalogue (issue 36): a set of queries with the results expected
 * first, the results that must be absent, and the order each sort must keep over the whole result set.
 */

const PAGE = '/product/api/product/queryPortalPage.json';
const SORTS = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;

interface TCase {
  query: string;
  /** Each of the first results' titles has every one of these. */
  firstHave: string[];
  /** How many of the first results `firstHave` must hold for (default 1). */
  firstCount?: number;
  /** No result's title has any of these. */
  absent?: string[];
  /** Every result satisfies this. */
  every?: (p: TProductCard) => boolean;
}

const CASES: TCase[] = [
  { query: '网关', firstHave: ['网关'], firstCount: 21, absent: ['LED灯泡', '智能音箱 Play', '门锁 Zigbee 通信模块'] },
  { query: '智能 门锁 指纹', firstHave: ['指纹锁'] },
  { query: '智能门锁指纹', firstHave: ['指纹锁'] },
  {
    query: '米家网关',
    firstHave: ['网关'],
    firstCount: 3,
    every: (p) => p.iot.ecosystems.includes('米家'),
  },
  {
    query: 'zigbee温湿度传感器',
    firstHave: ['Zigbee', '温湿度传感器'],
    firstCount: 4,
    every: (p) => p.iot.protocols.includes('Zigbee 3.0'),
  },
  { query: '智能网关', firstHave: ['智能网关'], firstCount: 4 },
  { query: 'wifi', firstHave: ['Wi-Fi'], every: (p) => p.iot.protocols.includes('Wi-Fi') },
  { query: '摄像头', firstHave: ['摄像头'], firstCount: 4 },
  { query: 'LoRa', firstHave: ['LoRa'], firstCount: 4, every: (p) => p.iot.protocols.includes('LoRa') },
  { query: '可视门铃', firstHave: ['可视门铃'], firstCount: 4 },
  { query: '人体传感器', firstHave: ['人体', '传感器'], firstCount: 4 },
  { query: '窗帘电机', firstHave: ['窗帘电机'], firstCount: 4 },
  { query: '智能插座', firstHave: ['智能插座'], firstCount: 4 },
  { query: '灯泡', firstHave: ['灯泡'], firstCount: 4, absent: ['网关', '开关'] },
  { query: '传感器 2代', firstHave: ['传感器', '2代'], firstCount: 4 },
];

async function everyCard(ctx: TTestContext, data: Record<string, unknown>): Promise<TProductCard[]> {
  const cards: TProductCard[] = [];
  for (let pageNO = 1; ; pageNO++) {
    const res = await ctx.call<TProductCard[]>(PAGE, { ...data, pageNO, pageRows: 50 });
    expect(res.status, res.msg).toBe(200);
    cards.push(...res.data);
    if (pageNO === 1) expect(res.total).toBeGreaterThanOrEqual(res.data.length);
    if (res.data.length < 50) return cards;
  }
}

/** The order a sort promises, over the whole result set: its key, then the id. */
const COMPARE: Record<Exclude<(typeof SORTS)[number], 'default'>, (a: TProductCard, b: TProductCard) => number> = {
  priceAsc: (a, b) => a.price - b.price || a.id - b.id,
  priceDesc: (a, b) => b.price - a.price || a.id - b.id,
  sales: (a, b) => b.sales - a.sales || a.id - b.id,
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
};

/** Answers per dialect, compared once both have run (the seed gives both the same ids). */
const answers = new Map<string, number[][]>();

describeEachDb('search relevance over the demo catalogue', (ctx) => {
  beforeAll(async () => {
    await seedDemo(ctx.app.deps);
  }, 60_000);

  for (const c of CASES) {
    it(`「${c.query}」 leads with ${c.firstHave.join(' + ')} and keeps every sort strict`, async () => {
      const found = await everyCard(ctx, { queryName: c.query });
      const first = found.slice(0, c.firstCount ?? 1);
      expect(first.length, 'results').toBe(c.firstCount ?? 1);
      for (const p of first)
        for (const word of c.firstHave) expect(p.title.toLowerCase()).toContain(word.toLowerCase());
      for (const word of c.absent ?? [])
        expect(found.filter((p) => p.title.includes(word)).map((p) => p.title)).toEqual([]);
      if (c.every) expect(found.filter((p) => !c.every?.(p)).map((p) => p.title)).toEqual([]);
      const ids = new Set(found.map((p) => p.id));
      for (const sort of SORTS) {
        if (sort === 'default') continue;
        const sorted = await everyCard(ctx, { queryName: c.query, sort });
        expect(new Set(sorted.map((p) => p.id)), `${sort}: the same set`).toEqual(ids);
        expect(
          sorted.map((p) => p.id),
          sort,
        ).toEqual([...sorted].sort(COMPARE[sort]).map((p) => p.id));
      }
    });
  }

  it('puts every title hit of 网关 first under 综合, the sold-out 蓝牙Mesh 网关 Mini too', async () => {
    const found = await everyCard(ctx, { queryName: '网关' });
    const lastTitleHit = found.findLastIndex((p) => p.title.includes('网关'));
    const firstOther = found.findIndex((p) => !p.title.includes('网关'));
    expect(firstOther === -1 || firstOther > lastTitleHit).toBe(true);
    const mini = found.filter((p) => p.title === '云栖 蓝牙Mesh 网关 Mini');
    expect(mini).toHaveLength(1);
    expect(mini[0]?.isSoldOut).toBe(true);
    // Among the title hits those in stock come first.
    const titled = found.slice(0, lastTitleHit + 1).map((p) => p.isSoldOut);
    expect(titled).toEqual([...titled].sort((a, b) => Number(a) - Number(b)));
  });

  it('finds words the query runs together: 米家网关 as 米家 and 网关', async () => {
    const joined = await everyCard(ctx, { queryName: '米家网关' });
    const apart = await everyCard(ctx, { queryName: '米家 网关' });
    expect(joined.length).toBeGreaterThan(0);
    expect(joined.map((p) => p.id)).toEqual(apart.map((p) => p.id));
    const spaced = await everyCard(ctx, { queryName: '智能 门锁 指纹' });
    expect((await everyCard(ctx, { queryName: '智能门锁指纹' })).map((p) => p.id)).toEqual(spaced.map((p) => p.id));
  });

  it('answers a word found only in descriptions when nothing is about it', async () => {
    const found = await everyCard(ctx, { queryName: '免网关' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.subtitle.includes('免网关'))).toBe(true);
    // …and sorts that fallback strictly too.
    const cheap = await everyCard(ctx, { queryName: '免网关', sort: 'priceAsc' });
    expect(cheap.map((p) => p.id)).toEqual([...cheap].sort(COMPARE.priceAsc).map((p) => p.id));
  });

  it('orders a list without a search strictly by each sort key too, sold-out products among the rest', async () => {
    for (const sort of ['priceAsc', 'priceDesc', 'sales', 'newest'] as const) {
      const all = await everyCard(ctx, { sort });
      expect(
        all.map((p) => p.id),
        sort,
      ).toEqual([...all].sort(COMPARE[sort]).map((p) => p.id));
    }
  });

  describe('on both databases', () => {
    it('answers every query of the set the same on SQLite and PostgreSQL', async () => {
      const mine: number[][] = [];
      for (const c of CASES) mine.push((await everyCard(ctx, { queryName: c.query })).map((p) => p.id));
      answers.set(ctx.dialect, mine);
      const other = answers.get(ctx.dialect === 'sqlite' ? 'postgres' : 'sqlite');
      if (other) expect(mine).toEqual(other);
    });
  });
});
