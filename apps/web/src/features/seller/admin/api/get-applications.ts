import type { TApplicationStatus } from '@mall/contract/admin-wire';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_SELLER_QUERY_KEY } from './query-keys';

export interface TApplicationFilter {
  status?: TApplicationStatus;
  page: number;
  limit: number;
}

/** One page of the 入驻 queue (`adminSeller.applications`), with `total`. */
export function getApplications(filter: TApplicationFilter) {
  return requestPaged(ADMIN_CALLS.adminSeller.applications, filter);
}

export function getApplicationsQueryOptions(filter: TApplicationFilter) {
  return queryOptions({
    queryKey: [...ADMIN_SELLER_QUERY_KEY, 'applications', filter],
    queryFn: () => getApplications(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useApplications(filter: TApplicationFilter) {
  return useQuery(getApplicationsQueryOptions(filter));
}
