import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { planKeys } from './query-keys';

/** One plan with its bill of materials at today's prices (`plan/detail`, counts a view). Silent: the page shows a missing one. */
export function getPlan(id: number) {
  return request(CALLS.plan.detail, { id }, { isSilent: true });
}

export function getPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: planKeys.detail(id),
    queryFn: () => getPlan(id),
    // Each read counts a view: once per visit, not again on focus or remount within the visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function usePlan(id: number | undefined) {
  return useQuery({ ...getPlanQueryOptions(id ?? 0), enabled: id !== undefined });
}
