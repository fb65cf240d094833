import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';

/** Every community page's key starts here; a new post invalidates them all. */
export const COMMUNITY_QUERY_KEY = ['catalogue', 'community'] as const;

/** One page of community posts with `total` (`getCommunity`). */
export function getCommunity(page: number, limit = 10) {
  return requestPaged(CALLS.catalogue.getCommunity, { page, limit });
}

export function getCommunityQueryOptions(page: number, limit = 10) {
  return queryOptions({
    queryKey: [...COMMUNITY_QUERY_KEY, page, limit],
    queryFn: () => getCommunity(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useCommunity(page: number, limit = 10) {
  return useQuery(getCommunityQueryOptions(page, limit));
}
