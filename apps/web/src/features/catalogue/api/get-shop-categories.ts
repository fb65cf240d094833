import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A seller's own categories (`category/queryChildren`). */
export function getShopCategories(agentId: number, parentId?: number) {
  return request(CALLS.catalogue.categoryChildren, { agentId, ...(parentId ? { parentId } : {}) });
}

export function getShopCategoriesQueryOptions(agentId: number, parentId?: number) {
  return queryOptions({
    queryKey: ['catalogue', 'shop-category', agentId, parentId ?? 0],
    queryFn: () => getShopCategories(agentId, parentId),
    staleTime: 5 * 60_000, // changes rarely: fresh for five minutes
  });
}

export function useShopCategories(agentId: number, parentId?: number) {
  return useQuery(getShopCategoriesQueryOptions(agentId, parentId));
}
