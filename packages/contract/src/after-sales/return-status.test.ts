import { describe, expect, it } from 'vitest';
import {
  nextReturnStatus,
  RETURN_ACTION_VERB,
  RETURN_STATUS,
  RETURN_TRANSITIONS,
  RETURN_TYPES,
  returnStatusText,
  type TReturnAction,
  type TReturnStatus,
  type TReturnType,
} from './return-status.js';

const _ = null;
const ACTIONS: TReturnAction[] = [
  'apply',
  'cancel',
  'approve',
  'reject',
  'writeLogistics',
  'receive',
  'shipReplacement',
  'confirmReplacement',
  'platformRefund',
];

/**
 * The whole after-sales machine written out by hand, per return type (DESIGN.md §3, the decisions
 * documented on RETURN_TRANSITIONS): row = current state, column = action (in ACTIONS order),
 * cell = the next state or _ (refused). Any edit of the table must be made here too, on purpose.
 */
// platformRefund (申请平台介入, DESIGN.md §A): customer service refunds a rejected 仅退款 or 退货退款.
const EXPECTED: Record<TReturnType, Record<TReturnStatus, (TReturnStatus | null)[]>> = {
  // 仅退款: approving refunds at once; no goods travel.
  1: {
    // columns: apply, cancel, approve, reject, writeLogistics, receive, shipReplacement, confirmReplacement
    0: /* 无售后 */ [1, _, _, _, _, _, _, _, _],
    1: /* 待审核 */ [_, 5, 4, 6, _, _, _, _, _],
    2: /* 待寄回 */ [_, 5, _, _, _, _, _, _, _],
    3: /* 待商家收货 */ [_, _, _, _, _, _, _, _, _],
    4: /* 已完成 */ [_, _, _, _, _, _, _, _, _],
    5: /* 已取消 */ [1, _, _, _, _, _, _, _, _],
    6: /* 已拒绝 */ [1, _, _, _, _, _, _, _, 4],
    7: /* 换货中 */ [_, _, _, _, _, _, _, _, _],
  },
  // 退货退款: the goods come back, the seller's receipt refunds.
  2: {
    0: [1, _, _, _, _, _, _, _, _],
    1: [_, 5, 2, 6, _, _, _, _, _],
    2: [_, 5, _, _, 3, _, _, _, _],
    3: [_, _, _, _, _, 4, _, _, _],
    4: [_, _, _, _, _, _, _, _, _],
    5: [1, _, _, _, _, _, _, _, _],
    6: [1, _, _, _, _, _, _, _, 4],
    7: [_, _, _, _, _, _, _, _, _],
  },
  // 换货: the goods come back, the seller ships a replacement.
  3: {
    0: [1, _, _, _, _, _, _, _, _],
    1: [_, 5, 2, 6, _, _, _, _, _],
    2: [_, 5, _, _, 3, _, _, _, _],
    3: [_, _, _, _, _, _, 7, _, _],
    4: [_, _, _, _, _, _, _, _, _],
    5: [1, _, _, _, _, _, _, _, _],
    6: [1, _, _, _, _, _, _, _, _],
    7: /* 换货中 */ [_, _, _, _, _, _, _, 4, _],
  },
};

const TYPES = Object.keys(RETURN_TYPES).map(Number) as TReturnType[];

describe('RETURN_TRANSITIONS', () => {
  it('has exactly the actions, states and return types the matrix lists', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...ACTIONS].sort());
    expect(Object.values(RETURN_STATUS).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(TYPES).toEqual([1, 2, 3]);
  });

  for (const type of TYPES) {
    describe(`returnType ${type} (${RETURN_TYPES[type].label})`, () => {
      for (const from of Object.values(RETURN_STATUS)) {
        for (const [i, action] of ACTIONS.entries()) {
          const expected = EXPECTED[type][from][i];
          it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
            expect(nextReturnStatus(from, action, type)).toBe(expected);
          });
        }
      }
    });
  }
});

describe('RETURN_ACTION_VERB', () => {
  it('names every action', () => {
    expect(Object.keys(RETURN_ACTION_VERB).sort()).toEqual([...ACTIONS].sort());
    for (const action of ACTIONS) expect(RETURN_ACTION_VERB[action].length, action).toBeGreaterThan(0);
  });
});

describe('returnStatusText', () => {
  it('says what a finished request did, and the state name otherwise', () => {
    expect(returnStatusText(4, 1)).toBe('退款成功');
    expect(returnStatusText(4, 2)).toBe('退款成功');
    expect(returnStatusText(4, 3)).toBe('换货完成');
    for (const type of TYPES) {
      expect(returnStatusText(1, type)).toBe('待审核');
      expect(returnStatusText(2, type)).toBe('待寄回');
      expect(returnStatusText(3, type)).toBe('待商家收货');
      expect(returnStatusText(5, type)).toBe('已取消');
      expect(returnStatusText(6, type)).toBe('已拒绝');
      expect(returnStatusText(7, type)).toBe('换货中');
    }
  });
});
