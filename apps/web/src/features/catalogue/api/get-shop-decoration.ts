import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A shop's decoration templates (`shop/queryList`). */
export function getShopDecoration(agentId: number) {
  return request(CALLS.shop.queryList, { agentId });
}

export function getShopDecorationQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'shop-decoration', agentId],
    queryFn: () => getShopDecoration(agentId),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useShopDecoration(agentId: number) {
  return useQuery(getShopDecorationQueryOptions(agentId));
}
