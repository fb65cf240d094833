import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_ORDER_QUERY_KEY } from './get-orders';
import { SUMMARY_QUERY_KEY } from './get-summary';

export type TShipInput = TCallRequest<typeof SELLER_CALLS.sellerOrder.ship>;

/**
 * 发货 (`sellerOrder.ship`, 待发货 → 待收货). The order lists, its detail and the summary (待发货
 * count, badges) reload afterwards — also after a refusal: a 409 means the order moved meanwhile.
 */
export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TShipInput) => request(SELLER_CALLS.sellerOrder.ship, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SELLER_ORDER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
      ]),
  });
}
