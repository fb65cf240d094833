import { describe, expect, it } from 'vitest';
import { siteReturnTo } from '../../lib/return-to';
import { cashierPath, paidDestination, parseCashierIds, rechargePath } from './cashier-path';

describe('cashier paths (合并支付)', () => {
  it('reads the order ids of the cashier’s address, refusing anything else', () => {
    const read = (q: string) => parseCashierIds(new URLSearchParams(q));
    expect(read('orderIds=3,1,3')).toEqual([3, 1]);
    expect(read(`orderIds=${cashierPath([7, 8]).split('=')[1]}`)).toEqual([7, 8]);
    for (const bad of [
      '',
      'orderIds=',
      'orderIds=a',
      'orderIds=1.5',
      'orderIds=0',
      'orderIds=-2',
      'orderIds=2147483648',
    ])
      expect(read(bad), bad).toBeNull();
    expect(read(`orderIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).toBeNull();
  });

  it('sends a paid single order to its detail and a paid checkout to 待发货', () => {
    expect(paidDestination([5])).toBe('/order/detail?orderId=5');
    expect(paidDestination([5, 6])).toBe('/user/order?status=ship');
  });

  it('去充值 carries the cashier back as a site path only', () => {
    const back = cashierPath([5, 6]);
    const link = new URL(rechargePath(back), 'http://mall.test');
    expect(link.pathname).toBe('/user/aicoin/buy');
    expect(siteReturnTo(link.searchParams.get('returnTo'))).toBe(back);
    for (const bad of [
      null,
      '',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a b',
    ])
      expect(siteReturnTo(bad), String(bad)).toBeNull();
  });
});
