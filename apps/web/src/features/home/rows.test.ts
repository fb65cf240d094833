import { describe, expect, it } from 'vitest';
import { chunk, MARKET_PER_ROW } from './rows';

describe('chunk', () => {
  it('splits the market position into rows of 3', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], MARKET_PER_ROW)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
  });

  it('leaves a shorter last row and no rows for an empty list', () => {
    expect(chunk([1, 2, 3, 4], 3)).toEqual([[1, 2, 3], [4]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
