import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { planKeys } from './query-keys';

/** The plan list's query as pages build it (`plan/query`'s payload). */
export type TPlanListQuery = TCallPayload<typeof CALLS.plan.query>;

/** One page of plans by keyword and scene, newest or most viewed first, with the total (`plan/query`). */
export function getPlans(params: TPlanListQuery) {
  return requestPaged(CALLS.plan.query, params);
}

export function getPlansQueryOptions(params: TPlanListQuery) {
  return queryOptions({
    queryKey: planKeys.list(params),
    queryFn: () => getPlans(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePlans(params: TPlanListQuery) {
  return useQuery(getPlansQueryOptions(params));
}
