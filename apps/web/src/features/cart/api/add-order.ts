import { CALLS, type TCallRequest } from '@mall/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ORDER_QUERY_KEY } from '../../order/api/get-orders';
import { CART_REFRESH_DELAY_MS } from '../settlement';
import { CART_QUERY_KEY } from './get-cart';

export type TAddOrderInput = TCallRequest<typeof CALLS.order.addOrder>;
export type TAddOrderFromDetailInput = TCallRequest<typeof CALLS.order.addOrderFromDetail>;

/** Orders checked cart entries (`addOrder`): one order per seller; answers the new order ids. */
export function addOrder(data: TAddOrderInput) {
  return request(CALLS.order.addOrder, data);
}

/** Buy now from a product detail (`addOrderFromDetail`). */
export function addOrderFromDetail(data: TAddOrderFromDetailInput) {
  return request(CALLS.order.addOrderFromDetail, data);
}

/**
 * Spec §4/§9: after an order is created from the cart the client refreshes the cart 2000 ms later
 * (the ordered entries have left it). Not tied to a page: the buyer has moved on by then.
 */
export function scheduleCartRefresh(queryClient: QueryClient): void {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, CART_REFRESH_DELAY_MS);
}

/** Either call. The order lists are stale at once; an order from the cart also schedules the cart refresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'cart'; data: TAddOrderInput } | { kind: 'detail'; data: TAddOrderFromDetailInput }) =>
      input.kind === 'cart' ? addOrder(input.data) : addOrderFromDetail(input.data),
    onSuccess: (_result, input) => {
      if (input.kind === 'cart') scheduleCartRefresh(queryClient);
      return queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    },
  });
}
