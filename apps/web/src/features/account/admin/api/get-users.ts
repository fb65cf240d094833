import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;

/** A page of buyers for customer service (`adminUser.list`). */
export function getUsers(q: { keyword?: string | undefined; page: number; limit: number }) {
  return requestPaged(ADMIN_CALLS.adminUser.list, {
    page: q.page,
    limit: q.limit,
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });
}

export function getUsersQueryOptions(q: { keyword?: string | undefined; page: number; limit: number }) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, q.keyword ?? '', q.page, q.limit],
    queryFn: () => getUsers(q),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(q: { keyword?: string | undefined; page: number; limit: number }) {
  return useQuery(getUsersQueryOptions(q));
}
