import { describe, expect, it } from 'vitest';
import {
  isPriceChanged,
  parseSellerProductFilter,
  purchaseLimitError,
  purchaseLimitText,
  sellerProductPayload,
  sellerProductSearch,
  stockAfter,
  stockDelta,
  stockLevel,
  stockQuantityError,
} from './product-filter';

const parse = (search: string) => parseSellerProductFilter(new URLSearchParams(search));

describe('seller product filter', () => {
  it('reads the view, keyword and page from the address bar', () => {
    expect(parse('lowStock=1')).toEqual({ view: 'low', keyword: '', page: 1 });
    expect(parse('status=1&keyword=灯&page=2')).toEqual({ view: 'on', keyword: '灯', page: 2 });
    expect(parse('status=0')).toEqual({ view: 'off', keyword: '', page: 1 });
    expect(parse('status=7&lowStock=yes&page=-2')).toEqual({ view: 'all', keyword: '', page: 1 });
    expect(parse('state=3')).toEqual({ view: 'all', keyword: '', page: 1, state: 3 });
    expect(parse('state=9')).not.toHaveProperty('state');
    expect(sellerProductSearch({ view: 'all', keyword: '', page: 1, state: 0 }).toString()).toBe('state=0');
  });

  it('writes what it reads back', () => {
    for (const view of ['all', 'on', 'off', 'low'] as const) {
      const filter = { view, keyword: '网关', page: 3 };
      expect(parse(sellerProductSearch(filter).toString())).toEqual(filter);
    }
    expect(sellerProductSearch({ view: 'all', keyword: '', page: 1 }).toString()).toBe('');
  });

  it('sends each view as the call asks for it', () => {
    expect(sellerProductPayload({ view: 'all', keyword: '', page: 1 })).toEqual({});
    expect(sellerProductPayload({ view: 'on', keyword: '', page: 1 })).toEqual({ status: 1 });
    expect(sellerProductPayload({ view: 'off', keyword: '', page: 1 })).toEqual({ status: 0 });
    expect(sellerProductPayload({ view: 'low', keyword: '灯', page: 1 })).toEqual({ lowStock: true, keyword: '灯' });
    expect(sellerProductPayload({ view: 'all', keyword: '', page: 1, state: 0 })).toEqual({ state: 0 });
  });
});

describe('stock and price edits', () => {
  it('reads 0 as sold out and up to 10 as low', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(10)).toBe('low');
    expect(stockLevel(11)).toBe('ok');
  });

  it('takes whole numbers from 1 to 99 999, never 0', () => {
    expect(stockQuantityError(undefined)).toBe('请填写数量');
    expect(stockQuantityError(null)).toBe('请填写数量');
    expect(stockQuantityError(0)).toBe('数量至少为1');
    expect(stockQuantityError(-3)).toBe('数量至少为1');
    expect(stockQuantityError(1.5)).toBe('数量须为整数');
    expect(stockQuantityError(100_000)).toBe('一次最多调整99999件');
    expect(stockQuantityError(1)).toBeNull();
    expect(stockQuantityError(99_999)).toBeNull();
  });

  it('signs the change: 入库 +N, 出库 −N', () => {
    expect(stockDelta('in', 5)).toBe(5);
    expect(stockDelta('out', 5)).toBe(-5);
    expect(stockAfter(3, 'out', 5)).toBe(-2);
    expect(stockAfter(3, 'in', null)).toBe(3);
  });

  it('compares prices in fen', () => {
    expect(isPriceChanged(0.3, 0.1 + 0.2)).toBe(false);
    expect(isPriceChanged(99, 98.99)).toBe(true);
    expect(isPriceChanged(99, null)).toBe(false);
  });

  it('reads a 限购 setting and checks a custom one', () => {
    expect(purchaseLimitText(null)).toBe('默认（各规格库存的20%，至少5件）');
    expect(purchaseLimitText(3)).toBe('每人限购 3 件');
    expect(purchaseLimitError('default', null)).toBeNull();
    expect(purchaseLimitError('custom', null)).toBe('请填写限购数量');
    expect(purchaseLimitError('custom', 0)).toBe('限购数量至少为1件');
    expect(purchaseLimitError('custom', 2.5)).toBe('限购数量须为整数');
    expect(purchaseLimitError('custom', 10_000)).toBe('限购数量最多9999件');
    expect(purchaseLimitError('custom', 9999)).toBeNull();
  });
});
