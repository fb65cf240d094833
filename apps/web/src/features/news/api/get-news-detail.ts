import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { newsKeys } from './query-keys';

/** One article with its neighbours and related articles (`news/detail`, counts a view). Silent: the page shows a missing one. */
export function getNewsDetail(id: number) {
  return request(CALLS.news.detail, { id }, { isSilent: true });
}

export function getNewsDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: () => getNewsDetail(id),
    // Each read counts a view: read once per visit, not again on focus or remount within the visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useNewsDetail(id: number | undefined) {
  return useQuery({ ...getNewsDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
