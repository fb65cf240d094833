import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows whole yuan without decimals and others with two', () => {
    expect(formatPrice(99)).toBe('99');
    expect(formatPrice(99.5)).toBe('99.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
  });
});

describe('formatCount', () => {
  it('writes large counts in 万', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(3_500_000)).toBe('350万');
  });
});
