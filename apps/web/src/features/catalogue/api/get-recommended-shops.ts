import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The recommended shops (`queryShopList`). */
export function getRecommendedShops() {
  return request(CALLS.catalogue.queryShopList, {});
}

export function getRecommendedShopsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'recommended-shops'],
    queryFn: () => getRecommendedShops(),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useRecommendedShops() {
  return useQuery(getRecommendedShopsQueryOptions());
}
