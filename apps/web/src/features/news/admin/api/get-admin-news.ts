import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_NEWS_KEY } from './query-keys';

export interface TAdminNewsFilter {
  page: number;
  limit: number;
  columnId?: number | undefined;
  status?: 0 | 1 | undefined;
  keyword?: string | undefined;
}

/** A page of every article (drafts and timed ones too), latest change first, with `total` (`adminNews.list`). */
export function getAdminNewsQueryOptions(f: TAdminNewsFilter) {
  return queryOptions({
    queryKey: [...ADMIN_NEWS_KEY, 'list', f],
    queryFn: () => requestPaged(ADMIN_CALLS.adminNews.list, f),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNews(f: TAdminNewsFilter) {
  return useQuery(getAdminNewsQueryOptions(f));
}
