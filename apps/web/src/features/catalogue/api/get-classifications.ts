import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The home page's classification floors (`queryClassificationList`). */
export function getClassifications() {
  return request(CALLS.catalogue.queryClassificationList, {});
}

export function getClassificationsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'classifications'],
    queryFn: () => getClassifications(),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function useClassifications() {
  return useQuery(getClassificationsQueryOptions());
}
