import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';

/** The console's 运营概览: today, 30 days and the waiting queues (`adminDashboard.summary`). */
export function getDashboardSummary() {
  return request(ADMIN_CALLS.adminDashboard.summary, {});
}

export function getDashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'summary'],
    queryFn: getDashboardSummary,
    // Figures of the day: fresh for a minute, then read again when the page is looked at.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useDashboardSummary() {
  return useQuery(getDashboardSummaryQueryOptions());
}
