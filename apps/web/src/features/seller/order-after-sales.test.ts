import { describe, expect, it } from 'vitest';
import { afterSalesLabel, shipBlock } from './order-after-sales';

describe('an order’s open after-sales in the workbench', () => {
  it('names it 退款中 or 售后中, nothing without one', () => {
    expect(afterSalesLabel('refunding')).toBe('退款中');
    expect(afterSalesLabel('servicing')).toBe('售后中');
    expect(afterSalesLabel(null)).toBeNull();
  });

  it('blocks 发货 of a 待发货 order with an open request and points at 待审核 after-sales', () => {
    expect(shipBlock({ status: 1, afterSales: 'refunding' })).toEqual({
      label: '退款中',
      hint: '买家申请了退款，处理后才能发货',
      to: '/seller/after-sales?status=1',
    });
    expect(shipBlock({ status: 1, afterSales: 'servicing' })?.hint).toBe('售后处理后才能发货');
  });

  it('leaves 发货 alone without a request, and orders that are not 待发货', () => {
    expect(shipBlock({ status: 1, afterSales: null })).toBeNull();
    expect(shipBlock({ status: 2, afterSales: 'refunding' })).toBeNull();
    expect(shipBlock({ status: 0, afterSales: null })).toBeNull();
  });
});
