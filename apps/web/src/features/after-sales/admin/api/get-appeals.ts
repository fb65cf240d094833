import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

export const APPEALS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'appeals'] as const;

/** A page of after-sales appeals: waiting first, oldest first (`adminAfterSales.appeals`). */
export function getAppeals(q: { status?: 1 | 2 | 3 | undefined; page: number; limit: number }) {
  return requestPaged(ADMIN_CALLS.adminAfterSales.appeals, {
    page: q.page,
    limit: q.limit,
    ...(q.status === undefined ? {} : { status: q.status }),
  });
}

export function getAppealsQueryOptions(q: { status?: 1 | 2 | 3 | undefined; page: number; limit: number }) {
  return queryOptions({
    queryKey: [...APPEALS_QUERY_KEY, q.status ?? 'all', q.page, q.limit],
    queryFn: () => getAppeals(q),
    placeholderData: keepPreviousData,
  });
}

export function useAppeals(q: { status?: 1 | 2 | 3 | undefined; page: number; limit: number }) {
  return useQuery(getAppealsQueryOptions(q));
}
