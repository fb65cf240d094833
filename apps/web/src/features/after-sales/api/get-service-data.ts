import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Every after-sales query key starts here. */
export const AFTER_SALES_QUERY_KEY = ['after-sales'] as const;

/** An order's after-sales, one entry per order line (`selectSingle`, spec §3 serviceData). */
export function getServiceData(orderId: number) {
  return request(CALLS.afterSales.selectSingle, { orderId }, { isSilent: true });
}

export function getServiceDataQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...AFTER_SALES_QUERY_KEY, orderId],
    queryFn: () => getServiceData(orderId),
    staleTime: 0,
  });
}

export function useServiceData(orderId: number | undefined) {
  return useQuery({ ...getServiceDataQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
}
