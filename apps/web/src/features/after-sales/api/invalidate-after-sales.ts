import { useQueryClient } from '@tanstack/react-query';
import { AI_COIN_QUERY_KEY } from '../../ai-coin';
import { AFTER_SALES_QUERY_KEY } from './get-service-data';

/**
 * Spec §4: the order's return data is loaded again after each action; so are the orders (a refund
 * changes the paid sum and may close the order) and the AI币 balance (refunds go back there).
 * Also after a failed call: a 409 means the request moved meanwhile.
 */
export function useInvalidateAfterSales() {
  const queryClient = useQueryClient();
  return async (orderId: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...AFTER_SALES_QUERY_KEY, orderId] }),
      queryClient.invalidateQueries({ queryKey: ['order'] }),
      queryClient.invalidateQueries({ queryKey: AI_COIN_QUERY_KEY }),
    ]);
  };
}
