import { formatYuan } from '@mall/contract/wire';

/** A ledger amount with its sign: +100.00 for credits, -35.50 for debits. */
export function signedAmount(amount: number): string {
  if (amount > 0) return `+${formatYuan(amount)}`;
  if (amount < 0) return `-${formatYuan(-amount)}`;
  return formatYuan(0);
}
