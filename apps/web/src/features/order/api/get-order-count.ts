import type { TOrderFilterKey } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { filterStatus, ORDER_QUERY_KEY } from './get-orders';

/** How many orders a tab holds: one order asked for, `total` counts them all. Silent: a badge is optional. */
export async function getOrderCount(filter: TOrderFilterKey): Promise<number> {
  const status = filterStatus(filter);
  const answer = await requestPaged(
    CALLS.order.selectOrders,
    { page: 1, limit: 1, ...(status === undefined ? {} : { status }) },
    { isSilent: true },
  );
  return answer.total;
}

export function getOrderCountQueryOptions(filter: TOrderFilterKey) {
  return queryOptions({
    queryKey: [...ORDER_QUERY_KEY, 'count', filter],
    queryFn: () => getOrderCount(filter),
    staleTime: 0,
  });
}

export function useOrderCount(filter: TOrderFilterKey, isEnabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...getOrderCountQueryOptions(filter), enabled: Boolean(token) && isEnabled });
}
