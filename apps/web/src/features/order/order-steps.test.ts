import { ORDER_STATUS, type TOrderStatus } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps';

const T = 1_700_000_000_000;

function facts(status: TOrderStatus, over = {}) {
  return {
    status,
    createdAt: T,
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    cancelledAt: null,
    cancelReason: '',
    ...over,
  };
}

describe('orderSteps', () => {
  it('waits on payment for an unpaid order', () => {
    const s = orderSteps(facts(ORDER_STATUS.NOPAY));
    expect(s.steps.map((x) => x.title)).toEqual(['提交订单', '付款', '发货', '收货']);
    expect(s.steps.map((x) => x.time)).toEqual([T, null, null, null]);
    expect([s.current, s.status]).toEqual([1, 'process']);
  });

  it('moves on with each state and finishes on receipt', () => {
    expect(orderSteps(facts(ORDER_STATUS.SHIP, { paidAt: T + 1 })).current).toBe(2);
    expect(orderSteps(facts(ORDER_STATUS.DELIVER, { paidAt: T + 1, shippedAt: T + 2 })).current).toBe(3);
    const done = orderSteps(facts(ORDER_STATUS.RECEIVED, { paidAt: T + 1, shippedAt: T + 2, receivedAt: T + 3 }));
    expect([done.current, done.status]).toEqual([3, 'finish']);
    expect(done.steps.map((x) => x.time)).toEqual([T, T + 1, T + 2, T + 3]);
  });

  it('ends a cancelled order in a red step with the reason', () => {
    const s = orderSteps(facts(ORDER_STATUS.CANCELLED, { cancelledAt: T + 5, cancelReason: '超时未支付' }));
    expect(s.steps).toEqual([
      { title: '提交订单', time: T },
      { title: '已取消', time: T + 5, note: '超时未支付' },
    ]);
    expect([s.current, s.status]).toEqual([1, 'error']);
  });

  it('keeps what happened before a close', () => {
    const s = orderSteps(facts(ORDER_STATUS.CLOSED, { paidAt: T + 1 }));
    expect(s.steps.map((x) => x.title)).toEqual(['提交订单', '付款', '已关闭']);
    expect([s.current, s.status]).toEqual([2, 'error']);
  });
});
