import { CALLS, type TCallRequest } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { AI_COIN_QUERY_KEY } from '../../ai-coin/api/ai-coin';
import { ORDER_QUERY_KEY } from './get-orders';

export type TPayOrdersInput = TCallRequest<typeof CALLS.order.pay>;

/** Pays orders with AI币 (paid at once) or through the sandbox gateway (answers its cashier page). */
export function payOrders(data: TPayOrdersInput) {
  return request(CALLS.order.pay, data);
}

export function cancelOrder(orderId: number) {
  return request(CALLS.order.cancelOrder, { orderId });
}

export function confirmReceipt(orderId: number) {
  return request(CALLS.order.confirmReceipt, { orderId });
}

/**
 * After any order action the lists, counts and detail are stale; so is the AI币 balance after a payment.
 * Refreshed also when the call failed: a 409 means the order moved meanwhile (paid elsewhere, timed out).
 */
function useInvalidateOrders(isMoneyMoved: boolean) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY }),
      isMoneyMoved ? queryClient.invalidateQueries({ queryKey: AI_COIN_QUERY_KEY }) : undefined,
    ]);
  };
}

export function usePayOrders() {
  const invalidate = useInvalidateOrders(true);
  return useMutation({ mutationFn: payOrders, onSettled: invalidate });
}

export function useCancelOrder() {
  const invalidate = useInvalidateOrders(false);
  return useMutation({ mutationFn: cancelOrder, onSettled: invalidate });
}

export function useConfirmReceipt() {
  const invalidate = useInvalidateOrders(false);
  return useMutation({ mutationFn: confirmReceipt, onSettled: invalidate });
}
