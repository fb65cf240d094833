import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** A shop's decoration templates (`shop/queryList`). */
export function getShopDecoration(agentId: number) {
  return request(CALLS.shop.queryList, { agentId });
}

export function getShopDecorationQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'shop-decoration', agentId],
    queryFn: () => getShopDecoration(agentId),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useShopDecoration(agentId: number) {
  return useQuery(getShopDecorationQueryOptions(agentId));
}
