import type { TQuote } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { bestIds, buildComparison, sortQuotes } from './comparison';

const items = [
  { id: 1, name: '智能门锁', spec: 'C级', quantity: 10, unit: '把' },
  { id: 2, name: '网关', spec: '', quantity: 2, unit: '台' },
];

function quote(id: number, prices: [number, number], extra: Partial<TQuote> = {}): TQuote {
  const lines = items.map((item, i) => ({
    itemId: item.id,
    name: item.name,
    spec: item.spec,
    quantity: item.quantity,
    unit: item.unit,
    unitPrice: prices[i],
    amount: Math.round(prices[i] * item.quantity * 100) / 100,
  }));
  return {
    id,
    demandId: 1,
    sellerId: id,
    shopName: `店${id}`,
    shopLogo: '',
    shopScore: 4.5,
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
    taxIncluded: true,
    leadDays: 7,
    warrantyMonths: 12,
    validUntil: '2026-12-31',
    expired: false,
    note: '',
    status: 0,
    statusText: '有效',
    createTime: 0,
    updateTime: 0,
    revisedTime: null,
    isUpdated: false,
    ...extra,
  };
}

describe('cheapest per row', () => {
  it('marks the lowest unit price of each item, the lowest total and the best terms', () => {
    const a = quote(1, [800, 300], { leadDays: 10, warrantyMonths: 24 });
    const b = quote(2, [850, 250], { leadDays: 5 });
    const c = quote(3, [800, 320], { leadDays: 5 });
    const cmp = buildComparison(items, [a, b, c]);
    expect([...cmp.rows[0].cheapest]).toEqual([1, 3]);
    expect([...cmp.rows[1].cheapest]).toEqual([2]);
    expect(cmp.rows[0].cells).toEqual([
      { unitPrice: 800, amount: 8000 },
      { unitPrice: 850, amount: 8500 },
      { unitPrice: 800, amount: 8000 },
    ]);
    // totals: a 8600, b 9000, c 8640
    expect([...cmp.cheapestTotal]).toEqual([1]);
    expect([...cmp.shortestLead]).toEqual([2, 3]);
    expect([...cmp.longestWarranty]).toEqual([1]);
  });

  it('compares money in cents', () => {
    expect([
      ...bestIds(
        [
          { id: 1, v: 0.1 + 0.2 },
          { id: 2, v: 0.3 },
          { id: 3, v: 0.31 },
        ],
        (q) => Math.round(q.v * 100),
      ),
    ]).toEqual([1, 2]);
  });

  it('marks nothing with one quote or when all are equal', () => {
    expect(buildComparison(items, [quote(1, [1, 1])]).rows[0].cheapest.size).toBe(0);
    expect(buildComparison(items, [quote(1, [5, 1]), quote(2, [5, 2])]).rows[0].cheapest.size).toBe(0);
  });

  it('lets only the quotes that can be chosen compete, unless none can', () => {
    const expired = quote(1, [100, 100], { expired: true });
    const live = quote(2, [900, 300]);
    const other = quote(3, [950, 200]);
    const open = (q: TQuote) => !q.expired;
    const cmp = buildComparison(items, [expired, live, other], open);
    expect([...cmp.rows[0].cheapest]).toEqual([2]);
    const none = buildComparison(items, [expired, quote(4, [200, 200], { expired: true })], open);
    expect([...none.rows[0].cheapest]).toEqual([1]);
  });

  it('leaves a cell empty when a quote misses an item', () => {
    const partial = { ...quote(1, [1, 1]), lines: quote(1, [1, 1]).lines.slice(0, 1) };
    expect(buildComparison(items, [partial]).rows[1].cells).toEqual([null]);
  });
});

describe('sorting quotes', () => {
  const a = quote(1, [800, 300], { leadDays: 10 });
  const b = quote(2, [850, 250], { leadDays: 3 });
  const c = quote(3, [700, 100], { leadDays: 5, expired: true });
  const open = (q: TQuote) => !q.expired;
  it('by total, the unavailable last', () => {
    expect(sortQuotes([b, c, a], 'total', open).map((q) => q.id)).toEqual([1, 2, 3]);
  });
  it('by lead time', () => {
    expect(sortQuotes([a, c, b], 'lead', open).map((q) => q.id)).toEqual([2, 1, 3]);
  });
});
