import { describe, expect, it } from 'vitest';
import { axisYuan, trendAxis, trendChart } from './workbench-trend';

describe('trendChart', () => {
  it('draws each measure against its own round axis and names the last day 今天', () => {
    const { bars, orders, sales } = trendChart([
      { day: '2026-03-09', orders: 0, sales: 0 },
      { day: '2026-03-10', orders: 2, sales: 50 },
      { day: '2026-03-11', orders: 4, sales: 284 },
      { day: '2026-03-12', orders: 1, sales: 1 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(['3/9', '3/10', '3/11', '今天']);
    expect(orders.ticks).toEqual([0, 1, 2, 3, 4]);
    expect(sales.ticks).toEqual([0, 100, 200, 300, 400]);
    expect(bars.map((b) => b.ordersPct)).toEqual([0, 50, 100, 25]);
    // 4 orders fill their axis; ¥284 of ¥400 does not: the two bars of a day differ as their values do.
    expect(bars.map((b) => b.salesPct)).toEqual([0, 13, 71, 2]);
  });

  it('draws an empty week flat on a 0–4 axis', () => {
    const { bars, orders, sales } = trendChart([{ day: '2026-03-12', orders: 0, sales: 0 }]);
    expect(bars[0]).toMatchObject({ label: '今天', ordersPct: 0, salesPct: 0 });
    expect(orders.max).toBe(4);
    expect(sales.max).toBe(4);
    expect(trendChart([]).bars).toEqual([]);
  });
});

describe('trendAxis', () => {
  it('steps by 1, 2 or 5 × 10ⁿ', () => {
    expect(trendAxis(7).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(trendAxis(13).max).toBe(20);
    expect(trendAxis(2599).ticks).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(trendAxis(40_000).max).toBe(40_000);
  });

  it('writes yuan shortly', () => {
    expect(axisYuan(300)).toBe('¥300');
    expect(axisYuan(20_000)).toBe('¥2万');
    expect(axisYuan(15_000)).toBe('¥1.5万');
  });
});
