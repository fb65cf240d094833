import { describe, expect, it } from 'vitest';
import { isSameYuan, parseSeenTotal, quoteChangedText, withUpdatedIds } from './quote-changes';

describe('quotes marked 已更新', () => {
  it('keeps every quote ever marked, adds new marks, and answers the same set when nothing is new', () => {
    const first = withUpdatedIds(new Set(), [
      { id: 1, isUpdated: true },
      { id: 2, isUpdated: false },
    ]);
    expect([...first]).toEqual([1]);
    // The next poll is a new look: the server no longer marks 1, the page still does.
    const second = withUpdatedIds(first, [
      { id: 1, isUpdated: false },
      { id: 2, isUpdated: false },
    ]);
    expect(second).toBe(first);
    expect([...withUpdatedIds(second, [{ id: 2, isUpdated: true }])]).toEqual([1, 2]);
  });
});

describe('the total the buyer saw', () => {
  it('compares to the fen', () => {
    expect(isSameYuan(2301, 2301.0000001)).toBe(true);
    expect(isSameYuan(0.1 + 0.2, 0.3)).toBe(true);
    expect(isSameYuan(2301, 2301.01)).toBe(false);
  });

  it('reads a positive amount of at most two decimals from the query string', () => {
    expect(parseSeenTotal('2301')).toBe(2301);
    expect(parseSeenTotal('2301.5')).toBe(2301.5);
    for (const bad of [null, '', '0', '-1', '1e3', '1.234', 'abc', ' 12', '0x10']) {
      expect(parseSeenTotal(bad), String(bad)).toBeUndefined();
    }
  });

  it('names both totals when the quote changed', () => {
    expect(quoteChangedText(2301, 2_199_978)).toBe(
      '商家已修改报价：合计由¥2301.00变为¥2199978.00，请核对采购清单后确认新报价。',
    );
  });
});
