import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { planKeys } from './query-keys';

/** The buyer's own plans, newest first, with the total (`plan/mine`). */
export function getMyPlans(page: number, limit: number) {
  return requestPaged(CALLS.plan.mine, { page, limit });
}

export function getMyPlansQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: planKeys.mine(page, limit),
    queryFn: () => getMyPlans(page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useMyPlans(page: number, limit: number) {
  return useQuery(getMyPlansQueryOptions(page, limit));
}
