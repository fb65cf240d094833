import { ORDER_FILTERS } from '@mall/contract/wire';
import { describe, expect, it } from 'vitest';
import { orderFilterFromParam, orderListPath } from './order-filter';

describe('order list tab in the URL', () => {
  it('writes each tab as ?status=<tab>, 全部订单 as the bare list', () => {
    expect(orderListPath('list')).toBe('/user/order');
    expect(orderListPath('nopay')).toBe('/user/order?status=nopay');
    expect(orderListPath('evaluate')).toBe('/user/order?status=evaluate');
  });

  it('reads every tab back from its path; none or an unknown one is 全部订单', () => {
    for (const { key } of ORDER_FILTERS) {
      const search = new URL(orderListPath(key), 'https://mall.test').searchParams;
      expect(orderFilterFromParam(search.get('status'))).toBe(key);
    }
    expect(orderFilterFromParam(null)).toBe('list');
    expect(orderFilterFromParam('')).toBe('list');
    expect(orderFilterFromParam('1')).toBe('list');
    expect(orderFilterFromParam('constructor')).toBe('list');
  });
});
