import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

export const ADMIN_FEEDBACK_QUERY_KEY = [...ADMIN_QUERY_KEY, 'feedback'] as const;

export interface TFeedbackFilter {
  /** 0 待回复, 1 已回复. */
  status?: 0 | 1 | undefined;
  type?: 1 | 2 | 3 | 4 | undefined;
  page: number;
  limit: number;
}

/** A page of buyers' feedback, waiting first (`adminFeedback.list`). */
export function getFeedback(f: TFeedbackFilter) {
  return requestPaged(ADMIN_CALLS.adminFeedback.list, {
    page: f.page,
    limit: f.limit,
    ...(f.status === undefined ? {} : { status: f.status }),
    ...(f.type === undefined ? {} : { type: f.type }),
  });
}

export function getFeedbackQueryOptions(f: TFeedbackFilter) {
  return queryOptions({
    queryKey: [...ADMIN_FEEDBACK_QUERY_KEY, f.status ?? 'all', f.type ?? 'all', f.page, f.limit],
    queryFn: () => getFeedback(f),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFeedback(f: TFeedbackFilter) {
  return useQuery(getFeedbackQueryOptions(f));
}
