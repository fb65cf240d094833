import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  parseSellerOrderFilter,
  SELLER_ORDER_TABS,
  sellerOrderPayload,
  sellerOrderSearch,
  sellerOrderTabCount,
} from './order-filter';

const parse = (search: string) => parseSellerOrderFilter(new URLSearchParams(search));

describe('seller order filter', () => {
  it('reads status, keyword and page from the address bar', () => {
    expect(parse('status=1&keyword=%20网关%20&page=3')).toEqual({ status: 1, keyword: '网关', page: 3 });
    expect(parse('')).toEqual({ keyword: '', page: 1 });
  });

  it('falls back to 全部 and page 1 on what it cannot read', () => {
    expect(parse('status=9&page=0')).toEqual({ keyword: '', page: 1 });
    expect(parse('status=-1&page=abc')).toEqual({ keyword: '', page: 1 });
    expect(parse('status=1.5&page=2.5')).toEqual({ keyword: '', page: 1 });
    expect(parse(`keyword=${'字'.repeat(40)}`).keyword).toHaveLength(30);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(sellerOrderSearch({ keyword: '', page: 1 }).toString()).toBe('');
    const filter = { status: 0 as const, keyword: '2026 灯', page: 2 };
    const search = sellerOrderSearch(filter).toString();
    expect(search).toBe('status=0&keyword=2026+%E7%81%AF&page=2');
    expect(parse(search)).toEqual(filter);
  });

  it('sends status and keyword only when set (status 0 is a status)', () => {
    expect(sellerOrderPayload({ keyword: '' })).toEqual({});
    expect(sellerOrderPayload({ status: 0, keyword: '' })).toEqual({ status: 0 });
    expect(sellerOrderPayload({ status: 1, keyword: '网关' })).toEqual({ status: 1, keyword: '网关' });
  });

  it('has 全部 and a tab per order status', () => {
    expect(SELLER_ORDER_TABS.map((t) => t.label)).toEqual([
      '全部',
      '待付款',
      '待发货',
      '待收货',
      '已完成',
      '已取消',
      '已关闭',
    ]);
  });

  it('counts a tab from the summary (全部: the sum)', () => {
    const counts = { 0: 1, 1: 2, 2: 3, 3: 4, 4: 0, 5: 5 };
    expect(sellerOrderTabCount(counts, undefined)).toBe(15);
    expect(sellerOrderTabCount(counts, 1)).toBe(2);
    expect(sellerOrderTabCount(undefined, 1)).toBeUndefined();
  });

  it('names an unnamed export after its filter and day', () => {
    const day = new Date(2026, 2, 5, 10);
    expect(exportFileName({ status: 1, keyword: '' }, day)).toBe('订单导出-待发货-20260305.csv');
    expect(exportFileName({ keyword: 'x' }, day)).toBe('订单导出-全部-20260305.csv');
  });
});
