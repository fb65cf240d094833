import type { PAYMENT_STATUS as CONTRACT_PAYMENT_STATUS, TSandboxPayment } from '@mall/contract';

/**
 * The contract's PAYMENT_STATUS, checked value for value by its type: the constant itself sits beside
 * the pay calls' zod schemas, and importing it would load the whole contract (zod included) with the
 * mall's payment pages. Only the type is imported, so a change in the contract fails the build here.
 */
const PAYMENT_STATUS: typeof CONTRACT_PAYMENT_STATUS = { PENDING: 0, PAID: 1, CLOSED: 2, REFUNDED: 3 };

/** What the cashier page shows for a payment: the pay button only while it can still be paid. */
export type TCashierState = 'payable' | 'paid' | 'closed' | 'refunded' | 'expired';

export function cashierState(payment: Pick<TSandboxPayment, 'status' | 'expiresAt'>, now: number): TCashierState {
  switch (payment.status) {
    case PAYMENT_STATUS.PAID:
      return 'paid';
    case PAYMENT_STATUS.CLOSED:
      return 'closed';
    case PAYMENT_STATUS.REFUNDED:
      return 'refunded';
    default:
      return payment.expiresAt <= now ? 'expired' : 'payable';
  }
}

/** Seconds before the cashier sends the buyer back after a successful payment. */
export const RETURN_DELAY_SECONDS = 3;
