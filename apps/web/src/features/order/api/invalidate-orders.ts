import { useQueryClient } from '@tanstack/react-query';
import { AI_COIN_QUERY_KEY } from '../../ai-coin';
import { COUPON_QUERY_KEY } from '../../coupon';
import { ORDER_QUERY_KEY } from './get-orders';

/**
 * After any order action the lists, counts and detail are stale; so is the AI币 balance after a payment.
 * The order mutations call it also when the call failed: a 409 means the order moved meanwhile
 * (paid elsewhere, timed out).
 */
export function useInvalidateOrders(isMoneyMoved: boolean) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY }),
      // A cancelled order gives its coupon back.
      queryClient.invalidateQueries({ queryKey: COUPON_QUERY_KEY }),
      isMoneyMoved ? queryClient.invalidateQueries({ queryKey: AI_COIN_QUERY_KEY }) : undefined,
    ]);
  };
}
