import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_NEWS_KEY } from './query-keys';

/** One article as the console edits it (`adminNews.detail`). */
export function getAdminNewsDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_NEWS_KEY, 'detail', id],
    queryFn: () => request(ADMIN_CALLS.adminNews.detail, { id }),
    staleTime: 0,
  });
}

export function useAdminNewsDetail(id: number | null) {
  return useQuery({ ...getAdminNewsDetailQueryOptions(id ?? 0), enabled: id !== null });
}
