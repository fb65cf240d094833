import { describe, expect, it } from 'vitest';
import { parseJsonList, parseStoredList } from './json-list.js';

describe('JSON lists in text columns', () => {
  it('reads strings, and anything unreadable as empty', () => {
    expect(parseJsonList('["a",1]')).toEqual(['a', '1']);
    expect(parseJsonList('{oops')).toEqual([]);
  });

  it('reads a stored list as written, and anything unreadable or not a list as empty', () => {
    expect(parseStoredList<{ url: string }>('[{"url":"/files/a.pdf"}]')).toEqual([{ url: '/files/a.pdf' }]);
    expect(parseStoredList('{"url":1}')).toEqual([]);
    expect(parseStoredList('{oops')).toEqual([]);
  });
});
