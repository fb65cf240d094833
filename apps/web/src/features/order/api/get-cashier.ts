import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ORDER_QUERY_KEY } from './get-orders';

/**
 * The mall's cashier for a set of orders (`/order/pay/cashier.json`, 合并支付). Silent: the page shows
 * its own not-found state for an unknown or foreign order (404).
 */
export function getCashier(orderIds: readonly number[]) {
  return request(CALLS.order.cashier, { orderIds: [...orderIds] }, { isSilent: true });
}

/** Under the order keys: paying, cancelling or the sweep make it stale with the lists. */
export function getCashierQueryOptions(orderIds: readonly number[]) {
  return queryOptions({
    queryKey: [...ORDER_QUERY_KEY, 'cashier', orderIds.join(',')],
    queryFn: () => getCashier(orderIds),
    staleTime: 0,
  });
}

export function useCashier(orderIds: readonly number[] | null) {
  return useQuery({ ...getCashierQueryOptions(orderIds ?? []), enabled: orderIds !== null });
}
