import type { TSandboxPayment } from '@mall/contract';
import { PAYMENT_STATUS } from '@mall/contract/wire';

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
