import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateOrders } from './invalidate-orders';

/** Confirms a shipped order as received (`confirmReceipt`). */
export function confirmReceipt(orderId: number) {
  return request(CALLS.order.confirmReceipt, { orderId });
}

export function useConfirmReceipt() {
  const invalidate = useInvalidateOrders(false);
  return useMutation({ mutationFn: confirmReceipt, onSettled: invalidate });
}
