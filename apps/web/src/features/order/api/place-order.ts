import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleCartRefresh } from '../../cart';
import { COUPON_QUERY_KEY } from '../../coupon';
import { addOrder, type TAddOrderInput } from './add-order';
import { addOrderFromDetail, type TAddOrderFromDetailInput } from './add-order-from-detail';
import { ORDER_QUERY_KEY } from './get-orders';

/**
 * The order confirm page's submit: from the cart (`addOrder`) or from a product detail
 * (`addOrderFromDetail`). The order lists are stale at once; an order from the cart also schedules
 * the cart refresh (spec §4/§9).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'cart'; data: TAddOrderInput } | { kind: 'detail'; data: TAddOrderFromDetailInput }) =>
      input.kind === 'cart' ? addOrder(input.data) : addOrderFromDetail(input.data),
    onSuccess: (_result, input) => {
      if (input.kind === 'cart') scheduleCartRefresh(queryClient);
      void queryClient.invalidateQueries({ queryKey: COUPON_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    },
  });
}
