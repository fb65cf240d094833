import { describe, expect, it } from 'vitest';
import { DEMAND_STATUS, QUOTE_STATUS, type TDemandStatus, type TQuoteStatus } from './procurement.rules.js';
import {
  DEMAND_TRANSITIONS,
  demandMay,
  demandMovesTo,
  nextDemandStatus,
  nextQuoteStatus,
  QUOTE_TRANSITIONS,
  storedDemandStates,
  type TDemandAction,
  type TQuoteAction,
} from './procurement-status.js';

const _ = null;
const DEMAND_ACTIONS: TDemandAction[] = ['publish', 'edit', 'quote', 'settle', 'close', 'reopen'];

/**
 * The whole demand machine written out by hand (DESIGN.md §3, the decisions documented on
 * DEMAND_TRANSITIONS): row = the state shown (2 已截止 = stored 1 past its deadline), column = action
 * (in DEMAND_ACTIONS order), cell = the stored state it leads to or _ (refused). Any edit of the table
 * must be made here too, on purpose.
 */
const DEMAND_EXPECTED: Record<TDemandStatus, (TDemandStatus | null)[]> = {
  // columns: publish, edit, quote, settle, close, reopen
  0: /* 草稿 */ [1, 0, _, _, 4, _],
  1: /* 报价中 */ [_, 1, 1, 3, 4, _],
  2: /* 已截止 */ [_, _, _, 3, 4, _],
  3: /* 已成交 */ [_, _, _, _, _, 1],
  4: /* 已关闭 */ [_, _, _, _, _, _],
};

describe('DEMAND_TRANSITIONS', () => {
  it('has exactly the actions and states the matrix lists', () => {
    expect(Object.keys(DEMAND_TRANSITIONS).sort()).toEqual([...DEMAND_ACTIONS].sort());
    expect(Object.values(DEMAND_STATUS).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('never leads to 2 已截止: it is derived, never stored', () => {
    for (const t of Object.values(DEMAND_TRANSITIONS)) expect(t.to).not.toBe(DEMAND_STATUS.EXPIRED);
  });

  for (const from of Object.values(DEMAND_STATUS)) {
    for (const [i, action] of DEMAND_ACTIONS.entries()) {
      const expected = DEMAND_EXPECTED[from][i];
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextDemandStatus(from, action)).toBe(expected);
        expect(demandMay(from, action)).toBe(expected !== null);
      });
    }
  }
});

describe('demandMovesTo', () => {
  it('names the stored state of every moving action and refuses the ones that keep it', () => {
    expect(demandMovesTo('publish')).toBe(1);
    expect(demandMovesTo('settle')).toBe(3);
    expect(demandMovesTo('close')).toBe(4);
    expect(demandMovesTo('reopen')).toBe(1);
    expect(() => demandMovesTo('edit')).toThrow('keeps its state');
    expect(() => demandMovesTo('quote')).toThrow('keeps its state');
  });
});

describe('storedDemandStates', () => {
  it('stores 报价中 and 已截止 alike as 1, every other state as itself, once', () => {
    expect(storedDemandStates([1, 2])).toEqual([1]);
    expect(storedDemandStates([2])).toEqual([1]);
    expect(storedDemandStates([0, 1, 2])).toEqual([0, 1]);
    expect(storedDemandStates([3])).toEqual([3]);
    expect(storedDemandStates([4])).toEqual([4]);
  });
});

const QUOTE_ACTIONS: TQuoteAction[] = ['accept', 'decline', 'revive'];

/** The quote machine by hand: row = state, column = action (QUOTE_ACTIONS order), cell = next or _. */
const QUOTE_EXPECTED: Record<TQuoteStatus, (TQuoteStatus | null)[]> = {
  // columns: accept, decline, revive
  0: /* 有效 */ [1, 2, _],
  1: /* 已成交 */ [_, _, 0],
  2: /* 未中标 */ [_, _, 0],
};

describe('QUOTE_TRANSITIONS', () => {
  it('has exactly the actions and states the matrix lists', () => {
    expect(Object.keys(QUOTE_TRANSITIONS).sort()).toEqual([...QUOTE_ACTIONS].sort());
    expect(Object.values(QUOTE_STATUS).sort()).toEqual([0, 1, 2]);
  });

  for (const from of Object.values(QUOTE_STATUS)) {
    for (const [i, action] of QUOTE_ACTIONS.entries()) {
      const expected = QUOTE_EXPECTED[from][i];
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextQuoteStatus(from, action)).toBe(expected);
      });
    }
  }
});
