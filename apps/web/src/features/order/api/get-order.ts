import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ORDER_QUERY_KEY } from './get-orders';

/**
 * One order with its logistics (`selectSingleOrder1`). Silent: the detail page shows its own
 * not-found state for an unknown or foreign order (404) instead of a toast.
 */
export function getOrder(orderId: number) {
  return request(CALLS.order.selectSingleOrder1, { orderId }, { isSilent: true });
}

export function getOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ORDER_QUERY_KEY, 'detail', orderId],
    queryFn: () => getOrder(orderId),
    staleTime: 0,
  });
}

export function useOrder(orderId: number | undefined) {
  return useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
}
