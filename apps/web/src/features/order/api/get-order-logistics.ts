import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ORDER_QUERY_KEY } from './get-orders';

/** The parcel's journey of a shipped order (`queryOrder`: spec §3 orderDetail = order plus logisticsDetails). */
export function getOrderLogistics(orderId: number) {
  return request(CALLS.order.queryOrder, { orderId });
}

export function getOrderLogisticsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ORDER_QUERY_KEY, 'logistics', orderId],
    queryFn: () => getOrderLogistics(orderId),
    staleTime: 30_000,
  });
}

export function useOrderLogistics(orderId: number, isEnabled: boolean) {
  return useQuery({ ...getOrderLogisticsQueryOptions(orderId), enabled: isEnabled });
}
