import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { ADMIN_QUERY_KEY } from './query-keys';

export interface TAuditFilter {
  page: number;
  limit: number;
  adminId?: number | undefined;
  action: string;
}

/** A page of the audit log, newest first, by admin and by a part of the action (`adminAudit.list`). */
export function getAuditLog({ page, limit, adminId, action }: TAuditFilter) {
  return requestPaged(ADMIN_CALLS.adminAudit.list, {
    page,
    limit,
    ...(adminId ? { adminId } : {}),
    ...(action ? { action } : {}),
  });
}

export function getAuditLogQueryOptions(filter: TAuditFilter) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', filter],
    queryFn: () => getAuditLog(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(filter: TAuditFilter) {
  return useQuery(getAuditLogQueryOptions(filter));
}
