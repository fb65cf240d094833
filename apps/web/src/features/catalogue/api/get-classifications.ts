import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** The home page's classification floors (`queryClassificationList`). */
export function getClassifications() {
  return request(CALLS.catalogue.queryClassificationList, {});
}

export function getClassificationsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'classifications'],
    queryFn: () => getClassifications(),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useClassifications() {
  return useQuery(getClassificationsQueryOptions());
}
