import { describe, expect, it } from 'vitest';
import { parseId } from './query-id';

describe('parseId', () => {
  it('takes a positive whole id and nothing else', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('1e3')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
  });
});
