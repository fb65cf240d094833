import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';

export interface TClientErrorFilter {
  page: number;
  limit: number;
  keyword: string;
}

/** A page of the web app's errors, grouped by fingerprint, newest first (`adminClientError.list`). */
export function getClientErrors({ page, limit, keyword }: TClientErrorFilter) {
  return requestPaged(ADMIN_CALLS.adminClientError.list, { page, limit, ...(keyword ? { keyword } : {}) });
}

export function getClientErrorsQueryOptions(filter: TClientErrorFilter) {
  return queryOptions({
    queryKey: ['admin', 'clientErrors', filter],
    queryFn: () => getClientErrors(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useClientErrors(filter: TClientErrorFilter) {
  return useQuery(getClientErrorsQueryOptions(filter));
}
