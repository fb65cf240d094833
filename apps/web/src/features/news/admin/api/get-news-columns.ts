import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_NEWS_KEY } from './query-keys';

/** The news columns in order with their article counts (`adminNews.columns`). */
export function getNewsColumnsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_NEWS_KEY, 'columns'],
    queryFn: () => request(ADMIN_CALLS.adminNews.columns, {}),
  });
}

export function useNewsColumns() {
  return useQuery(getNewsColumnsQueryOptions());
}
