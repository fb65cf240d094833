import { describe, expect, it } from 'vitest';
import { signedAmount } from './signed-amount';

describe('signedAmount', () => {
  it('puts + before credits and - before debits, with two decimals', () => {
    expect(signedAmount(100)).toBe('+100.00');
    expect(signedAmount(-35.5)).toBe('-35.50');
    expect(signedAmount(0.1 + 0.2)).toBe('+0.30');
  });

  it('shows zero without a sign', () => {
    expect(signedAmount(0)).toBe('0.00');
  });
});
