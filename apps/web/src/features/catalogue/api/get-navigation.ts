import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The navigation menu row (`selectResourceByPage`, first 20). */
export function getNavigation() {
  return request(CALLS.navigation.selectResourceByPage, { page: 1, limit: 20 });
}

export function getNavigationQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'navigation'],
    queryFn: () => getNavigation(),
    staleTime: 5 * 60_000, // changes rarely: fresh for five minutes
  });
}

export function useNavigation() {
  return useQuery(getNavigationQueryOptions());
}
