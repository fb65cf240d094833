import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const deletionCheckKey = ['privacy', 'deletionCheck'] as const;

/** Whether the account may be deleted now, what stops it, and the masked phone the code goes to. */
export function getDeletionCheck() {
  return request(CALLS.privacy.deletionCheck, {});
}

export function getDeletionCheckQueryOptions() {
  return queryOptions({ queryKey: deletionCheckKey, queryFn: getDeletionCheck });
}

export function useDeletionCheck() {
  return useQuery(getDeletionCheckQueryOptions());
}
