import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateOrders } from './invalidate-orders';

/** Cancels an unpaid order (`cancelOrder`). */
export function cancelOrder(orderId: number) {
  return request(CALLS.order.cancelOrder, { orderId });
}

export function useCancelOrder() {
  const invalidate = useInvalidateOrders(false);
  return useMutation({ mutationFn: cancelOrder, onSettled: invalidate });
}
