import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_ORDER_QUERY_KEY } from './get-orders';

/**
 * One of the seller's orders with its logistics (`sellerOrder.detail`). Silent: an unknown id or
 * another seller's order answers 404, which the page shows as its own not-found state.
 */
export function getSellerOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...SELLER_ORDER_QUERY_KEY, 'detail', orderId],
    queryFn: () => request(SELLER_CALLS.sellerOrder.detail, { orderId }, { isSilent: true }),
    staleTime: 0,
    retry: false,
  });
}

export function useSellerOrder(orderId: number | undefined) {
  return useQuery({ ...getSellerOrderQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
}
