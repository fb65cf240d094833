import { describe, expect, it } from 'vitest';
import {
  nextOrderStatus,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  type TOrderAction,
  type TOrderStatus,
} from './order-status.js';

const _ = null;
const ACTIONS: TOrderAction[] = ['pay', 'cancel', 'timeout', 'ship', 'confirmReceipt', 'refundAll'];

/**
 * The whole order machine written out by hand (DESIGN.md §3): row = current state, column = action
 * (in ACTIONS order), cell = the next state or _ (refused). Any edit of ORDER_TRANSITIONS must be
 * made here too, on purpose.
 */
const EXPECTED: Record<TOrderStatus, (TOrderStatus | null)[]> = {
  // columns: pay, cancel, timeout, ship, confirmReceipt, refundAll
  0: /* 待付款 */ [1, 4, 4, _, _, _],
  1: /* 待发货 */ [_, _, _, 2, _, 5],
  2: /* 待收货 */ [_, _, _, _, 3, 5],
  3: /* 已完成 */ [_, _, _, _, _, 5],
  4: /* 已取消 */ [_, _, _, _, _, _],
  5: /* 已关闭 */ [_, _, _, _, _, _],
};

describe('ORDER_TRANSITIONS', () => {
  it('has exactly the actions and states the matrix lists', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ACTIONS].sort());
    expect(Object.values(ORDER_STATUS).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  for (const from of Object.values(ORDER_STATUS)) {
    for (const [i, action] of ACTIONS.entries()) {
      const expected = EXPECTED[from][i];
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextOrderStatus(from, action)).toBe(expected);
      });
    }
  }
});
