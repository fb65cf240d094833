import { describe, expect, it } from 'vitest';
import { trendBars } from './workbench-trend';

describe('trendBars', () => {
  it('scales each bar to the week’s highest and names the last day 今天', () => {
    const bars = trendBars([
      { day: '2026-03-09', orders: 0, sales: 0 },
      { day: '2026-03-10', orders: 2, sales: 50 },
      { day: '2026-03-11', orders: 4, sales: 200 },
      { day: '2026-03-12', orders: 1, sales: 1 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(['3/9', '3/10', '3/11', '今天']);
    expect(bars.map((b) => b.ordersPct)).toEqual([0, 50, 100, 25]);
    expect(bars.map((b) => b.salesPct)).toEqual([0, 25, 100, 2]);
  });

  it('draws an empty week flat', () => {
    const bars = trendBars([{ day: '2026-03-12', orders: 0, sales: 0 }]);
    expect(bars[0]).toMatchObject({ label: '今天', ordersPct: 0, salesPct: 0 });
    expect(trendBars([])).toEqual([]);
  });
});
