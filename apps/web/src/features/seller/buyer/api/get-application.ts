import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';

/** Every 入驻 query key of the buyer starts here; a submit invalidates it. */
export const APPLICATION_QUERY_KEY = ['merchant', 'application'] as const;

/** The buyer's latest 入驻 application, or null (`merchantApply.status`). */
export function getApplication() {
  return request(CALLS.merchantApply.status, {});
}

export function getApplicationQueryOptions() {
  return queryOptions({ queryKey: APPLICATION_QUERY_KEY, queryFn: getApplication, staleTime: 0 });
}

export function useApplication() {
  return useQuery(getApplicationQueryOptions());
}
