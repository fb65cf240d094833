import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** The recommended shops (`queryShopList`). */
export function getRecommendedShops() {
  return request(CALLS.catalogue.queryShopList, {});
}

export function getRecommendedShopsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'recommended-shops'],
    queryFn: () => getRecommendedShops(),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useRecommendedShops() {
  return useQuery(getRecommendedShopsQueryOptions());
}
