import { PAYMENT_STATUS } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { cashierState } from './cashier-state';

const NOW = 1_700_000_000_000;

describe('cashierState', () => {
  it('offers paying a pending payment before it expires', () => {
    expect(cashierState({ status: PAYMENT_STATUS.PENDING, expiresAt: NOW + 1 }, NOW)).toBe('payable');
  });

  it('calls a pending payment expired from its expiry on', () => {
    expect(cashierState({ status: PAYMENT_STATUS.PENDING, expiresAt: NOW }, NOW)).toBe('expired');
  });

  it('shows paid, closed and refunded payments as they are, whatever the time', () => {
    expect(cashierState({ status: PAYMENT_STATUS.PAID, expiresAt: NOW - 1 }, NOW)).toBe('paid');
    expect(cashierState({ status: PAYMENT_STATUS.CLOSED, expiresAt: NOW + 1 }, NOW)).toBe('closed');
    expect(cashierState({ status: PAYMENT_STATUS.REFUNDED, expiresAt: NOW + 1 }, NOW)).toBe('refunded');
  });
});
