import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { newsKeys } from './query-keys';

/** The news home: the headline carousel and every column with its newest articles (`news/home`). */
export function getNewsHome() {
  return request(CALLS.news.home, {});
}

export function getNewsHomeQueryOptions() {
  return queryOptions({
    queryKey: newsKeys.home(),
    queryFn: getNewsHome,
    // The column names serve the list's tabs as well: they change rarely.
    staleTime: 60_000,
  });
}

export function useNewsHome() {
  return useQuery(getNewsHomeQueryOptions());
}
