import { describe, expect, it } from 'vitest';
import { parseId, parsePage, totalPages } from './paging';

describe('totalPages', () => {
  it('is ceil(total / pageRows)', () => {
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(30, 15)).toBe(2);
    expect(totalPages(31, 15)).toBe(3);
  });

  it('is at least 1, also for nonsense input', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(-5, 10)).toBe(1);
    expect(totalPages(Number.NaN, 10)).toBe(1);
    expect(totalPages(10, 0)).toBe(1);
  });
});

describe('query-string numbers', () => {
  it('reads a page as a positive whole number, else 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const v of [null, undefined, '', '0', '-1', '2.5', 'abc']) expect(parsePage(v)).toBe(1);
  });

  it('reads an id as a positive whole number, else undefined', () => {
    expect(parseId('12')).toBe(12);
    for (const v of [null, undefined, '', '0', '-1', '2.5', 'abc', '1e3', ' 7']) expect(parseId(v)).toBeUndefined();
  });
});
