import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A shop's basic data (`getEcAgentBasicData`). Silent: shop pages show their own closed/not-found state. */
export function getShopBasic(agentId: number) {
  return request(CALLS.shop.getEcAgentBasicData, { agentId }, { isSilent: true });
}

export function getShopBasicQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'shop-basic', agentId],
    queryFn: () => getShopBasic(agentId),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useShopBasic(agentId: number) {
  return useQuery(getShopBasicQueryOptions(agentId));
}
