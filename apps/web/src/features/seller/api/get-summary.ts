import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** Every workbench write invalidates it: the menu's badges and the dashboard read it. */
export const SUMMARY_QUERY_KEY = [...SELLER_QUERY_KEY, 'summary'] as const;

/** 工作台: today's figures and what waits for the seller (also the menu's badges). */
export function getSummaryQueryOptions() {
  return queryOptions({
    queryKey: SUMMARY_QUERY_KEY,
    queryFn: () => request(SELLER_CALLS.sellerWorkbench.summary, {}),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** `isEnabled` false: not asked (the layout waits for the profile: a seller still holding its one-time password gets 409). */
export function useWorkbenchSummary(isEnabled = true) {
  return useQuery({ ...getSummaryQueryOptions(), enabled: isEnabled });
}
