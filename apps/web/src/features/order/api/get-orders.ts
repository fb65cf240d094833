import { ORDER_PAGE_SIZE, type TOrderFilterKey } from '@mall/contract';
import { CALLS, ORDER_FILTERS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';

/** Every order query key starts here; each order mutation invalidates the lot. */
export const ORDER_QUERY_KEY = ['order'] as const;

/** The status a filter asks the server for (list: none). */
export function filterStatus(filter: TOrderFilterKey) {
  return ORDER_FILTERS.find((f) => f.key === filter)?.status;
}

/**
 * One page of the buyer's orders for a tab (`selectOrders`, page size 5, spec §9). Spec §4: the
 * selected tab decides which list and total receive the page, so each tab has its own cache entry.
 * evaluate stores no order list: its tab lists the goods awaiting a review (`queryPool`,
 * features/review), so its orders are never asked for.
 */
export function getOrders(filter: TOrderFilterKey, page: number) {
  const status = filterStatus(filter);
  return requestPaged(CALLS.order.selectOrders, {
    page,
    limit: ORDER_PAGE_SIZE,
    ...(status === undefined ? {} : { status }),
  });
}

export function getOrdersQueryOptions(filter: TOrderFilterKey, page: number) {
  const key = [...ORDER_QUERY_KEY, 'list', filter, page];
  const tab = JSON.stringify(key.slice(0, -1));
  return queryOptions({
    queryKey: key,
    queryFn: () => getOrders(filter, page),
    // The previous page stays on screen while the next loads, but never another tab's orders.
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === tab ? previous : undefined,
    staleTime: 0,
    enabled: filter !== 'evaluate',
  });
}

export function useOrders(filter: TOrderFilterKey, page: number) {
  return useQuery(getOrdersQueryOptions(filter, page));
}
